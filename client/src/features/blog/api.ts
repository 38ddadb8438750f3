/** Blog posts: the list URL (keys: lib/query-keys.ts), one article by slug, a moderator's edit and preview. */
import type { ArticlePreview, BlogArticle, BlogArticlePreview, EditBlogPost } from "@shared/blog";
import { getJsonOrNull, sendJson } from "@/lib/api";

export const BLOG_URL = "/api/blog";

/**
 * The article at `slug`, or null when there is none. An old slug's 301 is followed by the
 * browser: the answer's `slug` is then the article's current one.
 */
export function fetchArticle(slug: string): Promise<BlogArticle | null> {
  return getJsonOrNull<BlogArticle>(`${BLOG_URL}/${encodeURIComponent(slug)}`);
}

/** Changes an article (moderators); a new title gives it a new slug, the old one redirects. */
export function editArticle(id: string, changes: EditBlogPost): Promise<BlogArticle> {
  return sendJson<BlogArticle>("PATCH", `${BLOG_URL}/${encodeURIComponent(id)}`, changes);
}

/** The HTML an article's Markdown makes, as its page will show it (moderators). */
export function previewArticle(content: string): Promise<ArticlePreview> {
  return sendJson<ArticlePreview>("POST", `${BLOG_URL}/preview`, { content });
}

/** Article `id` as its page will show it, whatever its state, or null when there is none (moderators). */
export function fetchArticlePreview(id: string): Promise<BlogArticlePreview | null> {
  return getJsonOrNull<BlogArticlePreview>(`${BLOG_URL}/${encodeURIComponent(id)}/preview`);
}
