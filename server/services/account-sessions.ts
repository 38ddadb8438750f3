/**
 * Where a member is signed in (settings, docs/security.md#accounts-and-sessions): their live
 * sessions in words, and signing one or all the others out. A session id is a bearer secret, so it
 * never leaves the server: each session is named by a SHA-256 of its id, which opens nothing.
 */
import crypto from "node:crypto";
import { SESSION_NOT_FOUND, type SignedInSession } from "@shared/contracts/account-sessions.contract";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { accountSessionsRepository, type MemberSession } from "../repositories/account-sessions.repository";
import { sessionsRepository } from "../repositories/sessions.repository";
import { UNKNOWN_DEVICE } from "../auth/device";

/** The public name of session `sid`: the first 24 hex characters of its SHA-256. */
export function sessionHandle(sid: string): string {
  return crypto.createHash("sha256").update(sid).digest("hex").slice(0, 24);
}

/**
 * One session as its member sees it. The store rolls `expire` to a request's time plus the idle
 * lifetime (at most a minute late), so the last request was about `expire - idleMs`.
 */
function toSignedInSession(session: MemberSession, currentSid: string, idleMs: number): SignedInSession {
  const loginAt = session.data.loginAt;
  return {
    id: sessionHandle(session.sid),
    device: session.data.device ?? UNKNOWN_DEVICE,
    lastActiveAt: new Date(session.expire.getTime() - idleMs),
    signedInAt: typeof loginAt === "number" ? new Date(loginAt) : null,
    current: session.sid === currentSid,
  };
}

/** The sessions service over `db`; `idleMs` is the app's idle session lifetime. */
export function accountSessionsService(db: Database, idleMs: number) {
  const repository = accountSessionsRepository(db);
  return {
    /** `userId`'s live sessions, the most recently active first. */
    async list(userId: string, currentSid: string): Promise<SignedInSession[]> {
      const sessions = await repository.listLive(userId);
      return sessions.map((session) => toSignedInSession(session, currentSid, idleMs));
    },

    /**
     * Signs out `userId`'s session named `handle`; 404 for a handle that names none of theirs (someone
     * else's session looks exactly like one that does not exist). Answers the session id signed out.
     */
    async signOut(userId: string, handle: string): Promise<string> {
      const session = (await repository.listLive(userId)).find((candidate) => sessionHandle(candidate.sid) === handle);
      if (!session || !(await repository.deleteMine(userId, session.sid))) throw notFound(SESSION_NOT_FOUND);
      return session.sid;
    },

    /** Signs out every session of `userId`'s but `currentSid`; answers how many. */
    signOutOthers(userId: string, currentSid: string): Promise<number> {
      return sessionsRepository(db).deleteForUser(userId, currentSid);
    },
  };
}
