/**
 * Names people choose (authors, owners, pets, groups): the rules every form and route share, and
 * the folding that tells when a guest's name would pass for a member's (docs/decisions.md#guest-names).
 */

/** Bidirectional embedding, override and isolate controls: they can make a name read as another. */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/** Whether `value` holds no bidirectional-control character. */
export function hasNoBidiControls(value: string): boolean {
  return !BIDI_CONTROLS.test(value);
}

// Cyrillic and Greek letters (lower case) that look like Latin ones, and digits that pass for letters.
const CONFUSABLES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  і: "i",
  ї: "i",
  ј: "j",
  ԁ: "d",
  ӏ: "l",
  һ: "h",
  ԛ: "q",
  ԝ: "w",
  ү: "y",
  ɡ: "g",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  μ: "m",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  γ: "y",
  ζ: "z",
  "0": "o",
  "1": "l",
};

/**
 * `name` folded so look-alikes compare equal: NFKC (full-width and compatibility forms), lower case,
 * then Cyrillic/Greek look-alikes to Latin and 0/1 to o/l. "ΑDМ1N" and "admln" fold the same.
 */
export function foldName(name: string): string {
  return Array.from(name.normalize("NFKC").trim().toLowerCase(), (char) => CONFUSABLES[char] ?? char).join("");
}

/**
 * The folding of the characters a username may hold (`[A-Za-z0-9_.-]`, already NFKC): lower-cased,
 * then these translated, as SQL's translate(lower(username), from, to) does.
 */
export const USERNAME_FOLD = { from: "01", to: "ol" } as const;

/** How an item posted without a name is signed, everywhere it is shown; moderators still see who. */
export const ANONYMOUS_AUTHOR = "A member";

/** The name an item is shown under: "A member" when posted without one. */
export function shownAuthor(row: { anonymous?: boolean; author: string }): string {
  return row.anonymous ? ANONYMOUS_AUTHOR : row.author;
}
