import { useQuery } from "@tanstack/react-query";
import type { StoryPreview } from "@shared/api";
import type { PetPhoto, Post } from "@shared/schema";
import { LISTED_ITEM_SHAPE } from "@/lib/answer-shape";
import { queryKeys } from "@/lib/query-keys";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { fetchMember, memberPhotosUrl, memberPostsUrl, memberStoriesUrl } from "./api";

/** The member named `username` (null when there is none). */
export function useMember(username: string) {
  return useQuery({ queryKey: queryKeys.members.profile(username), queryFn: () => fetchMember(username) });
}

// The lists keep the row types the posts', stories' and photos' cards read (their own lists are not
// contracted yet); the contract's answers are the same fields, dates as text.
export function useMemberPosts(username: string) {
  return useInfiniteList<Post>(queryKeys.members.items("posts", username), memberPostsUrl(username), {
    shape: LISTED_ITEM_SHAPE,
  });
}

export function useMemberStories(username: string) {
  return useInfiniteList<StoryPreview>(queryKeys.members.items("stories", username), memberStoriesUrl(username), {
    shape: LISTED_ITEM_SHAPE,
  });
}

export function useMemberPhotos(username: string) {
  return useInfiniteList<PetPhoto>(queryKeys.members.items("pet-photos", username), memberPhotosUrl(username), {
    shape: LISTED_ITEM_SHAPE,
  });
}
