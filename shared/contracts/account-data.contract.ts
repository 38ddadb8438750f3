/**
 * /api/account (docs/features.md#your-account): "Export my data" (start one, see the latest,
 * download it) and "Delete my account". Everything here is the signed-in member's own: another
 * member's export answers 404, as one that does not exist.
 */
import { z } from "zod";
import { deleteAccountSchema } from "../account-data";
import { DATA_EXPORT_STATUSES } from "../constants";
import { idParams, isoDate } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

/** An export that is not the member's, not ready, expired or gone. */
export const EXPORT_NOT_FOUND = "This export isn't here any more";
/** What a member who asked for several exports in a day reads. */
export const EXPORTS_RATE_LIMITED =
  "You've asked for several exports today. Please download the latest one, or try again tomorrow.";

/** A member's export: building, then ready (to download until it expires) or failed. */
export const dataExportAnswer = z.strictObject({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  createdAt: isoDate,
  readyAt: isoDate.nullable(),
  sizeBytes: z.number().int().nullable(),
  expiresAt: isoDate.nullable(),
});

export const accountDataContract = {
  startExport: defineRoute({
    method: "POST",
    path: "/api/account/exports",
    summary:
      "Starts building an archive of everything the member wrote and chose (a second request while one builds answers that one)",
    access: "member",
    status: 202,
    answer: z.strictObject({ export: dataExportAnswer.pick({ id: true, status: true, createdAt: true }) }),
    errors: { 429: EXPORTS_RATE_LIMITED },
  }),
  latest: defineRoute({
    method: "GET",
    path: "/api/account/exports",
    summary: "The member's latest export, or null when there is none",
    access: "member",
    status: 200,
    answer: dataExportAnswer.nullable(),
  }),
  download: defineRoute({
    method: "GET",
    path: "/api/account/exports/:id/download",
    summary: "Downloads the member's ready export as a zip file (an attachment)",
    access: "member",
    params: idParams,
    status: 200,
    answer: null,
    media: "application/zip",
    streamed: true,
    notFound: EXPORT_NOT_FOUND,
  }),
  deleteAccount: defineRoute({
    method: "DELETE",
    path: "/api/account",
    summary:
      "Deletes the member's account with its password (and a two-factor code when it is on), keeping or deleting what they wrote; ends the session",
    access: "member",
    body: deleteAccountSchema,
    status: 204,
    answer: null,
    errors: {
      401: "That password isn't right (or the two-factor code is missing or wrong)",
      429: "Too many password or code attempts: try again after Retry-After",
    },
  }),
};

/** The member's latest export as the client reads it (null: none yet). */
export type LatestExportView = WireAnswer<typeof accountDataContract.latest>;
/** The export POST started (or the one already building). */
export type StartedExportView = WireAnswer<typeof accountDataContract.startExport>;
