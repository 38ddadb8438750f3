import { describe, expect, it } from "vitest";
import { PAGE_BEFORE_READY_ATTRIBUTE } from "./lib/early-clicks";

describe("the after-paint loader", () => {
  it("looks for the same attribute the buttons that lead to a page carry", async () => {
    const source = await import("./load-app-after-paint.ts?raw");
    expect(source.default).toContain(`const PAGE_BEFORE_READY_ATTRIBUTE = "${PAGE_BEFORE_READY_ATTRIBUTE}";`);
  });
});
