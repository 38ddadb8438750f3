/** /api/featured: the home page's featured items; moderators add, edit and delete them. */
import { Router, type Request } from "express";
import { listQuerySchema } from "@shared/api";
import { createFeaturedItemSchema, editFeaturedItemSchema } from "@shared/site-content-edits";
import type { Database } from "../db";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireModerator } from "../middleware/auth";
import { featuredItemsRepository } from "../repositories/featured-items.repository";
import { moderatorEditHandler } from "./moderator-edit";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";

const FEATURED_NOT_FOUND = "Featured item not found";

/** GET, moderator POST, PATCH and DELETE for featured items. */
export function featuredRouter(db: Database, storage: ObjectStorage): Router {
  const repository = featuredItemsRepository(db);
  const siteImages = siteImagesService(db, storage);
  const previousImage = async (req: Request) => (await repository.findById(String(req.params.id)))?.imageUrl;
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.post(
    "/",
    requireModerator,
    savingSiteImage(siteImages, createHandler(createFeaturedItemSchema, repository.create)),
  );
  router.patch(
    "/:id",
    requireModerator,
    savingSiteImage(
      siteImages,
      moderatorEditHandler(db, {
        itemType: "featured",
        schema: editFeaturedItemSchema,
        notFoundMessage: FEATURED_NOT_FOUND,
        update: repository.updateIn,
      }),
      previousImage,
    ),
  );
  router.delete(
    "/:id",
    requireModerator,
    deleteHandler(repository.deleteById, FEATURED_NOT_FOUND, releaseDeletedImage(siteImages)),
  );

  return router;
}
