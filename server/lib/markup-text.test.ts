import { describe, expect, it } from "vitest";
import { escapeMarkup, plainExcerpt, xmlSafe } from "./markup-text";

describe("text made safe for XML and for the HTML a feed reader renders", () => {
  it("drops what XML cannot carry and keeps everything else, emoji and all", () => {
    expect(xmlSafe("a\u0000b\u0001c\u0008d\u000Be\u001Ff\uFFFEg\uFFFFh")).toBe("abcdefgh");
    expect(xmlSafe("tab\tline\ncr\r")).toBe("tab\tline\ncr\r");
    expect(xmlSafe("lone \uD800 and \uDC00 surrogates")).toBe("lone  and  surrogates");
    expect(xmlSafe("🐕‍🦺 é 中")).toBe("🐕‍🦺 é 中");
  });

  it("escapes every markup character", () => {
    expect(escapeMarkup(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;",
    );
    expect(escapeMarkup("&amp;")).toBe("&amp;amp;");
  });

  it("makes one line of plain text, cut at a word with an ellipsis when too long", () => {
    expect(plainExcerpt("  One\n\ntwo\t three  ", 50)).toBe("One two three");
    expect(plainExcerpt("The quick brown fox jumps", 15)).toBe("The quick…");
    expect(plainExcerpt("Supercalifragilistic", 10)).toBe("Supercali…");
    expect(Array.from(plainExcerpt("🐶".repeat(20), 5))).toEqual(["🐶", "🐶", "🐶", "🐶", "…"]);
    expect(plainExcerpt("exactly ten", 11)).toBe("exactly ten");
  });
});
