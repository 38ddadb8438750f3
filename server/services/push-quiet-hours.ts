/** Whether a member's quiet hours hold at a moment, read in their own time zone. */
import type { StoredPushPreferences } from "../repositories/push-preferences.repository";

/** Minutes after midnight at `now` in `timeZone` (UTC when the member's browser never said). */
export function minutesAfterMidnight(now: Date, timeZone: string | null): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: timeZone ?? "UTC",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: "hour" | "minute") => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part("hour") * 60 + part("minute");
}

/**
 * True when `now` falls in the quiet hours: from start (included) to end (excluded), across
 * midnight when end comes before start ("22:00" to "07:00"). No quiet hours: never.
 */
export function isInQuietHours(
  preferences: Pick<StoredPushPreferences, "quietHoursStart" | "quietHoursEnd" | "timeZone">,
  now = new Date(),
): boolean {
  const { quietHoursStart: start, quietHoursEnd: end } = preferences;
  if (start === null || end === null || start === end) return false;
  const minute = minutesAfterMidnight(now, preferences.timeZone);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
