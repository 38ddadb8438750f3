import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BlogCardView } from "@shared/contracts/blog.contract";
import { infiniteListQuery, useListQuery } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { BLOG_URL, fetchArticle, fetchArticlePreview } from "./api";

// Each query is shared by its hook and its page's loader (client/src/loaders).
export const blogPostsQuery = () => infiniteListQuery<BlogCardView>(queryKeys.blog.all, BLOG_URL);
export const blogArticleQuery = (slug: string) =>
  queryOptions({ queryKey: queryKeys.item("blog", slug), queryFn: () => fetchArticle(slug) });

export function useBlogPosts() {
  return useListQuery(blogPostsQuery());
}

/** One article by the slug in its address (null when there is none). */
export function useBlogArticle(slug: string) {
  return useQuery(blogArticleQuery(slug));
}

/** A moderator's preview of article `id`, whatever its state (null when there is none). */
export function useArticlePreview(id: string, enabled: boolean) {
  return useQuery({ queryKey: queryKeys.blog.draft(id), queryFn: () => fetchArticlePreview(id), enabled });
}
