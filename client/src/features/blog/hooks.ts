import type { BlogPost } from "@shared/schema";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { BLOG_URL } from "./api";

export function useBlogPosts() {
  return useInfiniteList<BlogPost>(queryKeys.blog.all, BLOG_URL);
}
