/** "Export my data" and "Delete my account" on the server (docs/features.md#your-account). */
import type { DeleteAccountInput } from "@shared/account-data";
import type { LatestExportView, StartedExportView } from "@shared/contracts/account-data.contract";
import { apiUrl, callApi } from "@/lib/api";

export const EXPORTS_URL = apiUrl("GET /api/account/exports");

/** The member's latest export, or null when they never asked for one. */
export function fetchLatestExport(): Promise<LatestExportView> {
  return callApi("GET /api/account/exports");
}

/** Starts an export (or answers the one already being prepared). */
export function startExport(): Promise<StartedExportView> {
  return callApi("POST /api/account/exports");
}

/** Where a ready export downloads from (a plain link: the browser saves the zip itself). */
export function exportDownloadUrl(id: string): string {
  return apiUrl("GET /api/account/exports/:id/download", { params: { id } });
}

/** Deletes the account for good; the server ends every session. */
export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await callApi("DELETE /api/account", { body: input });
}
