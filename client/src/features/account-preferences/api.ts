/** The member's notification choice, break and member page (GET/PATCH /api/account/settings). */
import type { AccountSettings, AccountSettingsPatch } from "@shared/account-settings";
import { getJson, sendJson } from "@/lib/api";

const SETTINGS_URL = "/api/account/settings";

export function fetchAccountSettings(): Promise<AccountSettings> {
  return getJson<AccountSettings>(SETTINGS_URL);
}

export function updateAccountSettings(patch: AccountSettingsPatch): Promise<AccountSettings> {
  return sendJson<AccountSettings>("PATCH", SETTINGS_URL, patch);
}
