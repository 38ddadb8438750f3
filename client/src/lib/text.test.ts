import { describe, expect, it } from "vitest";
import { truncate } from "./text";

describe("truncate", () => {
  it("keeps text at or under the limit as it is", () => {
    expect(truncate("a".repeat(200), 200)).toBe("a".repeat(200));
  });
  it("cuts longer text and adds an ellipsis", () => {
    expect(truncate("a".repeat(201), 200)).toBe(`${"a".repeat(200)}...`);
  });
});
