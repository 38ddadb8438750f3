/** /api/featured: the home page's featured items; moderators add, edit and delete them. */
import { Router, type Request } from "express";
import { itemNotFoundMessage } from "@shared/item-kinds";
import { listQuerySchema } from "@shared/api";
import { editFeaturedItemSchema, newFeaturedItemSchema } from "@shared/site-content-edits";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireModerator } from "../middleware/auth";
import { featuredItemsRepository } from "../repositories/featured-items.repository";
import { featuredItemsService } from "../services/featured-items";
import { moderatorEditHandler } from "./moderator-edit";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";

/** GET (published items only), moderator POST (a draft, scheduled or published), PATCH and DELETE. */
export function featuredRouter(db: Database, storage: ObjectStorage): Router {
  const repository = featuredItemsRepository(db);
  const items = featuredItemsService(db);
  const siteImages = siteImagesService(db, storage);
  const previousImage = async (req: Request) => (await repository.findById(idParam(req)))?.imageUrl;
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.post("/", requireModerator, savingSiteImage(siteImages, createHandler(newFeaturedItemSchema, items.create)));
  router.patch(
    "/:id",
    requireModerator,
    savingSiteImage(
      siteImages,
      moderatorEditHandler(db, {
        itemType: "featured",
        schema: editFeaturedItemSchema,
        notFoundMessage: itemNotFoundMessage("featured"),
        update: items.update,
      }),
      previousImage,
    ),
  );
  router.delete(
    "/:id",
    requireModerator,
    deleteHandler(repository.deleteById, itemNotFoundMessage("featured"), releaseDeletedImage(siteImages)),
  );

  return router;
}
