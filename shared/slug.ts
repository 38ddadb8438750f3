/**
 * An article's address from its title: "Walking With Grief: Week 1" → "walking-with-grief-week-1".
 * Letters lose their accents, everything else becomes single hyphens, at most 80 characters; a
 * title with no letters or digits gives "article". migrations/0005 made existing slugs the same way.
 */
export const SLUG_MAX_LENGTH = 80;

export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
  return slug || "article";
}

/** The `n`th article with the same title's slug: the first keeps the plain slug, then "-2", "-3"… */
export function numberedSlug(base: string, n: number): string {
  return n === 1 ? base : `${base}-${n}`;
}
