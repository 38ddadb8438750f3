/**
 * Blog articles: the reading time and the slug's shape (what a moderator sends is in
 * ./contracts/blog.body.ts, the answers in ./contracts/blog.contract.ts). A changed title moves the
 * article to its new title's slug; the old slug keeps answering with a 301 to the new one
 * (docs/decisions.md#every-item-has-a-page).
 */

/** The answers as the server makes them (and the client reads them, but a card's dates). */
export type { ArticlePreview, BlogArticle, BlogArticlePreview, BlogCard } from "./contracts/blog.contract";

/** How fast the reading-time estimate assumes people read. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read `text` at WORDS_PER_MINUTE, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** What a slug looks like (shared/slug.ts makes them): anything else names no article. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,100}$/;
