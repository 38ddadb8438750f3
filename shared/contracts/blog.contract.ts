/**
 * /api/blog: the blog's articles. Everyone reads the published ones, a page of cards at a time or
 * one article by its slug (a renamed article's old slug answers 301 to its current one);
 * moderators write, preview, edit and delete them, drafts and scheduled ones included
 * (docs/decisions.md#drafts-and-scheduling). The article's page, /blog/<old slug>, moves too.
 */
import { z } from "zod";
import { listQuerySchema } from "../api";
import { SLUG_PATTERN } from "../blog";
import { articlePreviewSchema, editBlogPostSchema, newBlogPostSchema } from "./blog.body";
import { SITE_IMAGE_OUTSIDE_MESSAGE } from "../fields";
import { itemNotFoundMessage } from "../item-kinds";
import { ALREADY_PUBLISHED_MESSAGE, PUBLICATION_STATUSES } from "../publication";
import { idParams, isoDate } from "./fields";
import { defineRoute, type WireAnswer, type WireItem } from "./route-contract";

export const ARTICLE_NOT_FOUND = itemNotFoundMessage("blog");
/** What DELETE answers for an article that is not there (older wording than the other routes'). */
export const ARTICLE_NOT_FOUND_FOR_DELETE = "Blog post not found";

/** An ISO 8601 time the server already writes as text (server/services/blog-articles.ts's toArticle). */
const isoText = z.iso.datetime({ offset: true });

/** An article in the blog's list: everything its card shows, not its text nor its publication state. */
export const blogCardAnswer = z.strictObject({
  id: z.uuid(),
  /** The article's address, `/blog/<slug>`. */
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  imageUrl: z.string().nullable(),
  /** The picture's description; empty when there is no picture. */
  imageAlt: z.string(),
  /** The last change of a published article; null when never edited. */
  editedAt: isoDate.nullable(),
  /** When it was published (or written, while it is a draft or scheduled). */
  createdAt: isoDate,
});

/** A new article as it was stored: its Markdown as typed, and its publication state. */
export const blogPostAnswer = blogCardAnswer.extend({
  content: z.string(),
  status: z.enum(PUBLICATION_STATUSES),
  /** When a scheduled article publishes itself; null for the others. */
  publishAt: isoDate.nullable(),
});

/** One article as its page shows it: the Markdown made into HTML on the server (server/lib/article-markdown.ts). */
export const blogArticleAnswer = z.strictObject({
  id: z.uuid(),
  /** The article's current slug. */
  slug: z.string(),
  title: z.string(),
  /** The article's Markdown as HTML, reduced to an allow-list. */
  contentHtml: z.string(),
  excerpt: z.string(),
  author: z.string(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  createdAt: isoText,
  editedAt: isoText.nullable(),
  /** The text's reading time in whole minutes, at least 1. */
  readingMinutes: z.number().int(),
});

/** An article as its page would show it, with its publication state (a moderator's preview). */
export const blogArticlePreviewAnswer = blogArticleAnswer.extend({
  status: z.enum(PUBLICATION_STATUSES),
  publishAt: isoText.nullable(),
});

/** The HTML an article's Markdown makes. */
export const articlePreviewAnswer = z.strictObject({ html: z.string() });

/** `:slug`: an article's address; anything that is not a slug's shape names no article (404). */
const slugParams = z.object({ slug: z.string().regex(SLUG_PATTERN) });

export const blogContract = {
  list: defineRoute({
    method: "GET",
    path: "/api/blog",
    summary: "Published articles' cards (no text), newest first, a page at a time",
    access: "public",
    query: listQuerySchema,
    status: 200,
    answer: z.array(blogCardAnswer),
    paged: true,
  }),
  article: defineRoute({
    method: "GET",
    path: "/api/blog/:slug",
    summary:
      "A published article by its slug, its text as HTML; a renamed article's old slug answers 301 to its current one",
    access: "public",
    params: slugParams,
    status: 200,
    answer: blogArticleAnswer,
    notFound: ARTICLE_NOT_FOUND,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/blog",
    summary:
      "Adds an article, published now unless sent as a draft or scheduled; its slug comes from its title, its excerpt from its first paragraph when none is written",
    access: "moderator",
    body: newBlogPostSchema,
    status: 201,
    answer: blogPostAnswer,
    errors: { 400: SITE_IMAGE_OUTSIDE_MESSAGE },
  }),
  preview: defineRoute({
    method: "GET",
    path: "/api/blog/:id/preview",
    summary: "An article as its page would show it, whatever its state, with that state",
    access: "moderator",
    params: idParams,
    status: 200,
    answer: blogArticlePreviewAnswer,
    notFound: ARTICLE_NOT_FOUND,
  }),
  previewMarkdown: defineRoute({
    method: "POST",
    path: "/api/blog/preview",
    summary: "The HTML an article's Markdown makes, as its page will show it; nothing is stored",
    access: "moderator",
    body: articlePreviewSchema,
    status: 200,
    answer: articlePreviewAnswer,
  }),
  edit: defineRoute({
    method: "PATCH",
    path: "/api/blog/:id",
    summary:
      "Changes any of an article's title, text, excerpt and picture (at least one), and the state of one not yet published; a new title moves a published article to a new slug, the old one redirecting",
    access: "moderator",
    params: idParams,
    body: editBlogPostSchema,
    status: 200,
    answer: blogArticleAnswer,
    notFound: ARTICLE_NOT_FOUND,
    errors: { 400: SITE_IMAGE_OUTSIDE_MESSAGE, 409: ALREADY_PUBLISHED_MESSAGE },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/blog/:id",
    summary: "Deletes an article; its picture stops being served once nothing else shows it",
    access: "moderator",
    params: idParams,
    status: 204,
    answer: null,
    notFound: ARTICLE_NOT_FOUND_FOR_DELETE,
  }),
  page: defineRoute({
    method: "GET",
    path: "/blog/:slug",
    summary:
      "An article's page at an old slug (before its title changed): 301 to its current page, the query string kept. Any other slug goes on to the web client's page",
    access: "public",
    params: z.object({ slug: z.string() }),
    status: 301,
    answer: null,
  }),
};

/** An article's card as the server's repository hands it over (dates as Dates). */
export type BlogCard = z.output<typeof blogCardAnswer>;
/** One article as the server makes it (its dates already ISO text). */
export type BlogArticle = z.output<typeof blogArticleAnswer>;
/** A moderator's preview of an article as the server makes it. */
export type BlogArticlePreview = z.output<typeof blogArticlePreviewAnswer>;
/** The HTML of an article's Markdown. */
export type ArticlePreview = z.output<typeof articlePreviewAnswer>;

/** An article's card in the list, as the client reads it. */
export type BlogCardView = WireItem<typeof blogContract.list>;
/** One article as the client reads it. */
export type BlogArticleView = WireAnswer<typeof blogContract.article>;
/** A moderator's preview of an article, as the client reads it. */
export type BlogArticlePreviewView = WireAnswer<typeof blogContract.preview>;
/** The HTML of an article's Markdown, as the client reads it. */
export type ArticlePreviewView = WireAnswer<typeof blogContract.previewMarkdown>;
