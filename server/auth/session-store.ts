/**
 * An express-session store over the `sessions` table, so every server process sees the same
 * sessions (decisions.md). Works on PGlite and PostgreSQL alike through drizzle.
 */
import { and, eq, gt, lt, sql } from "drizzle-orm";
import session, { type SessionData } from "express-session";
import { sessions } from "@shared/schema";
import type { Database } from "../db";
import { logger } from "../lib/logger";

type Callback = (error?: unknown) => void;

const PRUNE_EVERY_MS = 15 * 60 * 1000;

/** Sessions in the database: expired rows are never returned and are deleted every 15 minutes. */
export class DrizzleSessionStore extends session.Store {
  private lastPrune = 0;

  constructor(
    private readonly db: Database,
    private readonly idleMs: number,
  ) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.db
      .select({ sess: sessions.sess })
      .from(sessions)
      .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date())))
      .then(([row]) => callback(null, row ? (row.sess as SessionData) : null), callback);
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    const expire = this.expiryOf(data);
    this.db
      .insert(sessions)
      .values({ sid, sess: data, expire })
      .onConflictDoUpdate({ target: sessions.sid, set: { sess: data, expire } })
      .then(() => {
        this.pruneNowAndThen();
        callback?.();
      }, (error: unknown) => callback?.(error));
  }

  /**
   * Rolls the expiry forward. express-session touches after the response is written, so an error
   * here would cut a finished answer off mid-body; a missed touch only means this request did not
   * extend the session (the next one will), so it is logged and forgotten.
   */
  override touch(sid: string, data: SessionData, callback?: Callback): void {
    this.db
      .update(sessions)
      .set({ expire: this.expiryOf(data) })
      .where(eq(sessions.sid, sid))
      .then(
        () => callback?.(),
        (error: unknown) => {
          logger.warn("Could not extend a session", { error: error instanceof Error ? error.message : String(error) });
          callback?.();
        },
      );
  }

  override destroy(sid: string, callback?: Callback): void {
    this.db
      .delete(sessions)
      .where(eq(sessions.sid, sid))
      .then(() => callback?.(), (error: unknown) => callback?.(error));
  }

  /** Deletes every expired session now. */
  async prune(): Promise<void> {
    this.lastPrune = Date.now();
    await this.db.delete(sessions).where(lt(sessions.expire, sql`now()`));
  }

  private expiryOf(data: SessionData): Date {
    const expires = data.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + this.idleMs);
  }

  // Pruning rides on writes instead of a timer, so a closed database never sees a stray query.
  private pruneNowAndThen(): void {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.prune().catch((error: unknown) => logger.warn("Could not prune expired sessions", { error: String(error) }));
  }
}
