/** /api/categories: badge categories; moderators add, edit and delete them. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { insertCategorySchema } from "@shared/schema";
import { editCategorySchema } from "@shared/site-content-edits";
import type { Database } from "../db";
import { HttpError } from "../lib/http-error";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireModerator } from "../middleware/auth";
import { categoriesRepository } from "../repositories/categories.repository";
import { moderatorEditHandler } from "./moderator-edit";

const CATEGORY_NOT_FOUND = "Category not found";
const CATEGORY_NAME_TAKEN = "A category with that name already exists";

/** GET, moderator POST and PATCH (409 on a taken name) and DELETE for categories. */
export function categoriesRouter(db: Database): Router {
  const repository = categoriesRepository(db);
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.post(
    "/",
    requireModerator,
    createHandler(insertCategorySchema, async (body) => {
      const category = await repository.create(body);
      if (!category) throw new HttpError(409, CATEGORY_NAME_TAKEN);
      return category;
    }),
  );
  router.patch(
    "/:id",
    requireModerator,
    moderatorEditHandler(db, {
      itemType: "category",
      schema: editCategorySchema,
      notFoundMessage: CATEGORY_NOT_FOUND,
      update: repository.updateIn,
      refusals: { "23505": () => new HttpError(409, CATEGORY_NAME_TAKEN) },
    }),
  );
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, CATEGORY_NOT_FOUND));

  return router;
}
