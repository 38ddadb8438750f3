/**
 * /api/moderation (moderators only), the site's own images (docs/decisions.md#site-images):
 * importing a picture by its address into our storage, and the thumbnail of an upload or import for
 * its preview before it is saved (it is served at /objects only once saved).
 */
import { Router } from "express";
import { z } from "zod";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { validate } from "../lib/validate";
import { signedInViewer } from "../lib/viewer";
import { requireModerator } from "../middleware/auth";
import { imageImportsService, type RemoteImageFetcher } from "../services/image-imports";
import { siteImagesService } from "../services/site-images";
import { memberUploaderKey } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";

const importBodySchema = z.object({
  url: z
    .string({ error: "url is required: the image's address, starting with https://" })
    .trim()
    .min(1, "url is required: the image's address, starting with https://")
    .max(2048, "url must be at most 2048 characters"),
});

/** POST /image-imports {url} → 201 {objectPath}; GET /image-previews/:id (a thumbnail, or 404). */
export function siteImagesRouter(db: Database, storage: ObjectStorage, fetchImage: RemoteImageFetcher): Router {
  const imports = imageImportsService(db, storage, fetchImage);
  const siteImages = siteImagesService(db, storage);
  const router = Router();

  router.post("/image-imports", requireModerator, async (req, res) => {
    const { body } = validate(req, { body: importBodySchema });
    res.status(201).json(await imports.importImage(body.url, memberUploaderKey(signedInViewer(req).id)));
  });

  router.get("/image-previews/:id", requireModerator, async (req, res) => {
    const image = await siteImages.preview(idParam(req), signedInViewer(req));
    if (!image) throw notFound("This image isn't here any more. Please upload it again.");
    res.set({ "Content-Type": "image/webp", "X-Content-Type-Options": "nosniff" }).send(image);
  });

  return router;
}
