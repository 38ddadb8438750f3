import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Story } from "@shared/schema";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { STORIES_URL, createStory, storyKeys } from "./api";

export function useStories() {
  return useInfiniteList<Story>(storyKeys.all, STORIES_URL);
}

/** Shares a story, then reloads the story list. */
export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.all }),
  });
}
