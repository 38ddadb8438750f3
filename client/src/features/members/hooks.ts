import { useQuery } from "@tanstack/react-query";
import type { StoryPreview } from "@shared/api";
import type { PetPhoto, Post } from "@shared/schema";
import { queryKeys } from "@/lib/query-keys";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { fetchMember, memberListUrl } from "./api";

/** The member named `username` (null when there is none). */
export function useMember(username: string) {
  return useQuery({ queryKey: queryKeys.members.profile(username), queryFn: () => fetchMember(username) });
}

export function useMemberPosts(username: string) {
  return useInfiniteList<Post>(queryKeys.members.items("posts", username), memberListUrl(username, "posts"));
}

export function useMemberStories(username: string) {
  return useInfiniteList<StoryPreview>(
    queryKeys.members.items("stories", username),
    memberListUrl(username, "stories"),
  );
}

export function useMemberPhotos(username: string) {
  return useInfiniteList<PetPhoto>(queryKeys.members.items("pet-photos", username), memberListUrl(username, "photos"));
}
