import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Story } from "@shared/schema";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { STORIES_URL, createStory } from "./api";

export function useStories() {
  return useInfiniteList<Story>(queryKeys.stories.all, STORIES_URL);
}

/** Shares a story, then reloads the story list. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stories.all }),
  });
}
