/**
 * Whether a member's suspension applies now. A suspension is two columns (users.suspended_at and
 * suspended_until); one whose end has passed simply stops applying, with nothing to clear.
 */
import type { SuspensionState } from "@shared/safety/moderation";

export interface SuspensionColumns {
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
}

/** Whether `member` is suspended at `now` (indefinitely, or until a time still to come). */
export function isSuspended(member: SuspensionColumns, now = new Date()): boolean {
  if (!member.suspendedAt) return false;
  return member.suspendedUntil === null || member.suspendedUntil.getTime() > now.getTime();
}

/** `member`'s suspension as the API answers it; an expired one reads as none. */
export function suspensionState(member: SuspensionColumns, now = new Date()): SuspensionState {
  const suspended = isSuspended(member, now);
  return { suspended, suspendedUntil: suspended ? (member.suspendedUntil?.toISOString() ?? null) : null };
}
