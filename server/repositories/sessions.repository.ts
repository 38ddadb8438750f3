/** Reads and writes the `sessions` table behind express-session. Expired rows are never returned. */
import { and, eq, gt, lt, ne, sql } from "drizzle-orm";
import type { SessionData } from "express-session";
import { sessions, users } from "@shared/schema";
import type { Database, Executor } from "../db";
import { publicUserColumns, type PublicUser } from "./users.repository";

/** A stored session, when it expires, and the member it is signed in as. */
export interface StoredSession {
  data: SessionData;
  expire: Date;
  /**
   * The member Passport's part of the session names, read in the same query (null when it names
   * none, or one whose account is gone), so a member's request costs one read for both.
   */
  member: PublicUser | null;
}

/**
 * The users row the session's `user_id` (Passport's id, text) names. Only a UUID is cast: a session
 * naming anything else names nobody, rather than failing the request.
 */
const sessionMember = sql`${users.id} = case when ${sessions.userId} ~* '^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$'
  then ${sessions.userId}::uuid end`;

/**
 * A member's every request reads their session: the read is built once per database as a named
 * prepared statement, as the lists' are (table-repository.ts), so neither drizzle nor PostgreSQL
 * builds or plans it again.
 */
function prepareFindLive(db: Database | Executor) {
  return db
    .select({ sess: sessions.sess, expire: sessions.expire, member: publicUserColumns })
    .from(sessions)
    .leftJoin(users, sessionMember)
    .where(and(eq(sessions.sid, sql.placeholder("sid")), gt(sessions.expire, sql.placeholder("now"))))
    .prepare("session_find_live");
}

const findLiveStatements = new WeakMap<Database | Executor, ReturnType<typeof prepareFindLive>>();

function findLiveStatement(db: Database | Executor): ReturnType<typeof prepareFindLive> {
  let statement = findLiveStatements.get(db);
  if (!statement) {
    statement = prepareFindLive(db);
    findLiveStatements.set(db, statement);
  }
  return statement;
}

/** The sessions table behind a small interface. */
export function sessionsRepository(db: Database | Executor) {
  return {
    /** The session `sid` and its member, unless it has expired (an expired row waits for `deleteExpired`). */
    async findLive(sid: string): Promise<StoredSession | undefined> {
      // The instant as drizzle sends a timestamp column's value (a placeholder is sent as given).
      const [row] = await findLiveStatement(db).execute({ sid, now: new Date().toISOString() });
      return row && { data: row.sess as SessionData, expire: row.expire, member: row.member };
    },

    /** Writes the session whole, creating it or replacing what is stored. */
    async save(sid: string, data: SessionData, expire: Date): Promise<void> {
      await db
        .insert(sessions)
        .values({ sid, sess: data, expire })
        .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire } });
    },

    /** Moves the expiry only; the session's data is left as stored. */
    async setExpiry(sid: string, expire: Date): Promise<void> {
      await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
    },

    /** Deletes the session `sid` (its primary key) and returns the deleted row, or undefined when there was none. */
    async deleteById(sid: string): Promise<typeof sessions.$inferSelect | undefined> {
      const [deleted] = await db.delete(sessions).where(eq(sessions.sid, sid)).returning();
      return deleted;
    },

    /**
     * Signs a member out everywhere, or everywhere but `exceptSid` (the request's own session): after
     * a password change or reset, and from the settings' "Sign out all other sessions".
     */
    async deleteForUser(userId: string, exceptSid?: string): Promise<number> {
      const mine = eq(sessions.userId, userId);
      const deleted = await db
        .delete(sessions)
        .where(exceptSid === undefined ? mine : and(mine, ne(sessions.sid, exceptSid)))
        .returning({ sid: sessions.sid });
      return deleted.length;
    },

    /** Deletes every session past its expiry (the database's clock decides). */
    async deleteExpired(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
    },
  };
}

/** What `sessionsRepository` returns. */
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
