/** React Query hooks for recommendations, preferences and engagement. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
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

export function useRecommendations(userId: string, limit: number) {
  return useQuery({
    queryKey: queryKeys.recommendations.list(userId, limit),
    queryFn: () => fetchRecommendations(userId, limit),
  });
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

/** Saves preferences, then reloads preferences and recommendations (spec §7). */
export function useSavePreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: Preferences) => savePreferences(userId, preferences),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.preferences(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.recommendations.all }),
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

/** Marks one recommendation viewed, then refreshes recommendations and engagement (spec §4). */
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
