/**
 * SQL for the `rate_limits` table: one row per counter key with its hits and the end of its
 * fixed window. Kept in the database so every server process counts together
 * (docs/decisions.md#rate-limits-in-the-database).
 */
import { eq, sql } from "drizzle-orm";
import { rateLimits } from "@shared/schema";
import type { Database } from "../db";

export type RateLimitRow = typeof rateLimits.$inferSelect;

/** A counter's hits in its current window and when that window ends. */
export type RateLimitCount = Pick<RateLimitRow, "hits" | "resetAt">;

/** Rate-limit counter queries over `db`. */
export function rateLimitsRepository(db: Database) {
  return {
    /**
     * Counts one hit for `key` and returns the window's count: a window that has ended (or a new
     * key) starts again at 1 and ends `windowMs` from now. One atomic upsert, so concurrent hits
     * are each counted exactly once, with no read-then-write race.
     */
    async hit(key: string, windowMs: number): Promise<RateLimitCount> {
      const now = new Date();
      const resetAt = new Date(now.getTime() + windowMs);
      const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
      if (!row) throw new Error("Rate limit upsert returned no row");
      return row;
    },

    /** Takes back one hit from `key` (never below zero), for an event counted before it turned out not to count. */
    async unhit(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },

    /** The stored count for `key` as it is (its window may have ended), or undefined when there is none. */
    async find(key: string): Promise<RateLimitCount | undefined> {
      const [row] = await db
        .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      return row;
    },

    /** Deletes the counter `key` (the table's id) and returns it as it was; undefined when there was none. */
    async deleteById(key: string): Promise<RateLimitRow | undefined> {
      const [row] = await db.delete(rateLimits).where(eq(rateLimits.key, key)).returning();
      return row;
    },
  };
}
