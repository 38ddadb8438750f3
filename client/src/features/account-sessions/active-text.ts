/** "Active now", "Active 5 minutes ago", "Active yesterday": when a session was last used, in words. */

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"} ago`;

/** `lastActiveAt` (ISO) as of `now`; the server knows it to about a minute, so anything closer is "now". */
export function activeText(lastActiveAt: string, now = Date.now()): string {
  const ago = Math.max(0, now - Date.parse(lastActiveAt));
  if (Number.isNaN(ago)) return "Last active at an unknown time";
  if (ago < 2 * MINUTE) return "Active now";
  if (ago < HOUR) return `Active ${plural(Math.floor(ago / MINUTE), "minute")}`;
  if (ago < DAY) return `Active ${plural(Math.floor(ago / HOUR), "hour")}`;
  if (ago < 2 * DAY) return "Active yesterday";
  return `Active ${plural(Math.floor(ago / DAY), "day")}`;
}
