/**
 * Checks what someone is about to post for crisis phrases (docs/safety.md#safety-on-a-bad-day): the
 * browser runs it when they press Post, to offer support before anything is published; the server
 * runs it on every text it accepts, to hold or queue it. Same module, same answer, on both sides.
 *
 * Nothing here labels anyone in public or tells anyone else: the answer decides what the author is
 * offered and what moderators see, and nothing more.
 */
import { CRISIS_PHRASES, type CrisisPhraseList } from "./crisis-phrases";

/**
 * What a text calls for, least to most: nothing; the support panel for its author only; a check-in
 * for moderators (published as usual); or held for a moderator before anyone else sees it.
 */
export type CrisisLevel = "none" | "support" | "check-in" | "hold";

export interface CrisisCheck {
  level: CrisisLevel;
  /** The phrases that matched, for moderators; never shown in public. */
  matched: string[];
}

/** Lowercase, straight apostrophes, hyphens and dashes between words as spaces, one space between words. */
export function normaliseForMatching(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b\u02bc\u2032\u0060\u00b4]/g, "'")
    .replace(/(?<=\p{L})[-\u2010\u2011\u2012\u2013](?=\p{L})/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function escapeForRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** One pattern matching any of `phrases` as whole words: never "die" inside "diet". */
function wholePhrases(phrases: readonly string[]): RegExp | null {
  if (phrases.length === 0) return null;
  const alternatives = [...phrases]
    .map(normaliseForMatching)
    .sort((a, b) => b.length - a.length)
    .map(escapeForRegExp);
  return new RegExp(`(?<![\\p{L}\\p{N}'])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "gu");
}

interface CompiledList {
  risk: RegExp | null;
  imminence: RegExp | null;
  support: RegExp | null;
  never: RegExp | null;
}

function compile(list: CrisisPhraseList): CompiledList {
  return {
    risk: wholePhrases(list.risk),
    imminence: wholePhrases(list.imminence),
    support: wholePhrases(list.support),
    never: wholePhrases(list.never),
  };
}

const COMPILED = Object.values(CRISIS_PHRASES).map(compile);

/** Sentences, so "when" and "how" are looked for near what was said, not anywhere in a long post. */
function sentencesOf(text: string): string[] {
  return text
    .split(/[.!?;\n]+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function matchesOf(pattern: RegExp | null, text: string): string[] {
  return pattern ? [...text.matchAll(pattern)].map((match) => match[0]) : [];
}

/**
 * Checks one or more texts (a post's title and content together) against every language's lists.
 * A risk phrase with a when/where/how marker in the same or a neighbouring sentence holds the post.
 */
export function checkForCrisis(...texts: (string | null | undefined)[]): CrisisCheck {
  const normalised = normaliseForMatching(texts.filter(Boolean).join("\n"));
  if (!normalised) return { level: "none", matched: [] };
  const matched = new Set<string>();
  let level: CrisisLevel = "none";
  const raise = (to: CrisisLevel) => {
    const order: CrisisLevel[] = ["none", "support", "check-in", "hold"];
    if (order.indexOf(to) > order.indexOf(level)) level = to;
  };

  for (const list of COMPILED) {
    const masked = list.never ? normalised.replace(list.never, " · ") : normalised;
    const sentences = sentencesOf(masked);
    sentences.forEach((sentence, index) => {
      const risks = matchesOf(list.risk, sentence);
      if (risks.length > 0) {
        risks.forEach((phrase) => matched.add(phrase));
        raise("check-in");
        const nearby = sentences.slice(Math.max(0, index - 1), index + 2).join(". ");
        const markers = matchesOf(list.imminence, nearby);
        if (markers.length > 0) {
          markers.forEach((phrase) => matched.add(phrase));
          raise("hold");
        }
      }
      const support = matchesOf(list.support, sentence);
      if (support.length > 0) {
        support.forEach((phrase) => matched.add(phrase));
        raise("support");
      }
    });
  }
  return { level, matched: [...matched] };
}

/** Whether the author should see the support panel before posting. */
export function offersSupport(check: CrisisCheck): boolean {
  return check.level !== "none";
}
