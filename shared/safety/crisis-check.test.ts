import { describe, expect, it } from "vitest";
import { checkForCrisis, normaliseForMatching } from "./crisis-check";
import { CRISIS_PHRASES } from "./crisis-phrases";
import { HARMLESS, MUST_TRIGGER } from "./crisis-test-set";

describe("crisis phrase matching", () => {
  it.each(HARMLESS)("leaves harmless text alone: %s", (text) => {
    expect(checkForCrisis(text)).toEqual({ level: "none", matched: [] });
  });

  it.each(MUST_TRIGGER)("answers $expected for: $text", ({ text, expected }) => {
    expect(checkForCrisis(text).level).toBe(expected);
  });

  it("normalises curly apostrophes, case, hyphens and spaces", () => {
    expect(normaliseForMatching("I DON’T  want\tto   self‐harm")).toBe("i don't want to self harm");
  });

  it("matches whole words only: 'die' is not in 'diet', 'overdose' is not in 'overdosed-on-treats' prose", () => {
    expect(checkForCrisis("a diet to die for").level).toBe("none");
    expect(checkForCrisis("I want to dietary advice").level).toBe("none");
  });

  it("looks for when and how near what was said, not anywhere in a long post", () => {
    const past = "Years ago I used to hurt myself.";
    const filler = " We walked to the park and fed the ducks.".repeat(3);
    expect(checkForCrisis(`${past}${filler} Tonight we have friends over.`).level).toBe("check-in");
  });

  it("checks a title and content together", () => {
    expect(checkForCrisis("Tonight", "I want to end it all").level).toBe("hold");
  });

  it("matches every listed phrase on its own, so no never-phrase can swallow one", () => {
    for (const list of Object.values(CRISIS_PHRASES)) {
      for (const phrase of list.risk) expect(checkForCrisis(phrase).level, phrase).toBe("check-in");
      for (const phrase of list.support) expect(checkForCrisis(phrase).level, phrase).not.toBe("none");
      for (const phrase of list.never) expect(checkForCrisis(phrase).level, phrase).toBe("none");
    }
  });

  it("reports which phrases matched, for moderators", () => {
    expect(checkForCrisis("I want to end it all tonight").matched.sort()).toEqual(["end it all", "tonight"]);
  });
});
