/** /api/categories: badge categories; moderators add and delete them. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { insertCategorySchema } from "@shared/schema";
import type { Database } from "../db";
import { HttpError } from "../lib/http-error";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireModerator } from "../middleware/auth";
import { categoriesRepository } from "../repositories/categories.repository";

/** GET, moderator POST (409 on a taken name) and DELETE for categories. */
export function categoriesRouter(db: Database): Router {
  const repository = categoriesRepository(db);
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.post(
    "/",
    requireModerator,
    createHandler(insertCategorySchema, async (body) => {
      const category = await repository.create(body);
      if (!category) throw new HttpError(409, "A category with that name already exists");
      return category;
    }),
  );
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, "Category not found"));

  return router;
}
