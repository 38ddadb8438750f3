/** The member's appearance kept in their account (shared/contracts/appearance.contract.ts). */
import type { Appearance } from "@shared/appearance";
import type { AppearanceView } from "@shared/contracts/appearance.contract";
import { callApi } from "@/lib/api";

export function fetchAppearance(): Promise<AppearanceView> {
  return callApi("GET /api/account/appearance");
}

export function saveAppearance(appearance: Appearance): Promise<AppearanceView> {
  return callApi("PUT /api/account/appearance", { body: appearance });
}
