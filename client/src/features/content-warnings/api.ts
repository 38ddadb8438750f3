/** A member's content-warning choices on the server (shared/contracts/content-warning-settings.contract.ts; keys: lib/query-keys.ts). */
import type { WarningSettingsView } from "@shared/contracts/content-warning-settings.contract";
import type { WarningSettings } from "@shared/safety/content-warnings";
import { callApi } from "@/lib/api";

export function fetchWarningSettings(): Promise<WarningSettingsView> {
  return callApi("GET /api/content-warning-settings");
}

/** Replaces every choice at once; answers what the server stored. */
export function saveWarningSettings(settings: WarningSettings["settings"]): Promise<WarningSettingsView> {
  return callApi("PUT /api/content-warning-settings", { body: { settings } });
}
