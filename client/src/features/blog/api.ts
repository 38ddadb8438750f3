/** Blog articles: the list's first URL (keys: lib/query-keys.ts), one article by slug, a moderator's previews (shared/contracts/blog.contract.ts). */
import type { ArticlePreviewView, BlogArticlePreviewView, BlogArticleView } from "@shared/contracts/blog.contract";
import { apiUrl, callApi, callApiOrNull } from "@/lib/api";

/** The first page of the blog's article cards. */
export const BLOG_URL = apiUrl("GET /api/blog", { query: {} });

/**
 * The article at `slug`, or null when there is none. An old slug's 301 is followed by the
 * browser: the answer's `slug` is then the article's current one.
 */
export function fetchArticle(slug: string): Promise<BlogArticleView | null> {
  return callApiOrNull("GET /api/blog/:slug", { params: { slug } });
}

/** The HTML an article's Markdown makes, as its page will show it (moderators). */
export function previewArticle(content: string): Promise<ArticlePreviewView> {
  return callApi("POST /api/blog/preview", { body: { content } });
}

/** Article `id` as its page will show it, whatever its state, or null when there is none (moderators). */
export function fetchArticlePreview(id: string): Promise<BlogArticlePreviewView | null> {
  return callApiOrNull("GET /api/blog/:id/preview", { params: { id } });
}
