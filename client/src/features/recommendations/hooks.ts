/** React Query hooks for recommendations, preferences and engagement. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RecommendationView } from "@shared/contracts/recommendations.contract";
import type { Preferences } from "@shared/recommendations";
import { queryKeys } from "@/lib/query-keys";
import {
  fetchEngagement,
  fetchPreferences,
  fetchRecommendations,
  generateRecommendations,
  markRecommendationViewed,
  savePreferences,
} from "./api";

/** Shared by the hook and the home page's loader (client/src/loaders/home.ts). */
export const recommendationsQuery = (userId: string, limit: number) =>
  queryOptions({
    queryKey: queryKeys.recommendations.list(userId, limit),
    queryFn: () => fetchRecommendations(userId, limit),
  });

export function useRecommendations(userId: string, limit: number) {
  return useQuery(recommendationsQuery(userId, limit));
}

/** Preferences and engagement exist only for a logged-in user; `userId` null disables them. */
export function usePreferences(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.recommendations.preferences(userId ?? ""),
    queryFn: () => fetchPreferences(userId!),
    enabled: userId !== null,
  });
}

export function useEngagement(userId: string | null) {
  return useQuery({
    queryKey: queryKeys.recommendations.engagement(userId ?? ""),
    queryFn: () => fetchEngagement(userId!),
    enabled: userId !== null,
  });
}

/**
 * Saves preferences (the server makes new recommendations from them in the same request), then
 * reloads preferences, recommendations and the engagement figures the new list changed.
 */
export function useSavePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => savePreferences(userId, preferences),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.preferences(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.engagement(userId) }),
      ]);
    },
  });
}

/** Generates new recommendations, then reloads them and the engagement figures. */
export function useGenerateRecommendations(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateRecommendations(userId),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.engagement(userId) }),
      ]);
    },
  });
}

/** Marks one recommendation viewed, then refreshes recommendations and engagement. */
export function useMarkViewed(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markRecommendationViewed(id),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.engagement(userId) }),
      ]);
    },
  });
}

/**
 * What opening a recommendation does: a member's own unviewed one is marked viewed. A
 * visitor's list, and the popular picks a member sees before having any, are not stored (they carry
 * the guest id), so nothing is sent for them.
 */
export function useOpenRecommendation(userId: string | null): (recommendation: RecommendationView) => void {
  const markViewed = useMarkViewed(userId ?? "");
  return (recommendation) => {
    if (userId !== null && recommendation.userId === userId && recommendation.viewed === 0) {
      markViewed.mutate(recommendation.id);
    }
  };
}
