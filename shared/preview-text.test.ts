import { describe, expect, it } from "vitest";
import { PREVIEW_LENGTH } from "./constants";
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

describe("the spec's preview lengths", () => {
  // Words, not one repeated letter: the cut keeps exactly the first N characters, then '...'.
  const text = "Our therapy dog visits the ward every Tuesday and the patients light up when she arrives. ".repeat(5);
  it.each([
    ["a home discussion", PREVIEW_LENGTH.homePost, 150],
    ["a discussion", PREVIEW_LENGTH.discussionPost, 200],
    ["a resource article", PREVIEW_LENGTH.resourceArticle, 150],
    ["a story", PREVIEW_LENGTH.story, 300],
    ["an admin list row", PREVIEW_LENGTH.adminList, 200],
    ["the hero in /admin", PREVIEW_LENGTH.hero, 100],
  ])("%s shows %i characters, then the ellipsis", (_name, length, expected) => {
    expect(length).toBe(expected);
    const preview = truncate(text, length);
    expect(preview.endsWith("...")).toBe(true);
    expect(text.startsWith(preview.slice(0, -3))).toBe(true);
    // At most N characters before the ellipsis; fewer only by the spaces dropped at the cut.
    expect(preview.length - 3).toBe(text.slice(0, length).trimEnd().length);
  });
});
