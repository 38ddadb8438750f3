import { describe, expect, it } from "vitest";
import { formatDate } from "./text";

const intlDate = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

describe("formatDate", () => {
  it("prints the UTC day as en-US's medium date does", () => {
    expect(formatDate("2026-11-21T15:05:00.000Z")).toBe("Nov 21, 2026");
    // Late in the day west of Greenwich is already the next day in UTC.
    expect(formatDate("2026-01-01T00:30:00-05:00")).toBe("Jan 1, 2026");
  });

  it("matches Intl's medium en-US date, in UTC, on every day of a leap year and across years", () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day, 23, 59));
      expect(formatDate(date)).toBe(intlDate.format(date));
      expect(formatDate(date.toISOString())).toBe(intlDate.format(date));
    }
    for (const year of [1970, 1999, 2000, 2038, 2100]) {
      const date = new Date(Date.UTC(year, 6, 4));
      expect(formatDate(date)).toBe(intlDate.format(date));
    }
  });

  it("refuses an unreadable date, as Intl does", () => {
    expect(() => formatDate("not a date")).toThrow(RangeError);
  });
});
