import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StoryPreview } from "@shared/api";
import { LISTED_ITEM_SHAPE } from "@/lib/answer-shape";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { STORIES_URL, createStory } from "./api";

export function useStories() {
  return useInfiniteList<StoryPreview>(queryKeys.stories.all, STORIES_URL, { shape: LISTED_ITEM_SHAPE });
}

/** Shares a story, then reloads the story list. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stories.all }),
  });
}
