/**
 * /api/moderation (moderators only), the site's own images (docs/decisions.md#site-images): importing
 * a picture by its address into our storage, and the thumbnail of an upload or import for its
 * preview before it is saved (it is served at /objects only once saved). The rest of /api/moderation
 * is in ./moderation.contract.ts.
 */
import { z } from "zod";
import { idParams } from "./fields";
import { defineRoute } from "./route-contract";

/** The preview of an upload that is gone, or is neither the caller's nor a site image. */
export const IMAGE_PREVIEW_GONE = "This image isn't here any more. Please upload it again.";

const URL_REQUIRED = "url is required: the image's address, starting with https://";

export const importSiteImageBodySchema = z.object({
  url: z.string({ error: URL_REQUIRED }).trim().min(1, URL_REQUIRED).max(2048, "url must be at most 2048 characters"),
});

export const siteImagesContract = {
  importImage: defineRoute({
    method: "POST",
    path: "/api/moderation/image-imports",
    summary:
      "Fetches the picture at `url` once into our storage, as an upload is stored, and answers its object path, which a save then makes a site image",
    access: "moderator",
    body: importSiteImageBodySchema,
    status: 201,
    answer: z.strictObject({ objectPath: z.string() }),
    errors: {
      400: "The address is not a full https:// address, or points inside a private network or at this server",
      413: "The image is larger than 10 MB (or too large to process)",
      415: "What the address answers is not a JPEG, PNG, WebP or GIF image",
      422: "The other site could not be reached, answered an error, took longer than 10 seconds or redirected too many times",
    },
  }),
  preview: defineRoute({
    method: "GET",
    path: "/api/moderation/image-previews/:id",
    summary:
      "The thumbnail of the caller's own upload or import (or of a site image), for its preview before it is saved",
    access: "moderator",
    params: idParams,
    status: 200,
    answer: null,
    media: "image/webp",
    streamed: true,
    // A malformed id answers "Not found", as every id in a path; an upload that is not there for the caller, this.
    errors: { 404: IMAGE_PREVIEW_GONE },
  }),
};
