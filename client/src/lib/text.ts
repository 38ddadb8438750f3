/** Joins class names, skipping the falsy ones. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}

/**
 * Dates are the day in UTC: a public page is drawn on the server and again in the browser, and
 * both must print the same day (a visitor's own time zone would differ from the server's).
 */
const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** A date as people read it: "Nov 21, 2026" (the UTC day). */
export function formatDate(value: string | Date): string {
  return dateFormat.format(typeof value === "string" ? new Date(value) : value);
}
