/**
 * /api/moderation (moderators only), the site's own images (docs/decisions.md#site-images):
 * importing a picture by its address into our storage, and the thumbnail of an upload or import for
 * its preview before it is saved (it is served at /objects only once saved). The routes come from
 * shared/contracts/site-images.contract.ts.
 */
import { Router } from "express";
import { IMAGE_PREVIEW_GONE, siteImagesContract } from "@shared/contracts/site-images.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { notFound } from "../lib/http-error";
import { signedInViewer } from "../lib/viewer";
import { imageImportsService, type RemoteImageFetcher } from "../services/image-imports";
import { siteImagesService } from "../services/site-images";
import { memberUploaderKey } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";

/** POST /image-imports {url} → 201 {objectPath}; GET /image-previews/:id (a thumbnail, or 404). */
export function siteImagesRouter(db: Database, storage: ObjectStorage, fetchImage: RemoteImageFetcher): Router {
  const imports = imageImportsService(db, storage, fetchImage);
  const siteImages = siteImagesService(db, storage);
  const router = Router();
  const routes = contractRoutes(router, "/api/moderation");

  routes.add(siteImagesContract.importImage, async ({ body }, req) =>
    imports.importImage(body.url, memberUploaderKey(signedInViewer(req).id)),
  );

  routes.add(siteImagesContract.preview, async ({ params }, req, res) => {
    const image = await siteImages.preview(params.id, signedInViewer(req));
    if (!image) throw notFound(IMAGE_PREVIEW_GONE);
    res.set({ "Content-Type": "image/webp", "X-Content-Type-Options": "nosniff" }).send(image);
  });

  return router;
}
