/** Calls for recommendations, preferences (shared/contracts/user-preferences.contract.ts) and engagement (keys: lib/query-keys.ts). */
import type { PreferencesView } from "@shared/contracts/user-preferences.contract";
import type { RecommendationView } from "@shared/contracts/recommendations.contract";
import type { Preferences } from "@shared/recommendations";
import type { EngagementView } from "@shared/contracts/user-engagement.contract";
import { callApi } from "@/lib/api";

export function fetchRecommendations(userId: string, limit: number): Promise<RecommendationView[]> {
  return callApi("GET /api/recommendations/:userId", { params: { userId }, query: { limit } });
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
  return callApi("POST /api/recommendations/:userId/generate", { params: { userId } });
}

export function markRecommendationViewed(id: string): Promise<void> {
  return callApi("PUT /api/recommendations/:id/viewed", { params: { id } });
}

export function fetchEngagement(userId: string): Promise<EngagementView> {
  return callApi("GET /api/user-engagement/:userId", { params: { userId } });
}
