/**
 * Joining and leaving wellness challenges. The participant count is the real number of members
 * who joined: it moves only when a row was added or removed, in the same transaction, with the
 * challenge locked.
 */
import type { ChallengeParticipation } from "@shared/api";
import type { Database } from "../db";
import { HttpError, notFound } from "../lib/http-error";
import { challengeParticipantsRepository } from "../repositories/challenge-participants.repository";
import { inTransaction } from "../repositories/transaction";

export const CHALLENGE_NOT_FOUND = "Challenge not found";

/** The participation service over `db`. */
export function challengeParticipationService(db: Database) {
  async function change(challengeId: string, userId: string, joining: boolean): Promise<ChallengeParticipation> {
    return inTransaction(db, async (tx) => {
      const participants = challengeParticipantsRepository(tx);
      const challenge = await participants.lockChallenge(challengeId);
      if (!challenge) throw notFound(CHALLENGE_NOT_FOUND);
      if (joining && challenge.endDate.getTime() < Date.now()) throw new HttpError(409, "This challenge has ended");
      const count = joining
        ? await participants.join(challengeId, userId)
        : await participants.leave(challengeId, userId);
      return { challengeId, participants: count ?? challenge.participants, joined: joining };
    });
  }

  return {
    join: (challengeId: string, userId: string) => change(challengeId, userId, true),
    leave: (challengeId: string, userId: string) => change(challengeId, userId, false),
    joinedBy: (userId: string) => challengeParticipantsRepository(db).joinedBy(userId),
  };
}
