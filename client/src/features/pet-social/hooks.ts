import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PetPhoto } from "@shared/schema";
import { LISTED_ITEM_SHAPE } from "@/lib/answer-shape";
import { queryKeys } from "@/lib/query-keys";
import { infiniteListQuery, useListQuery } from "@/lib/use-infinite-list";
import {
  PET_PHOTOS_URL,
  createChallenge,
  createPetPhoto,
  getChallenges,
  getJoinedChallenges,
  getMemberOfTheMonth,
  setParticipation,
} from "./api";

// Each query is shared by its hook and the page's loader (client/src/loaders/lists.ts).
export const petPhotosQuery = () =>
  infiniteListQuery<PetPhoto>(queryKeys.petPhotos.all, PET_PHOTOS_URL, LISTED_ITEM_SHAPE);
export const challengesQuery = () => queryOptions({ queryKey: queryKeys.challenges.all, queryFn: getChallenges });
export const memberOfTheMonthQuery = () =>
  queryOptions({ queryKey: queryKeys.memberOfTheMonth.all, queryFn: getMemberOfTheMonth });

export function usePetPhotos() {
  return useListQuery(petPhotosQuery());
}

/** Shares a photo, then reloads the gallery. */
export function useCreatePetPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPetPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.petPhotos.all }),
  });
}

export function useChallenges() {
  return useQuery(challengesQuery());
}

/** Creates a challenge, then reloads the challenge list. */
export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.challenges.all }),
  });
}

/** The challenges a member joined, as the challenges card and a rendered page's loader ask for them. */
export const joinedChallengesQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.challenges.joined(userId), queryFn: getJoinedChallenges });

/** The challenges `userId` joined (none asked for while logged out). */
export function useJoinedChallenges(userId: string | null) {
  return useQuery({ ...joinedChallengesQuery(userId ?? ""), enabled: userId !== null });
}

/** Joins or leaves a challenge, then reloads the counts and what the member joined. */
export function useSetParticipation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ challengeId, join }: { challengeId: string; join: boolean }) => setParticipation(challengeId, join),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.challenges.all }),
  });
}

export function useMemberOfTheMonth() {
  return useQuery(memberOfTheMonthQuery());
}
