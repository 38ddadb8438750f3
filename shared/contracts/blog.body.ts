/** What a moderator sends to write, preview and edit a blog article (./blog.contract.ts). */
import { z } from "zod";
import { someFields } from "../api";
import {
  TEXT_LIMITS,
  imageAltText,
  nameText,
  optionalText,
  requireImageAlt,
  requiredText,
  siteImageUrl,
} from "../fields";
import { checkSchedule, publicationFields } from "../publication";

const articleFields = z.object({
  title: requiredText("Title", TEXT_LIMITS.title),
  content: requiredText("Content", TEXT_LIMITS.content),
  // Left empty, the first paragraph of the content (server/lib/article-markdown.ts).
  excerpt: optionalText("Excerpt", TEXT_LIMITS.excerpt).optional(),
  author: nameText("Author", TEXT_LIMITS.name),
  imageUrl: siteImageUrl().optional(),
  imageAlt: imageAltText().optional(),
});

/** POST /api/blog/preview: an article's Markdown as its page will show it. */
export const articlePreviewSchema = z.object({
  content: z
    .string({ error: "content must be text" })
    .max(TEXT_LIMITS.content, `Content must be at most ${TEXT_LIMITS.content} characters`),
});

/**
 * POST /api/blog: the article with its byline (a picture needs its alt text), and whether it is
 * saved as a draft, scheduled for `publishAt` (in the future) or published now (the default).
 */
export const newBlogPostSchema = requireImageAlt(
  articleFields.extend(publicationFields.shape).superRefine(checkSchedule),
  "create",
);
export type NewBlogPostBody = z.infer<typeof newBlogPostSchema>;

/**
 * PATCH /api/blog/:id: any of the title, text, excerpt and picture (with its alt text), and for an
 * article not yet published its status (a draft, scheduled, or published now); the byline stays.
 */
export const editBlogPostSchema = requireImageAlt(
  someFields(
    articleFields.omit({ author: true }).extend(publicationFields.shape),
    "title, content, excerpt, imageUrl, imageAlt, status",
  ).superRefine(checkSchedule),
  "edit",
);
export type EditBlogPost = z.infer<typeof editBlogPostSchema>;
