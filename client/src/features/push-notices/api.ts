/** Push notices on this device and the member's push choices (shared/contracts/push-notices.contract.ts). */
import type { PushPreferencesView } from "@shared/contracts/push-notices.contract";
import type { PushPreferences, PushSubscriptionInput } from "@shared/push-notices";
import { callApi } from "@/lib/api";

export async function fetchPushKey(): Promise<string> {
  return (await callApi("GET /api/push/key")).publicKey;
}

export function sendPushSubscription(subscription: PushSubscriptionInput): Promise<{ devices: number }> {
  return callApi("POST /api/push/subscriptions", { body: subscription });
}

export async function forgetPushSubscription(endpoint: string): Promise<void> {
  await callApi("DELETE /api/push/subscriptions", { body: { endpoint } });
}

export function fetchPushPreferences(): Promise<PushPreferencesView> {
  return callApi("GET /api/push/preferences");
}

export function savePushPreferences(preferences: PushPreferences): Promise<PushPreferencesView> {
  return callApi("PUT /api/push/preferences", { body: preferences });
}
