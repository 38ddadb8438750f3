/**
 * The blog article contract: what GET /api/blog/:slug answers, and what a moderator's
 * PATCH /api/blog/:id may change. A changed title moves the article to its new title's slug; the
 * old slug keeps answering with a 301 to the new one (docs/decisions.md#every-item-has-a-page).
 */
import { z } from "zod";
import { someFields } from "./api";
import { requireImageAlt, TEXT_LIMITS } from "./fields";
import { checkSchedule, publicationFields, type PublicationStatus } from "./publication";
import { insertBlogPostSchema, type BlogPost } from "./schema";

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
export interface ArticlePreview {
  html: string;
}

/**
 * POST /api/blog (moderators): the article (a picture needs its alt text), and whether it is saved as a draft, scheduled for
 * `publishAt` (in the future) or published now (the default).
 */
export const newBlogPostSchema = requireImageAlt(
  insertBlogPostSchema.extend(publicationFields.shape).superRefine(checkSchedule),
  "create",
);
export type NewBlogPostBody = z.infer<typeof newBlogPostSchema>;

/** One article in GET /api/blog: everything its card shows, not its text nor its publication state. */
export type BlogCard = Omit<BlogPost, "content" | "status" | "publishAt">;

/** GET /api/blog/:slug. Dates arrive as ISO strings. */
export interface BlogArticle {
  id: string;
  /** The article's current slug: it differs from the one asked for after a redirect. */
  slug: string;
  title: string;
  /** The article's Markdown made into HTML on the server, reduced to an allow-list (server/lib/article-markdown.ts). */
  contentHtml: string;
  excerpt: string;
  author: string;
  imageUrl: string | null;
  /** The cover image's description; empty when there is no image. */
  imageAlt: string;
  createdAt: string;
  editedAt: string | null;
  /** The content's reading time in whole minutes, at least 1. */
  readingMinutes: number;
}

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

/**
 * GET /api/blog/:id/preview (moderators): the article as its page would show it, whatever its
 * state, with that state, so /admin can show a draft as it will read.
 */
export interface BlogArticlePreview extends BlogArticle {
  status: PublicationStatus;
  publishAt: string | null;
}
export type EditBlogPost = z.infer<typeof editBlogPostSchema>;

/** What a slug looks like (shared/slug.ts makes them): anything else names no article. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,100}$/;
