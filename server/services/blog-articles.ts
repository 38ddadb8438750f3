/**
 * Blog articles by address (GET /api/blog/:slug, and the /blog/:slug page's redirect) and a
 * moderator's edit (PATCH /api/blog/:id), which moves a renamed article to its new title's slug
 * and keeps the old one leading to it.
 */
import { itemNotFoundMessage } from "@shared/item-kinds";
import {
  SLUG_PATTERN,
  readingMinutes,
  type ArticlePreview,
  type BlogArticle,
  type BlogArticlePreview,
} from "@shared/blog";
import type { EditBlogPost, NewBlogPostBody } from "@shared/contracts/blog.body";
import { TEXT_LIMITS } from "@shared/fields";
import { ALREADY_PUBLISHED_MESSAGE, publicationColumns } from "@shared/publication";
import type { BlogPost } from "@shared/schema";
import type { Database } from "../db";
import { articleExcerpt, articleHtml, articlePlainText } from "../lib/article-markdown";
import { conflict, notFound } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { blogPostsRepository, insertBlogPost, updateBlogPost } from "../repositories/blog-posts.repository";
import { moderationLogRepository } from "../repositories/moderation-log.repository";
import { blogSlugRedirectsRepository } from "../repositories/blog-slug-redirects.repository";
import { inTransaction } from "../repositories/transaction";
import type { Executor } from "../db";
import { changedFields, recordEdit } from "./site-content-edits";

/** The excerpt an article gets when none is written: its first paragraph. */
function excerptOf(content: string): string {
  return articleExcerpt(content, TEXT_LIMITS.excerpt);
}

/** An article as its page shows it. */
export function toArticle(post: BlogPost): BlogArticle {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    contentHtml: articleHtml(post.content),
    excerpt: post.excerpt,
    author: post.author,
    imageUrl: post.imageUrl,
    imageAlt: post.imageAlt,
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    readingMinutes: readingMinutes(articlePlainText(post.content)),
  };
}

/** An article as its page would show it, with its publication state (a moderator's preview). */
export function toArticlePreview(post: BlogPost): BlogArticlePreview {
  return { ...toArticle(post), status: post.status, publishAt: post.publishAt?.toISOString() ?? null };
}

/** The audit entry of a moderator's publishing or scheduling of article `id`. */
async function recordPublication(tx: Executor, moderator: Viewer, id: string, post: BlogPost): Promise<void> {
  if (post.status === "draft") return;
  await moderationLogRepository(tx).append({
    moderatorId: moderator.id,
    moderatorName: moderator.username,
    action: post.status === "published" ? "publish" : "schedule",
    itemType: "blog",
    itemId: id,
    reason: post.publishAt ? `Scheduled for ${post.publishAt.toISOString()}` : "Published now",
  });
}

/** The blog article service over `db`. */
export function blogArticlesService(db: Database) {
  const posts = blogPostsRepository(db);
  const redirects = blogSlugRedirectsRepository(db);

  return {
    /** The published article whose current slug is `slug`; 404 when there is none (an old slug is movedTo's). */
    async published(slug: string): Promise<BlogArticle> {
      const post = SLUG_PATTERN.test(slug) ? await posts.findBySlug(slug) : undefined;
      if (!post) throw notFound(itemNotFoundMessage("blog"));
      return toArticle(post);
    },

    /** The slug an old address moved to; undefined for a current slug or one that names nothing. */
    async movedTo(slug: string): Promise<string | undefined> {
      if (!SLUG_PATTERN.test(slug) || (await posts.findBySlug(slug))) return undefined;
      return redirects.currentSlugOf(slug);
    },

    /**
     * A new article by `moderator`, its excerpt made from its first paragraph when none was
     * written: published now, a draft, or scheduled (recorded in the audit log).
     */
    create(article: NewBlogPostBody, moderator: Viewer): Promise<BlogPost> {
      const { status: _status, publishAt: _publishAt, ...fields } = article;
      return inTransaction(db, async (tx) => {
        const post = await insertBlogPost(tx, {
          ...fields,
          excerpt: fields.excerpt || excerptOf(fields.content),
          ...publicationColumns(article),
        });
        if (post.status === "scheduled") await recordPublication(tx, moderator, post.id, post);
        return post;
      });
    },

    /** Article `id` as its page would show it, whatever its state (moderators); 404 when there is none. */
    async previewById(id: string): Promise<BlogArticlePreview> {
      const post = await posts.findById(id);
      if (!post) throw notFound(itemNotFoundMessage("blog"));
      return toArticlePreview(post);
    },

    /** The HTML `content` would show as on the article's page (the editor's preview). */
    preview(content: string): ArticlePreview {
      return { html: articleHtml(content) };
    },

    /**
     * `moderator` edits article `id` (recorded in the audit log); 404 when there is none. An
     * article not yet published may be published now, scheduled or kept a draft; a published one
     * keeps its date and address (409 when asked to become a draft or scheduled again).
     */
    async edit(id: string, changes: EditBlogPost, moderator: Viewer): Promise<BlogArticle> {
      const { status, publishAt, ...fields } = changes;
      const publication = status ? publicationColumns({ status, publishAt }) : undefined;
      return inTransaction(db, async (tx) => {
        const edited = await updateBlogPost(tx, id, { ...fields, publication }, excerptOf, (current) => {
          if (current.status === "published" && publication && publication.status !== "published")
            throw conflict(ALREADY_PUBLISHED_MESSAGE);
        });
        if (!edited) throw notFound(itemNotFoundMessage("blog"));
        const { post, previous } = edited;
        await recordEdit(tx, { moderator, itemType: "blog", itemId: id, fields: changedFields(fields) });
        if (post.status !== previous.status || (publication && post.status === "scheduled"))
          await recordPublication(tx, moderator, id, post);
        // Only a published article's address was ever shown: a draft's old slug needs no redirect.
        if (post.slug !== previous.slug && previous.status === "published") {
          const slugs = blogSlugRedirectsRepository(tx);
          await slugs.record(previous.slug, post.id);
          // Renamed back to an earlier title: that slug is this article's again, not a redirect.
          await slugs.forget(post.slug);
        }
        return toArticle(post);
      });
    },
  };
}
