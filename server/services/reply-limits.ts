/**
 * How often a member may reply: at most `repliesPerMember` (10 a minute), and while their account
 * is new, at most `newMemberReplies` (30 in the first day), a brake on spam accounts. The 429 says
 * when they can reply again.
 */
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { overLimit } from "../middleware/rate-limit";
import { rateLimitsRepository } from "../repositories/rate-limits.repository";
import { usersRepository } from "../repositories/users.repository";

/** "in 40 seconds", "in 12 minutes", "in 3 hours": when `resetAt` comes, from now. */
export function untilPhrase(resetAt: Date, now = Date.now()): string {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - now) / 1000));
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `in ${minutes} minutes`;
  return `in ${Math.round(minutes / 60)} hours`;
}

/** Counts one reply by `memberId`; throws 429 once a limit is passed. */
export async function countReply(
  db: Database,
  limits: Pick<Limits, "repliesPerMember" | "newMemberReplies" | "newMemberMs">,
  memberId: string,
): Promise<void> {
  const counters = rateLimitsRepository(db);
  const perMinute = await counters.hit(`reply:${memberId}`, limits.repliesPerMember.windowMs);
  if (perMinute.hits > limits.repliesPerMember.limit) {
    throw overLimit(perMinute, `You're replying quickly. You can reply again ${untilPhrase(perMinute.resetAt)}.`);
  }
  const joinedAt = await usersRepository(db).joinedAt(memberId);
  if (!joinedAt || Date.now() - joinedAt.getTime() >= limits.newMemberMs) return;
  const firstDay = await counters.hit(`new-member-reply:${memberId}`, limits.newMemberReplies.windowMs);
  if (firstDay.hits > limits.newMemberReplies.limit) {
    throw overLimit(
      firstDay,
      `New members can post ${limits.newMemberReplies.limit} replies in their first day. You can reply again ${untilPhrase(firstDay.resetAt)}.`,
    );
  }
}
