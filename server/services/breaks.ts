/** "Take a break" (docs/features.md#your-account): when one is in force, and what a break choice sets. */
import { BREAK_LENGTH_MS, type BreakChoice } from "@shared/account-settings";

/** A member's break as stored: started, and ending then (null: until they turn it off). */
export interface BreakColumns {
  breakStartedAt: Date | null;
  breakEndsAt: Date | null;
}

/**
 * Whether notices are paused at `now`: a break was started and has not ended. A timed break ends
 * by itself; nothing needs to run for notices to come back.
 */
export function isOnBreak(columns: BreakColumns, now = new Date()): boolean {
  return columns.breakStartedAt !== null && (columns.breakEndsAt === null || columns.breakEndsAt > now);
}

/** The columns a break choice writes at `now`: a start and an end, or neither for "off". */
export function breakColumnsFor(choice: BreakChoice, now = new Date()): BreakColumns {
  if (choice === "off") return { breakStartedAt: null, breakEndsAt: null };
  if (choice === "until-turned-off") return { breakStartedAt: now, breakEndsAt: null };
  return { breakStartedAt: now, breakEndsAt: new Date(now.getTime() + BREAK_LENGTH_MS[choice]) };
}
