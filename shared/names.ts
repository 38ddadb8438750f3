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

/**
 * Names that speak for the site or its people, which no guest may sign with and nobody may sign up
 * as (docs/decisions.md#guest-names): they are compared as isReservedName folds them, so case,
 * spaces, punctuation and look-alike letters make no difference ("a-member", "ADM1N", "Рawswell").
 * "Anonymous" is not one: it is how the site signs a guest's photo left unnamed. Accounts an
 * operator makes with `npm run user:create` may still use them.
 */
export const RESERVED_NAMES = [
  ANONYMOUS_AUTHOR,
  "PawsWell",
  "PawsWell Team",
  "PawsWell Support",
  "Moderator",
  "Moderators",
  "Mod",
  "Mods",
  "Admin",
  "Administrator",
  "Administrators",
  "Support",
  "Staff",
  "Guest",
  "System",
] as const;

/** Words a name may not hold anywhere ("Moderator Sam", "pawswell_official"): the site's name and its moderators' title. */
const RESERVED_WORDS = ["PawsWell", "Moderator"];

/**
 * `name` as reserved names are compared: folded (foldName), with everything but letters and digits
 * dropped, and i and l made one letter, as "Adm1n" (folded to "admln") and "admin" read alike.
 */
function reservedKey(name: string): string {
  return foldName(name)
    .replace(/[^\p{L}\p{N}]+/gu, "")
    .replaceAll("l", "i");
}

const RESERVED_KEYS = new Set(RESERVED_NAMES.map(reservedKey));
const RESERVED_WORD_KEYS = RESERVED_WORDS.map(reservedKey);

/** Whether `name` would pass for the site or its moderators (RESERVED_NAMES and RESERVED_WORDS). */
export function isReservedName(name: string): boolean {
  const key = reservedKey(name);
  return RESERVED_KEYS.has(key) || RESERVED_WORD_KEYS.some((word) => key.includes(word));
}

/** The name an item is shown under: "A member" when posted without one. */
export function shownAuthor(row: { anonymous?: boolean; author: string }): string {
  return row.anonymous ? ANONYMOUS_AUTHOR : row.author;
}
