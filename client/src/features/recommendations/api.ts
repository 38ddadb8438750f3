/** Calls for recommendations, preferences and engagement (keys: lib/query-keys.ts). */
import type { EngagementSummary, Preferences, RecommendationView } from "@shared/recommendations";
import { getJson, sendJson } from "@/lib/api";

export function fetchRecommendations(userId: string, limit: number): Promise<RecommendationView[]> {
  return getJson<RecommendationView[]>(`/api/recommendations/${encodeURIComponent(userId)}?limit=${limit}`);
}

export function fetchPreferences(userId: string): Promise<Preferences> {
  return getJson<Preferences>(`/api/user-preferences/${encodeURIComponent(userId)}`);
}

export function savePreferences(userId: string, preferences: Preferences): Promise<Preferences> {
  return sendJson<Preferences>("PUT", `/api/user-preferences/${encodeURIComponent(userId)}`, {
    userId,
    ...preferences,
  });
}

export function generateRecommendations(userId: string): Promise<RecommendationView[]> {
  return sendJson<RecommendationView[]>("POST", `/api/recommendations/${encodeURIComponent(userId)}/generate`);
}

export function markRecommendationViewed(id: string): Promise<void> {
  return sendJson<void>("PUT", `/api/recommendations/${encodeURIComponent(id)}/viewed`);
}

export function fetchEngagement(userId: string): Promise<EngagementSummary> {
  return getJson<EngagementSummary>(`/api/user-engagement/${encodeURIComponent(userId)}`);
}
