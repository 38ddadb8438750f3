import { useQuery } from "@tanstack/react-query";
import type { BlogCardView } from "@shared/contracts/blog.contract";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { BLOG_URL, fetchArticle, fetchArticlePreview } from "./api";

export function useBlogPosts() {
  return useInfiniteList<BlogCardView>(queryKeys.blog.all, BLOG_URL);
}

/** One article by the slug in its address (null when there is none). */
export function useBlogArticle(slug: string) {
  return useQuery({ queryKey: queryKeys.item("blog", slug), queryFn: () => fetchArticle(slug) });
}

/** A moderator's preview of article `id`, whatever its state (null when there is none). */
export function useArticlePreview(id: string, enabled: boolean) {
  return useQuery({ queryKey: queryKeys.blog.draft(id), queryFn: () => fetchArticlePreview(id), enabled });
}
