import { useQuery } from "@tanstack/react-query";
import type { StoryPreview } from "@shared/api";
import type { PetPhoto, Post } from "@shared/schema";
import { LISTED_ITEM_SHAPE } from "@/lib/answer-shape";
import { queryKeys } from "@/lib/query-keys";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { fetchMember, memberListUrl } from "./api";

/** The member named `username` (null when there is none). */
export function useMember(username: string) {
  return useQuery({ queryKey: queryKeys.members.profile(username), queryFn: () => fetchMember(username) });
}

export function useMemberPosts(username: string) {
  return useInfiniteList<Post>(queryKeys.members.items("posts", username), memberListUrl(username, "posts"), {
    shape: LISTED_ITEM_SHAPE,
  });
}

export function useMemberStories(username: string) {
  return useInfiniteList<StoryPreview>(
    queryKeys.members.items("stories", username),
    memberListUrl(username, "stories"),
    { shape: LISTED_ITEM_SHAPE },
  );
}

export function useMemberPhotos(username: string) {
  return useInfiniteList<PetPhoto>(queryKeys.members.items("pet-photos", username), memberListUrl(username, "photos"), {
    shape: LISTED_ITEM_SHAPE,
  });
}
