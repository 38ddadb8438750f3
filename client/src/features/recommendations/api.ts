/** Calls for recommendations, preferences (shared/contracts/user-preferences.contract.ts) and engagement (keys: lib/query-keys.ts). */
import type { PreferencesView } from "@shared/contracts/user-preferences.contract";
import type { Preferences, RecommendationView } from "@shared/recommendations";
import type { EngagementView } from "@shared/contracts/user-engagement.contract";
import { callApi, getJson, sendJson } from "@/lib/api";

export function fetchRecommendations(userId: string, limit: number): Promise<RecommendationView[]> {
  return getJson<RecommendationView[]>(`/api/recommendations/${encodeURIComponent(userId)}?limit=${limit}`);
}

export function fetchPreferences(userId: string): Promise<PreferencesView> {
  return callApi("GET /api/user-preferences/:userId", { params: { userId } });
}

export function savePreferences(userId: string, preferences: Preferences): Promise<PreferencesView> {
  // The body names the user too, as it always has; the server reads the id from the path only.
  const body = { userId, ...preferences };
  return callApi("PUT /api/user-preferences/:userId", { params: { userId }, body });
}

export function generateRecommendations(userId: string): Promise<RecommendationView[]> {
  return sendJson<RecommendationView[]>("POST", `/api/recommendations/${encodeURIComponent(userId)}/generate`);
}

export function markRecommendationViewed(id: string): Promise<void> {
  return sendJson<void>("PUT", `/api/recommendations/${encodeURIComponent(id)}/viewed`);
}

export function fetchEngagement(userId: string): Promise<EngagementView> {
  return callApi("GET /api/user-engagement/:userId", { params: { userId } });
}
