/**
 * "Export my data" and "Delete my account" (docs/features.md#your-account): the shapes and schemas
 * both sides use. Kept apart from the header and app shell, which never import a module that builds
 * zod schemas.
 */
import { z } from "zod";
import type { DataExportStatus } from "./constants";

/** What a member's kept items read as once their account is gone. */
export const FORMER_MEMBER = "A former member";

/** A ready export can be downloaded for this long, then housekeeping removes it. */
export const EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An export still "building" after this long was left by a process that died: it is marked failed. */
export const EXPORT_BUILD_TIMEOUT_MS = 60 * 60 * 1000;
/** A deleted account's username is kept from others for this long. */
export const RELEASED_NAME_HOLD_MS = 30 * 24 * 60 * 60 * 1000;

/** Where the export notification leads: the export section of the settings page. */
export const EXPORT_SECTION_URL = "/settings#your-data";

/** A member's export as the API answers it. */
export interface DataExportView {
  id: string;
  status: DataExportStatus;
  createdAt: string;
  readyAt: string | null;
  sizeBytes: number | null;
  expiresAt: string | null;
}

/** DELETE /api/account: the password (and a two-factor code when it is on) and what happens to their words. */
export const deleteAccountSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(128, "Password is too long"),
  code: z.string().trim().max(64, "Code is too long").optional(),
  keepContent: z.boolean({ error: "Choose whether to keep or delete what you wrote" }),
});

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The export download's file name for a date: pawswell-export-2026-11-23.zip. */
export function exportFileName(date: Date): string {
  return `pawswell-export-${date.toISOString().slice(0, 10)}.zip`;
}
