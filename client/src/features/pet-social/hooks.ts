import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PetPhoto } from "@shared/schema";
import { useInfiniteList } from "@/lib/use-infinite-list";
import {
  PET_PHOTOS_URL,
  createChallenge,
  createPetPhoto,
  getChallenges,
  getMemberOfTheMonth,
  petSocialKeys,
} from "./api";

export function usePetPhotos() {
  return useInfiniteList<PetPhoto>(petSocialKeys.photos, PET_PHOTOS_URL);
}

/** Shares a photo, then reloads the gallery. */
export function useCreatePetPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPetPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petSocialKeys.photos }),
  });
}

export function useChallenges() {
  return useQuery({ queryKey: petSocialKeys.challenges, queryFn: getChallenges });
}

/** Creates a challenge, then reloads the challenge list. */
export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: petSocialKeys.challenges }),
  });
}

export function useMemberOfTheMonth() {
  return useQuery({ queryKey: petSocialKeys.memberOfTheMonth, queryFn: getMemberOfTheMonth });
}
