/**
 * Joining and leaving wellness challenges. The participant count is the real number of members
 * who joined: it moves only when a row was added or removed, in the same transaction, with the
 * challenge locked.
 */
import {
  CHALLENGE_ENDED,
  CHALLENGE_NOT_FOUND,
  type ChallengeParticipation,
} from "@shared/contracts/wellness-challenges.contract";
import type { Database } from "../db";
import { sightOf } from "../items/visibility";
import { conflict, notFound } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { challengeParticipantsRepository } from "../repositories/challenge-participants.repository";
import { inTransaction } from "../repositories/transaction";

/** The participation service over `db`. */
export function challengeParticipationService(db: Database) {
  async function change(challengeId: string, member: Viewer, joining: boolean): Promise<ChallengeParticipation> {
    const userId = member.id;
    return inTransaction(db, async (tx) => {
      const participants = challengeParticipantsRepository(tx);
      const challenge = await participants.lockChallenge(challengeId);
      if (!challenge) throw notFound(CHALLENGE_NOT_FOUND);
      // Only a challenge the member sees in full may be joined: a held or hidden one is not there for them.
      if (joining && sightOf(challenge, challenge.createdBy, member) !== "full") throw notFound(CHALLENGE_NOT_FOUND);
      if (joining && challenge.endDate.getTime() < Date.now()) throw conflict(CHALLENGE_ENDED);
      const count = joining
        ? await participants.join(challengeId, userId)
        : await participants.leave(challengeId, userId);
      return { challengeId, participants: count ?? challenge.participants, joined: joining };
    });
  }

  return {
    join: (challengeId: string, member: Viewer) => change(challengeId, member, true),
    leave: (challengeId: string, member: Viewer) => change(challengeId, member, false),
    joinedBy: (userId: string) => challengeParticipantsRepository(db).joinedBy(userId),
  };
}
