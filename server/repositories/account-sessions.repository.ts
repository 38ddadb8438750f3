/** A member's own live sessions, for the settings' "where you are signed in" list. */
import { and, desc, eq, gt } from "drizzle-orm";
import type { SessionData } from "express-session";
import { sessions } from "@shared/schema";
import type { Executor } from "../db";

/** One of a member's live sessions as stored. */
export interface MemberSession {
  sid: string;
  data: SessionData;
  expire: Date;
}

/** Sessions by member (sessions.user_id, generated from Passport's part of the session). */
export function accountSessionsRepository(db: Executor) {
  return {
    /** `userId`'s unexpired sessions, the most recently active first (a later expiry is a later request). */
    async listLive(userId: string): Promise<MemberSession[]> {
      const rows = await db
        .select({ sid: sessions.sid, sess: sessions.sess, expire: sessions.expire })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expire, new Date())))
        .orderBy(desc(sessions.expire));
      return rows.map((row) => ({ sid: row.sid, data: row.sess as SessionData, expire: row.expire }));
    },

    /** Deletes session `sid` only if it is `userId`'s; false when it was not there to delete. */
    async deleteMine(userId: string, sid: string): Promise<boolean> {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.sid, sid), eq(sessions.userId, userId)))
        .returning({ sid: sessions.sid });
      return deleted.length > 0;
    },
  };
}
