/**
 * Blog articles: what a moderator's POST and PATCH /api/blog send (the answers are in
 * ./contracts/blog.contract.ts), the reading time and the slug's shape. A changed title moves the
 * article to its new title's slug; the old slug keeps answering with a 301 to the new one
 * (docs/decisions.md#every-item-has-a-page).
 */
import { z } from "zod";
import { someFields } from "./api";
import { requireImageAlt, TEXT_LIMITS } from "./fields";
import { checkSchedule, publicationFields } from "./publication";
import { insertBlogPostSchema } from "./schema";

/** The answers as the server makes them (and the client reads them, but a card's dates). */
export type { ArticlePreview, BlogArticle, BlogArticlePreview, BlogCard } from "./contracts/blog.contract";

/** How fast the reading-time estimate assumes people read. */
export const WORDS_PER_MINUTE = 200;

/** Minutes to read `text` at WORDS_PER_MINUTE, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** POST /api/blog/preview (moderators): an article's Markdown as its page will show it. */
export const articlePreviewSchema = z.object({
  content: z
    .string({ error: "content must be text" })
    .max(TEXT_LIMITS.content, `Content must be at most ${TEXT_LIMITS.content} characters`),
});

/**
 * POST /api/blog (moderators): the article (a picture needs its alt text), and whether it is saved as a draft, scheduled for
 * `publishAt` (in the future) or published now (the default).
 */
export const newBlogPostSchema = requireImageAlt(
  insertBlogPostSchema.extend(publicationFields.shape).superRefine(checkSchedule),
  "create",
);
export type NewBlogPostBody = z.infer<typeof newBlogPostSchema>;

/**
 * PATCH /api/blog/:id (moderators): any of the title, text, excerpt and picture (with its alt
 * text), and for an article not yet published its status (a draft, scheduled, or published now);
 * the byline stays.
 */
export const editBlogPostSchema = requireImageAlt(
  someFields(
    insertBlogPostSchema
      .pick({ title: true, content: true, excerpt: true, imageUrl: true, imageAlt: true })
      .extend(publicationFields.shape),
    "title, content, excerpt, imageUrl, imageAlt, status",
  ).superRefine(checkSchedule),
  "edit",
);

export type EditBlogPost = z.infer<typeof editBlogPostSchema>;

/** What a slug looks like (shared/slug.ts makes them): anything else names no article. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,100}$/;
