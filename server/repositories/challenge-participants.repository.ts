/** SQL for members joining wellness challenges: join, leave, and the challenges a member is in. */
import { and, eq, sql } from "drizzle-orm";
import { challengeParticipants, wellnessChallenges } from "@shared/schema";
import type { Executor } from "../db";

/** A challenge as joining reads it. */
export interface LockedChallenge {
  endDate: Date;
  participants: number;
  createdBy: string | null;
  heldAt: Date | null;
  hiddenAt: Date | null;
}

/** Participation queries; `executor` is the transaction a join or leave is made in. */
export function challengeParticipantsRepository(executor: Executor) {
  async function addToCount(challengeId: string, delta: 1 | -1): Promise<number> {
    const [row] = await executor
      .update(wellnessChallenges)
      .set({ participants: sql`${wellnessChallenges.participants} + ${delta}` })
      .where(eq(wellnessChallenges.id, challengeId))
      .returning({ participants: wellnessChallenges.participants });
    return row!.participants;
  }

  return {
    /**
     * The challenge's end, count, creator and moderation state, its row locked until the transaction
     * ends; undefined when there is none.
     */
    async lockChallenge(challengeId: string): Promise<LockedChallenge | undefined> {
      const [row] = await executor
        .select({
          endDate: wellnessChallenges.endDate,
          participants: wellnessChallenges.participants,
          createdBy: wellnessChallenges.createdBy,
          heldAt: wellnessChallenges.heldAt,
          hiddenAt: wellnessChallenges.hiddenAt,
        })
        .from(wellnessChallenges)
        .where(eq(wellnessChallenges.id, challengeId))
        .for("update");
      return row;
    },

    /** Adds the member (the primary key decides) and answers the new count, or undefined when they were in already. */
    async join(challengeId: string, userId: string): Promise<number | undefined> {
      const inserted = await executor
        .insert(challengeParticipants)
        .values({ challengeId, userId })
        .onConflictDoNothing()
        .returning({ userId: challengeParticipants.userId });
      return inserted.length > 0 ? addToCount(challengeId, 1) : undefined;
    },

    /** Takes the member out and answers the new count, or undefined when they were not in. */
    async leave(challengeId: string, userId: string): Promise<number | undefined> {
      const deleted = await executor
        .delete(challengeParticipants)
        .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.userId, userId)))
        .returning({ userId: challengeParticipants.userId });
      return deleted.length > 0 ? addToCount(challengeId, -1) : undefined;
    },

    /** The ids of the challenges `userId` has joined. */
    async joinedBy(userId: string): Promise<string[]> {
      const rows = await executor
        .select({ challengeId: challengeParticipants.challengeId })
        .from(challengeParticipants)
        .where(eq(challengeParticipants.userId, userId));
      return rows.map((row) => row.challengeId);
    },
  };
}
