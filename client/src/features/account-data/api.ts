/** "Export my data" and "Delete my account" on the server (docs/features.md#your-account). */
import type { DataExportView, DeleteAccountInput } from "@shared/account-data";
import { getJson, sendJson } from "@/lib/api";

export const EXPORTS_URL = "/api/account/exports";

/** The member's latest export, or null when they never asked for one. */
export function fetchLatestExport(): Promise<DataExportView | null> {
  return getJson<DataExportView | null>(EXPORTS_URL);
}

/** Starts an export (or answers the one already being prepared). */
export function startExport(): Promise<{ export: Pick<DataExportView, "id" | "status" | "createdAt"> }> {
  return sendJson("POST", EXPORTS_URL);
}

/** Where a ready export downloads from (a plain link: the browser saves the zip itself). */
export function exportDownloadUrl(id: string): string {
  return `${EXPORTS_URL}/${id}/download`;
}

/** Deletes the account for good; the server ends every session. */
export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return sendJson<void>("DELETE", "/api/account", input);
}
