import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("writes a whole number as toLocaleString('en') does", () => {
    const samples = [0, 1, 12, 999, 1000, 1001, 9999, 12345, 100000, 999999, 1000000, 1234567890, -1, -1234, -1000000];
    for (const value of samples) expect(formatCount(value), String(value)).toBe(value.toLocaleString("en"));
  });
});
