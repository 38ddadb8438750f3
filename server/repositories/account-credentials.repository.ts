/**
 * A member's verified email address and password hash, read and written inside the transaction of
 * the change (verifying, removing, resetting). The hash leaves this file only for checking a password.
 */
import { eq, sql } from "drizzle-orm";
import { users } from "@shared/schema";
import type { Executor } from "../db";

/** Compared the way the unique index users_email_lower_key compares. */
const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** Email and password queries over users; `db` may be a transaction. */
export function accountCredentialsRepository(db: Executor) {
  return {
    /** The member's verified address, or null; undefined when there is no such member. */
    async emailOf(userId: string): Promise<string | null | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      return row?.email;
    },

    /** The member's name and verified address (null when none); undefined when there is no such member. */
    async nameAndEmailOf(userId: string): Promise<{ username: string; email: string | null } | undefined> {
      const [row] = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** The member whose verified address is `email` (case-insensitive), with their name for the mail. */
    async findByEmail(email: string): Promise<{ id: string; username: string; email: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, username: users.username, email: sql<string>`${users.email}` })
        .from(users)
        .where(byEmail(email));
      return row;
    },

    /** Sets (or with null removes) the verified address; another member's address throws the index's 23505. */
    async setEmail(userId: string, email: string | null): Promise<void> {
      await db.update(users).set({ email }).where(eq(users.id, userId));
    },

    /** The member's password hash, for checking the current password before a change. */
    async passwordHashOf(userId: string): Promise<{ username: string; passwordHash: string } | undefined> {
      const [row] = await db
        .select({ username: users.username, passwordHash: users.password })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Replaces the password hash. */
    async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
      await db.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
    },
  };
}
