/**
 * An express-session store over the `sessions` table, so every server process sees the same
 * sessions (docs/decisions.md#sessions-in-the-database). The SQL lives in sessions.repository.ts;
 * this file keeps express-session's callback contract, the touch throttle and pruning.
 */
import type { Request } from "express";
import session, { type SessionData } from "express-session";
import type { Database } from "../db";
import { logger } from "../lib/logger";
import { sessionsRepository, type SessionsRepository } from "../repositories/sessions.repository";
import type { PublicUser } from "../repositories/users.repository";
import { keepSessionMember } from "./session-members";

type Callback = (error?: unknown) => void;

const PRUNE_EVERY_MS = 15 * 60 * 1000;
/**
 * A touch that would move the stored expiry by less than this is skipped: the cookie still rolls
 * on every response, but the table is written at most once a minute per session instead of on
 * every request (a committed write, and so a WAL flush, per page a member views). The idle
 * lifetime of days is shortened by at most this much.
 */
export const TOUCH_AFTER_MS = 60 * 1000;
/** Bounds the expiries remembered (one per session this process has seen lately). */
const MAX_REMEMBERED = 10_000;

/** Sessions in the database: expired rows are never returned and are deleted every 15 minutes. */
export class DrizzleSessionStore extends session.Store {
  private lastPrune = 0;
  /**
   * sid → the expiry (ms) the table holds as this process last read or wrote it, for the touches
   * that end its requests. Kept after a touch: a member's page asks several things at once, and
   * each request's touch must see what the others' reads and writes left, or all but one of them
   * would write the row (a committed write each, the rest waiting on its lock).
   */
  private readonly storedExpiry = new Map<string, number>();
  /** Each session `get` returned → the member read with it, until express-session makes it the request's. */
  private readonly members = new WeakMap<SessionData, PublicUser | null>();
  private readonly sessions: SessionsRepository;

  constructor(
    db: Database,
    private readonly idleMs: number,
  ) {
    super();
    this.sessions = sessionsRepository(db);
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.sessions.findLive(sid).then((stored) => {
      if (stored) {
        this.rememberExpiry(sid, stored.expire.getTime());
        this.members.set(stored.data, stored.member);
      }
      callback(null, stored ? stored.data : null);
    }, callback);
  }

  /** express-session makes what `get` returned the request's session here: its member goes with it, for Passport. */
  override createSession(req: Request, data: SessionData): session.Session & Partial<SessionData> {
    const member = this.members.get(data);
    if (member !== undefined) keepSessionMember(req, member);
    return super.createSession(req, data);
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    this.storedExpiry.delete(sid);
    const expire = this.expiryOf(data);
    this.sessions.save(sid, data, expire).then(
      () => {
        this.rememberExpiry(sid, expire.getTime());
        this.pruneNowAndThen();
        callback?.();
      },
      (error: unknown) => callback?.(error),
    );
  }

  /**
   * Rolls the expiry forward. express-session touches after the response is written, so an error
   * here would cut a finished answer off mid-body; a missed touch only means this request did not
   * extend the session (the next one will), so it is logged and forgotten.
   */
  override touch(sid: string, data: SessionData, callback?: Callback): void {
    const expire = this.expiryOf(data);
    const stored = this.storedExpiry.get(sid);
    if (stored !== undefined && expire.getTime() - stored < TOUCH_AFTER_MS) {
      callback?.();
      return;
    }
    this.sessions.setExpiry(sid, expire).then(
      () => {
        this.rememberExpiry(sid, expire.getTime());
        callback?.();
      },
      (error: unknown) => {
        logger.warn({ error: error instanceof Error ? error.message : String(error) }, "Could not extend a session");
        callback?.();
      },
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.storedExpiry.delete(sid);
    this.sessions.deleteById(sid).then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  }

  /** Deletes every expired session now. */
  async prune(): Promise<void> {
    this.lastPrune = Date.now();
    await this.sessions.deleteExpired();
  }

  private rememberExpiry(sid: string, expire: number): void {
    // Past the bound, start over rather than grow: a forgotten session is only written once more.
    if (this.storedExpiry.size >= MAX_REMEMBERED && !this.storedExpiry.has(sid)) this.storedExpiry.clear();
    this.storedExpiry.set(sid, expire);
  }

  private expiryOf(data: SessionData): Date {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.idleMs);
  }

  // Pruning rides on writes instead of a timer, so a closed database never sees a stray query.
  private pruneNowAndThen(): void {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.prune().catch((error: unknown) => logger.warn({ error: String(error) }, "Could not prune expired sessions"));
  }
}
