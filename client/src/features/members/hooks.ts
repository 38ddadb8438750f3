import { queryOptions, useQuery } from "@tanstack/react-query";
import type { StoryPreview } from "@shared/api";
import type { PetPhoto, Post } from "@shared/schema";
import { LISTED_ITEM_SHAPE } from "@/lib/answer-shape";
import { queryKeys } from "@/lib/query-keys";
import { infiniteListQuery, useListQuery } from "@/lib/use-infinite-list";
import { fetchMember, memberPhotosUrl, memberPostsUrl, memberStoriesUrl } from "./api";

// Each query is shared by its hook and the page's loader (client/src/loaders/items.ts). The lists
// keep the row types the posts', stories' and photos' cards read (their own lists are not
// contracted yet); the contract's answers are the same fields, dates as text.
export const memberQuery = (username: string) =>
  queryOptions({ queryKey: queryKeys.members.profile(username), queryFn: () => fetchMember(username) });
export const memberPostsQuery = (username: string) =>
  infiniteListQuery<Post>(queryKeys.members.items("posts", username), memberPostsUrl(username), LISTED_ITEM_SHAPE);
export const memberStoriesQuery = (username: string) =>
  infiniteListQuery<StoryPreview>(
    queryKeys.members.items("stories", username),
    memberStoriesUrl(username),
    LISTED_ITEM_SHAPE,
  );
export const memberPhotosQuery = (username: string) =>
  infiniteListQuery<PetPhoto>(
    queryKeys.members.items("pet-photos", username),
    memberPhotosUrl(username),
    LISTED_ITEM_SHAPE,
  );

/** The member named `username` (null when there is none). */
export function useMember(username: string) {
  return useQuery(memberQuery(username));
}

export function useMemberPosts(username: string) {
  return useListQuery(memberPostsQuery(username));
}

export function useMemberStories(username: string) {
  return useListQuery(memberStoriesQuery(username));
}

export function useMemberPhotos(username: string) {
  return useListQuery(memberPhotosQuery(username));
}
