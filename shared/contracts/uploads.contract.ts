/**
 * Uploading an image (docs/decisions.md#upload-urls) and reading it back. POST /api/objects/upload
 * hands out a one-use upload URL; with the local driver that URL is PUT /objects/upload/:id, signed,
 * whose body is the image's bytes (never through the JSON parser); GET /objects/uploads/:id is a
 * stored image, to whoever the row that shows it is shown to.
 */
import { z } from "zod";
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from "../constants";
import { idParams } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

/** What a signed upload URL answers when it is not valid (a malformed id too), has expired or was used. */
export const UPLOAD_URL_REFUSED = "This upload link is not valid, has expired or has already been used";
export const UPLOADS_RATE_LIMITED = "Too many uploads. Please try again later.";

// The spec's client sends no body; a client may name the file's type so GCS can sign it.
export const uploadRequestSchema = z.object({
  contentType: z
    .enum(ACCEPTED_IMAGE_TYPES, { error: `contentType must be one of: ${ACCEPTED_IMAGE_TYPES.join(", ")}` })
    .optional(),
});

/** The signature's fields, as the upload URL carries them; a missing or wrong one is the 403 above, never a 400. */
const signedUploadQuery = z.object({
  expires: z.string().optional().catch(undefined).describe("When the URL expires, in Unix milliseconds"),
  max: z.string().optional().catch(undefined).describe("The most bytes the upload may have"),
  sig: z.string().optional().catch(undefined).describe("The signature of the id, expires and max"),
});

export const imageQuery = z.object({
  size: z.enum(["thumb", "display"], { error: "size must be thumb or display" }).default("display"),
});

export const uploadsContract = {
  issue: defineRoute({
    method: "POST",
    path: "/api/objects/upload",
    summary: "A one-use URL to PUT one image to, and the object path the image will have",
    access: "public",
    body: uploadRequestSchema,
    status: 200,
    answer: z.strictObject({ uploadURL: z.string(), objectPath: z.string() }),
    errors: { 429: UPLOADS_RATE_LIMITED },
  }),
  store: defineRoute({
    method: "PUT",
    path: "/objects/upload/:id",
    summary: `Stores the image whose bytes are the body (not JSON; at most ${MAX_UPLOAD_BYTES} bytes) at a signed upload URL, once`,
    access: "public",
    params: z.object({ id: z.string().describe("The upload's id (a UUID)") }),
    query: signedUploadQuery,
    status: 200,
    answer: z.strictObject({ objectPath: z.string() }),
    errors: {
      403: UPLOAD_URL_REFUSED,
      413: UPLOAD_TOO_LARGE_MESSAGE,
      415: "Only JPEG, PNG, WebP or GIF images can be uploaded",
    },
  }),
  file: defineRoute({
    method: "GET",
    path: "/objects/uploads/:id",
    summary: "A stored image as WebP (`size=thumb` for the small one), to whoever may see the row that shows it",
    access: "public",
    params: idParams,
    query: imageQuery,
    status: 200,
    answer: null,
    media: "image/webp",
    streamed: true,
    notFound: "Not found",
  }),
};

/** A one-use upload URL and the object path the image will have, as the client reads them. */
export type UploadTicketView = WireAnswer<typeof uploadsContract.issue>;
