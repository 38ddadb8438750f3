/** SQL for a user's recommendation preferences (one row per user). */
import { eq, sql } from "drizzle-orm";
import { userPreferences, type UserPreferences } from "@shared/schema";
import type { Preferences } from "@shared/recommendations";
import type { Executor } from "../db";

/** Reads and saves preferences by user id. */
export function userPreferencesRepository(db: Executor) {
  return {
    /** The saved preferences, or undefined when the user has saved none. */
    async find(userId: string): Promise<UserPreferences | undefined> {
      const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
      return row;
    },

    /** Creates or replaces the user's preferences in one statement and returns the stored row. */
    async save(userId: string, values: Preferences): Promise<UserPreferences> {
      const [row] = await db
        .insert(userPreferences)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: userPreferences.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },
  };
}
