/** The member's notification choice, break and member page (shared/contracts/account-settings.contract.ts). */
import type { AccountSettingsPatch } from "@shared/account-settings";
import type { AccountSettingsView } from "@shared/contracts/account-settings.contract";
import { callApi } from "@/lib/api";

export function fetchAccountSettings(): Promise<AccountSettingsView> {
  return callApi("GET /api/account/settings");
}

export function updateAccountSettings(patch: AccountSettingsPatch): Promise<AccountSettingsView> {
  return callApi("PATCH /api/account/settings", { body: patch });
}
