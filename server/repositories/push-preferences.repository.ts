/** A member's push choices on the users table: which kinds, quiet hours (minutes after midnight) and their time zone. */
import { eq } from "drizzle-orm";
import type { PushKind } from "@shared/constants";
import { users } from "@shared/schema";
import type { Executor } from "../db";

/** The columns as stored; quiet hours are both null or both set. */
export interface StoredPushPreferences {
  pushKinds: PushKind[];
  quietHoursStart: number | null;
  quietHoursEnd: number | null;
  timeZone: string | null;
}

/** The columns, for a read of the users row that wants them too (account-settings.repository.ts). */
export const pushPreferenceColumns = {
  pushKinds: users.pushKinds,
  quietHoursStart: users.quietHoursStart,
  quietHoursEnd: users.quietHoursEnd,
  timeZone: users.timeZone,
};

export function pushPreferencesRepository(db: Executor) {
  return {
    /** `userId`'s choices; undefined when there is no such account. */
    async find(userId: string): Promise<StoredPushPreferences | undefined> {
      const [row] = await db.select(pushPreferenceColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    /** Replaces every choice at once and answers them as stored. */
    async replace(userId: string, preferences: StoredPushPreferences): Promise<StoredPushPreferences | undefined> {
      const [row] = await db
        .update(users)
        .set(preferences)
        .where(eq(users.id, userId))
        .returning(pushPreferenceColumns);
      return row;
    },
  };
}
