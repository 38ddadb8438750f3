/** /api/resources: articles and links; moderators add and delete them. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { RESOURCE_CATEGORIES, optionValues } from "@shared/constants";
import { oneOf } from "@shared/fields";
import { insertResourceSchema } from "@shared/schema";
import type { Database } from "../db";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireModerator } from "../middleware/auth";
import { resourcesRepository } from "../repositories/resources.repository";

const resourceListQuerySchema = listQuerySchema.extend({
  category: oneOf("Category", optionValues(RESOURCE_CATEGORIES)).optional(),
});

/** GET (with ?category=), moderator POST and DELETE for resources. */
export function resourcesRouter(db: Database): Router {
  const repository = resourcesRepository(db);
  const router = Router();

  router.get("/", listHandler(resourceListQuerySchema, repository.list));
  router.post("/", requireModerator, createHandler(insertResourceSchema, repository.create));
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, "Resource not found"));

  return router;
}
