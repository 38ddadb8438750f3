/** /api/featured: the home page's featured items; moderators add and delete them. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { insertFeaturedItemSchema } from "@shared/schema";
import type { Database } from "../db";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireModerator } from "../middleware/auth";
import { featuredItemsRepository } from "../repositories/featured-items.repository";

/** GET, moderator POST and DELETE for featured items. */
export function featuredRouter(db: Database): Router {
  const repository = featuredItemsRepository(db);
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.post("/", requireModerator, createHandler(insertFeaturedItemSchema, repository.create));
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, "Featured item not found"));

  return router;
}
