/** /api/resources: articles and links; moderators add, edit and delete them. */
import { itemNotFoundMessage } from "@shared/item-kinds";
import { Router, type Request } from "express";
import { listQuerySchema } from "@shared/api";
import { RESOURCE_CATEGORIES, optionValues } from "@shared/constants";
import { oneOf } from "@shared/fields";
import { createResourceSchema, editResourceSchema } from "@shared/site-content-edits";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireModerator } from "../middleware/auth";
import { resourcesRepository } from "../repositories/resources.repository";
import { moderatorEditHandler } from "./moderator-edit";
import { releaseDeletedImage, savingSiteImage } from "./site-image-saves";
import { siteImagesService } from "../services/site-images";
import type { ObjectStorage } from "../storage/object-storage";

const resourceListQuerySchema = listQuerySchema.extend({
  category: oneOf("Category", optionValues(RESOURCE_CATEGORIES)).optional(),
});

export const RESOURCE_NOT_FOUND = itemNotFoundMessage("resource");

/** GET (with ?category=), GET one, moderator POST, PATCH and DELETE for resources. */
export function resourcesRouter(db: Database, storage: ObjectStorage): Router {
  const repository = resourcesRepository(db);
  const siteImages = siteImagesService(db, storage);
  const previousImage = async (req: Request) => (await repository.findById(String(req.params.id)))?.imageUrl;
  const router = Router();

  router.get("/", listHandler(resourceListQuerySchema, repository.list));
  router.get("/:id", async (req, res) => {
    const resource = await repository.findById(idParam(req, RESOURCE_NOT_FOUND));
    if (!resource) throw notFound(RESOURCE_NOT_FOUND);
    res.json(resource);
  });
  router.post(
    "/",
    requireModerator,
    savingSiteImage(siteImages, createHandler(createResourceSchema, repository.create)),
  );
  router.patch(
    "/:id",
    requireModerator,
    savingSiteImage(
      siteImages,
      moderatorEditHandler(db, {
        itemType: "resource",
        schema: editResourceSchema,
        notFoundMessage: RESOURCE_NOT_FOUND,
        update: repository.updateIn,
      }),
      previousImage,
    ),
  );
  router.delete(
    "/:id",
    requireModerator,
    deleteHandler(repository.deleteById, "Resource not found", releaseDeletedImage(siteImages)),
  );

  return router;
}
