import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Post } from "@shared/schema";
import { LISTED_ITEM_SHAPE } from "@/lib/answer-shape";
import { queryKeys } from "@/lib/query-keys";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { createPost, fetchHomePosts, postsUrl, type PostFilter } from "./api";

/** Posts for the community screen, newest first, paged with 'Load more'. */
export function usePosts(category: PostFilter) {
  return useInfiniteList<Post>(queryKeys.posts.list(category), postsUrl(category), { shape: LISTED_ITEM_SHAPE });
}

/** The home page's first posts. */
export function useHomePosts() {
  return useQuery({ queryKey: queryKeys.posts.home, queryFn: fetchHomePosts });
}

/** Creates a post, then reloads every post list (the community filters and the home page). */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
