/**
 * Blog articles by address (GET /api/blog/:slug, and the /blog/:slug page's redirect) and a
 * moderator's edit (PATCH /api/blog/:id), which moves a renamed article to its new title's slug
 * and keeps the old one leading to it.
 */
import { SLUG_PATTERN, readingMinutes, type ArticlePreview, type BlogArticle, type EditBlogPost } from "@shared/blog";
import { TEXT_LIMITS } from "@shared/fields";
import type { BlogPost, InsertBlogPost } from "@shared/schema";
import type { Database } from "../db";
import { articleExcerpt, articleHtml, articlePlainText } from "../lib/article-markdown";
import { notFound } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { blogPostsRepository, updateBlogPost } from "../repositories/blog-posts.repository";
import { blogSlugRedirectsRepository } from "../repositories/blog-slug-redirects.repository";
import { inTransaction } from "../repositories/transaction";
import { changedFields, recordEdit } from "./site-content-edits";

export const ARTICLE_NOT_FOUND = "This article isn't here any more";

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

/** What an address names: the article itself, or the slug it moved to. */
export type ArticleLookup = { article: BlogArticle } | { movedTo: string };

/** The blog article service over `db`. */
export function blogArticlesService(db: Database) {
  const posts = blogPostsRepository(db);
  const redirects = blogSlugRedirectsRepository(db);

  return {
    /** The article at `slug`, or where it moved; 404 when the slug names no article, now or before. */
    async find(slug: string): Promise<ArticleLookup> {
      if (!SLUG_PATTERN.test(slug)) throw notFound(ARTICLE_NOT_FOUND);
      const post = await posts.findBySlug(slug);
      if (post) return { article: toArticle(post) };
      const movedTo = await redirects.currentSlugOf(slug);
      if (movedTo) return { movedTo };
      throw notFound(ARTICLE_NOT_FOUND);
    },

    /** The slug an old address moved to; undefined for a current slug or one that names nothing. */
    async movedTo(slug: string): Promise<string | undefined> {
      if (!SLUG_PATTERN.test(slug) || (await posts.findBySlug(slug))) return undefined;
      return redirects.currentSlugOf(slug);
    },

    /** A new article, its excerpt made from its first paragraph when none was written. */
    create(article: InsertBlogPost): Promise<BlogPost> {
      return posts.create({ ...article, excerpt: article.excerpt || excerptOf(article.content) });
    },

    /** The HTML `content` would show as on the article's page (the editor's preview). */
    preview(content: string): ArticlePreview {
      return { html: articleHtml(content) };
    },

    /** `moderator` edits article `id` (recorded in the audit log); 404 when there is none. */
    async edit(id: string, changes: EditBlogPost, moderator: Viewer): Promise<BlogArticle> {
      return inTransaction(db, async (tx) => {
        const edited = await updateBlogPost(tx, id, changes, excerptOf);
        if (!edited) throw notFound(ARTICLE_NOT_FOUND);
        await recordEdit(tx, { moderator, itemType: "blog", itemId: id, fields: changedFields(changes) });
        const { post, previousSlug } = edited;
        if (post.slug !== previousSlug) {
          const slugs = blogSlugRedirectsRepository(tx);
          await slugs.record(previousSlug, post.id);
          // Renamed back to an earlier title: that slug is this article's again, not a redirect.
          await slugs.forget(post.slug);
        }
        return toArticle(post);
      });
    },
  };
}
