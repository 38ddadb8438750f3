import type { BlogPost } from "@shared/schema";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { BLOG_URL, blogKeys } from "./api";

export function useBlogPosts() {
  return useInfiniteList<BlogPost>(blogKeys.all, BLOG_URL);
}
