import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StoryPreview } from "@shared/api";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { STORIES_URL, createStory } from "./api";

export function useStories() {
  return useInfiniteList<StoryPreview>(queryKeys.stories.all, STORIES_URL);
}

/** Shares a story, then reloads the story list. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stories.all }),
  });
}
