/**
 * Fixed-window rate limits as Express middleware over the `rate_limits` table
 * (repositories/rate-limits.repository.ts): a counted request past its rule answers 429 with Retry-After.
 */
import type { Request, RequestHandler } from "express";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { tooManyRequests, type HttpError } from "../lib/http-error";
import { rateLimitsRepository, type RateLimitCount } from "../repositories/rate-limits.repository";

/** The 429 to throw once `count` is over its rule, with Retry-After in whole seconds. */
export function overLimit(count: RateLimitCount, message: string): HttpError {
  const seconds = Math.max(1, Math.ceil((count.resetAt.getTime() - Date.now()) / 1000));
  return tooManyRequests(message, seconds);
}

/** The client's address as Express sees it (honours "trust proxy"). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/**
 * Who is asking, as one string: `user:<id>` when logged in, else `ip:<address>`. Counts upload URLs
 * and records who an upload was issued to, so only they may share it.
 */
export function requesterKey(req: Request): string {
  return req.user ? `user:${req.user.id}` : `ip:${clientAddress(req)}`;
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
  const counters = rateLimitsRepository(options.db);
  const keyOf = options.key ?? clientAddress;
  const message = options.message ?? "Too many requests. Please try again later.";
  return async (req, _res, next) => {
    const count = await counters.hit(`${options.name}:${keyOf(req)}`, options.rule.windowMs);
    if (count.hits > options.rule.limit) throw overLimit(count, message);
    next();
  };
}
