import { describe, expect, it } from "vitest";
import { isInQuietHours, minutesAfterMidnight } from "./push-quiet-hours";

const at = (iso: string) => new Date(iso);
const hours = (start: number, end: number, timeZone: string | null) => ({
  quietHoursStart: start,
  quietHoursEnd: end,
  timeZone,
});

describe("quiet hours", () => {
  it("reads the time of day in the member's time zone, UTC when none is known", () => {
    expect(minutesAfterMidnight(at("2026-01-15T23:30:00Z"), null)).toBe(23 * 60 + 30);
    expect(minutesAfterMidnight(at("2026-01-15T23:30:00Z"), "Asia/Tokyo")).toBe(8 * 60 + 30);
    // Summer time: Dublin is UTC+1 in July.
    expect(minutesAfterMidnight(at("2026-07-15T21:30:00Z"), "Europe/Dublin")).toBe(22 * 60 + 30);
    expect(minutesAfterMidnight(at("2026-07-15T00:05:00Z"), "America/New_York")).toBe(20 * 60 + 5);
  });

  it("holds from start to end across midnight, the start included and the end not", () => {
    const night = hours(22 * 60, 7 * 60, "UTC");
    expect(isInQuietHours(night, at("2026-01-15T22:00:00Z"))).toBe(true);
    expect(isInQuietHours(night, at("2026-01-15T03:00:00Z"))).toBe(true);
    expect(isInQuietHours(night, at("2026-01-15T07:00:00Z"))).toBe(false);
    expect(isInQuietHours(night, at("2026-01-15T21:59:00Z"))).toBe(false);
  });

  it("holds within a day's span, and never without quiet hours", () => {
    const afternoon = hours(13 * 60, 15 * 60, "Europe/Dublin");
    expect(isInQuietHours(afternoon, at("2026-07-15T12:30:00Z"))).toBe(true);
    expect(isInQuietHours(afternoon, at("2026-07-15T14:30:00Z"))).toBe(false);
    expect(isInQuietHours({ quietHoursStart: null, quietHoursEnd: null, timeZone: "UTC" }, new Date())).toBe(false);
  });
});
