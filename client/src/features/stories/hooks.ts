import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { StoryPreview } from "@shared/api";
import { LISTED_ITEM_SHAPE } from "@/lib/answer-shape";
import { infiniteListQuery, useListQuery } from "@/lib/use-infinite-list";
import { queryKeys } from "@/lib/query-keys";
import { STORIES_URL, createStory } from "./api";

/** Shared by the hook and the page's loader (client/src/loaders/lists.ts). */
export const storiesQuery = () =>
  infiniteListQuery<StoryPreview>(queryKeys.stories.all, STORIES_URL, LISTED_ITEM_SHAPE);

export function useStories() {
  return useListQuery(storiesQuery());
}

/** Shares a story, then reloads the story list. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stories.all }),
  });
}
