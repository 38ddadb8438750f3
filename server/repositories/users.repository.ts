/** Reads and writes users. The password hash leaves this file only through `findForLogin`. */
import { and, eq, gt, sql } from "drizzle-orm";
import { USERNAME_FOLD } from "@shared/names";
import { releasedUsernames, users } from "@shared/schema";
import { type UserRole } from "@shared/constants";
import type { Database } from "../db";

export interface PublicUser {
  id: string;
  username: string;
  role: UserRole;
  /** Set while a moderator has suspended the account (server/services/suspension.ts reads them). */
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
}

/** The columns a PublicUser is read from (the session's read takes the same, server/repositories/sessions.repository.ts). */
export const publicUserColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
};
const byUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/** The users table behind a small interface. */
export function usersRepository(db: Database) {
  return {
    /** Inserts a member (or the given role); a duplicate username throws the database's 23505. */
    async create(input: { username: string; passwordHash: string; role?: UserRole }): Promise<PublicUser> {
      const [row] = await db
        .insert(users)
        .values({ username: input.username, password: input.passwordHash, role: input.role ?? "member" })
        .returning(publicUserColumns);
      if (!row) throw new Error("Insert returned no row");
      return row;
    },

    async findById(id: string): Promise<PublicUser | undefined> {
      const [row] = await db.select(publicUserColumns).from(users).where(eq(users.id, id));
      return row;
    },

    /** When the member's account was made; undefined when there is none. */
    async joinedAt(id: string): Promise<Date | undefined> {
      const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, id));
      return row?.createdAt;
    },

    /** Whether some member's username folds (shared/names.ts) to `foldedName`, a foldName() result. */
    async isNameTaken(foldedName: string): Promise<boolean> {
      const folded = sql`translate(lower(${users.username}), ${USERNAME_FOLD.from}, ${USERNAME_FOLD.to})`;
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${folded} = ${foldedName}`)
        .limit(1);
      return rows.length > 0;
    },

    /** Case-insensitive lookup. */
    async findByUsername(username: string): Promise<PublicUser | undefined> {
      const [row] = await db.select(publicUserColumns).from(users).where(byUsername(username));
      return row;
    },

    /** A member's public page: the name as they chose it and when they joined (case-insensitive lookup). */
    async findMember(username: string): Promise<{ id: string; username: string; createdAt: Date } | undefined> {
      const [row] = await db
        .select({ id: users.id, username: users.username, createdAt: users.createdAt })
        .from(users)
        .where(byUsername(username));
      return row;
    },

    /** The user with its password hash, for checking a login only. */
    async findForLogin(username: string): Promise<(PublicUser & { passwordHash: string }) | undefined> {
      const [row] = await db
        .select({ ...publicUserColumns, passwordHash: users.password })
        .from(users)
        .where(byUsername(username));
      return row;
    },

    /** Sets the role; undefined when there is no such user. */
    async setRole(username: string, role: UserRole): Promise<PublicUser | undefined> {
      const [row] = await db.update(users).set({ role }).where(byUsername(username)).returning(publicUserColumns);
      return row;
    },

    // ---- Account deletion: a deleted account's name is held for 30 days.

    /** Whether a deleted account's name with this hash (server/lib/held-name.ts) is still held from others. */
    async isNameHeld(nameHash: string): Promise<boolean> {
      const rows = await db
        .select({ nameHash: releasedUsernames.nameHash })
        .from(releasedUsernames)
        .where(and(eq(releasedUsernames.nameHash, nameHash), gt(releasedUsernames.freeAt, sql`now()`)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
