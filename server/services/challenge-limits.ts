/**
 * How often a member may start a wellness challenge: at most `challengesPerMember` (5 an hour), a
 * brake on spam filling the public list. Moderators, who write the site's own challenges in
 * /admin, are not counted. The 429 says when they can start another.
 */
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import type { Viewer } from "../lib/viewer";
import { overLimit } from "../middleware/rate-limit";
import { rateLimitsRepository } from "../repositories/rate-limits.repository";
import { untilPhrase } from "./reply-limits";

/** What a member reads once they have started `limit` challenges in the window. */
export function challengesLimitedMessage(limit: number, resetAt: Date): string {
  return `You've started ${limit} challenges in a short while. You can start another ${untilPhrase(resetAt)}.`;
}

/** Counts one challenge by `creator`; throws 429 once `rule` is passed. */
export async function countChallenge(db: Database, rule: RateRule, creator: Viewer): Promise<void> {
  if (creator.role === "moderator") return;
  const count = await rateLimitsRepository(db).hit(`challenge:${creator.id}`, rule.windowMs);
  if (count.hits > rule.limit) throw overLimit(count, challengesLimitedMessage(rule.limit, count.resetAt));
}
