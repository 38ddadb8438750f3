import { describe, expect, it } from "vitest";
import { truncate } from "./preview-text";

describe("truncate", () => {
  it("keeps text at or under the limit as it is", () => {
    expect(truncate("a".repeat(200), 200)).toBe("a".repeat(200));
  });
  it("cuts longer text and adds an ellipsis", () => {
    expect(truncate("a".repeat(201), 200)).toBe(`${"a".repeat(200)}...`);
  });
  it("drops spaces and line breaks at the cut so the ellipsis follows the last word", () => {
    expect(truncate(`${"a".repeat(196)}.\n\nMore`, 199)).toBe(`${"a".repeat(196)}....`);
    expect(truncate("Two years ago", 10)).toBe("Two years...");
  });
});
