/**
 * Fixed-window rate limits kept in the `rate_limits` table, so every server process counts
 * together (decisions.md). One atomic upsert per counted event; no read-then-write race.
 */
import type { Request, RequestHandler } from "express";
import { eq, sql } from "drizzle-orm";
import { rateLimits } from "@shared/schema";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { HttpError } from "../lib/http-error";

export interface Count {
  hits: number;
  resetAt: Date;
}

/** Counts one event for `key` and returns the window's count (a new window starts at 1). */
export async function hit(db: Database, key: string, rule: RateRule): Promise<Count> {
  const now = new Date();
  const resetAt = new Date(now.getTime() + rule.windowMs);
  const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  if (!row) throw new Error("Rate limit upsert returned no row");
  return row;
}

/** The current window's count for `key` without counting (0 when none or expired). */
export async function peek(db: Database, key: string): Promise<Count> {
  const [row] = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (!row || row.resetAt.getTime() <= Date.now()) return { hits: 0, resetAt: new Date() };
  return row;
}

/** Forgets `key` (e.g. a username's failed logins after a successful one). */
export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** The 429 to throw once `count` is over `rule`, with Retry-After in whole seconds. */
export function tooManyRequests(count: Count, message: string): HttpError {
  const seconds = Math.max(1, Math.ceil((count.resetAt.getTime() - Date.now()) / 1000));
  return new HttpError(429, message, { "Retry-After": String(seconds) });
}

/** The client's address as Express sees it (honours "trust proxy"). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

export interface RateLimitOptions {
  db: Database;
  /** Names the counter, e.g. "signup" or "upload-url"; keys are `${name}:${key(req)}`. */
  name: string;
  rule: RateRule;
  /** What to count by; the client address by default. */
  key?: (req: Request) => string;
  message?: string;
}

/** Middleware that counts every request it sees and answers 429 once the limit is passed. */
export function rateLimit(options: RateLimitOptions): RequestHandler {
  const keyOf = options.key ?? clientAddress;
  const message = options.message ?? "Too many requests. Please try again later.";
  return async (req, _res, next) => {
    const count = await hit(options.db, `${options.name}:${keyOf(req)}`, options.rule);
    if (count.hits > options.rule.limit) throw tooManyRequests(count, message);
    next();
  };
}

/** Failed-login counting per username and per address (the login route's own policy). */
export function loginThrottle(db: Database, rules: { perUsername: RateRule; perAddress: RateRule }) {
  const keys = (req: Request, username: string) => ({
    user: `login-user:${username.toLowerCase()}`,
    address: `login-address:${clientAddress(req)}`,
  });
  const message = "Too many failed login attempts. Please try again later.";
  return {
    /** Throws 429 when either counter is already at its limit. */
    async refuseIfBlocked(req: Request, username: string): Promise<void> {
      const { user, address } = keys(req, username);
      const [byUser, byAddress] = await Promise.all([peek(db, user), peek(db, address)]);
      if (byUser.hits >= rules.perUsername.limit) throw tooManyRequests(byUser, message);
      if (byAddress.hits >= rules.perAddress.limit) throw tooManyRequests(byAddress, message);
    },
    async recordFailure(req: Request, username: string): Promise<void> {
      const { user, address } = keys(req, username);
      await Promise.all([hit(db, user, rules.perUsername), hit(db, address, rules.perAddress)]);
    },
    async recordSuccess(req: Request, username: string): Promise<void> {
      await clear(db, keys(req, username).user);
    },
  };
}
