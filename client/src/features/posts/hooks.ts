import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Post } from "@shared/schema";
import { HOME_LIMITS } from "@shared/constants";
import { getPage } from "@/lib/api";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { createPost, homePostsUrl, postKeys, postsUrl, type PostFilter } from "./api";

/** Posts for the community screen, newest first, paged with 'Load more'. */
export function usePosts(category: PostFilter) {
  return useInfiniteList<Post>(postKeys.list(category), postsUrl(category));
}

/** The home page's first posts. */
export function useHomePosts() {
  return useQuery({
    queryKey: postKeys.home,
    queryFn: async () => (await getPage<Post>(homePostsUrl)).items.slice(0, HOME_LIMITS.posts),
  });
}

/** Creates a post, then reloads every post list (the community filters and the home page). */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
