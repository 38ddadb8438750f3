/** A member's content-warning choices on the server (keys: lib/query-keys.ts). */
import type { WarningSettings } from "@shared/safety/content-warnings";
import { getJson, sendJson } from "@/lib/api";

export const WARNING_SETTINGS_URL = "/api/content-warning-settings";

export function fetchWarningSettings(): Promise<WarningSettings> {
  return getJson<WarningSettings>(WARNING_SETTINGS_URL);
}

/** Replaces every choice at once; answers what the server stored. */
export function saveWarningSettings(settings: WarningSettings["settings"]): Promise<WarningSettings> {
  return sendJson<WarningSettings>("PUT", WARNING_SETTINGS_URL, { settings });
}
