import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Post } from "@shared/schema";
import { LISTED_ITEM_SHAPE } from "@/lib/answer-shape";
import { queryKeys } from "@/lib/query-keys";
import { infiniteListQuery, useListQuery } from "@/lib/use-infinite-list";
import { createPost, fetchHomePosts, postsUrl, type PostFilter } from "./api";

// Each query is shared by its hook and its page's loader (client/src/loaders).
export const postsQuery = (category: PostFilter) =>
  infiniteListQuery<Post>(queryKeys.posts.list(category), postsUrl(category), LISTED_ITEM_SHAPE);
export const homePostsQuery = () => queryOptions({ queryKey: queryKeys.posts.home, queryFn: fetchHomePosts });

/** Posts for the community screen, newest first, paged with 'Load more'. */
export function usePosts(category: PostFilter) {
  return useListQuery(postsQuery(category));
}

/** The home page's first posts. */
export function useHomePosts() {
  return useQuery(homePostsQuery());
}

/** Creates a post, then reloads every post list (the community filters and the home page). */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
