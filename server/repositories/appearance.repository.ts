/** The member's theme and text size, two columns of the users table (shared/appearance.ts). */
import { eq } from "drizzle-orm";
import type { Appearance } from "@shared/appearance";
import { users } from "@shared/schema";
import type { Executor } from "../db";

const appearanceColumns = { theme: users.theme, textSize: users.textSize };

/** Reads and saves a member's appearance by user id. */
export function appearanceRepository(db: Executor) {
  return {
    /** The member's choices, or undefined when there is no such user. */
    async find(userId: string): Promise<Appearance | undefined> {
      const [row] = await db.select(appearanceColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    /** Saves both choices; answers them as stored, or undefined when there is no such user. */
    async save(userId: string, appearance: Appearance): Promise<Appearance | undefined> {
      const [row] = await db.update(users).set(appearance).where(eq(users.id, userId)).returning(appearanceColumns);
      return row;
    },
  };
}
