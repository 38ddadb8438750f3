/** SQL for wellness challenges. */
import { and, eq } from "drizzle-orm";
import { wellnessChallenges, type WellnessChallenge } from "@shared/schema";
import type { Database } from "../db";
import { afterCursor, newestFirst, toPage, type Cursor, type Page } from "../lib/pagination";

/** Wellness challenge queries over `db`. */
export function wellnessChallengesRepository(db: Database) {
  return {
    /** One page of challenges, newest first. */
    async list(options: { limit: number; cursor?: Cursor }): Promise<Page<WellnessChallenge>> {
      const rows = await db
        .select()
        .from(wellnessChallenges)
        .where(and(afterCursor(wellnessChallenges, options.cursor)))
        .orderBy(...newestFirst(wellnessChallenges))
        .limit(options.limit + 1);
      return toPage(rows, options.limit);
    },

    async create(values: typeof wellnessChallenges.$inferInsert): Promise<WellnessChallenge> {
      const [row] = await db.insert(wellnessChallenges).values(values).returning();
      return row!;
    },

    /** Deletes a challenge; false when there was none. */
    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(wellnessChallenges)
        .where(eq(wellnessChallenges.id, id))
        .returning({ id: wellnessChallenges.id });
      return rows.length === 1;
    },
  };
}
