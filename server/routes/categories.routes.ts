/** /api/categories: badge categories; moderators add, edit and delete them (shared/contracts/categories.contract.ts). */
import { Router } from "express";
import { CATEGORY_NAME_TAKEN, CATEGORY_NOT_FOUND, categoriesContract } from "@shared/contracts/categories.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { sqlState } from "../lib/database-errors";
import { conflict, notFound } from "../lib/http-error";
import { decodeCursor } from "../lib/pagination";
import { categoriesRepository } from "../repositories/categories.repository";
import { moderatorEdit } from "./moderator-edit";

/** The unique index on a category's name (case-insensitive) refused the change. */
const UNIQUE_VIOLATION = "23505";

/** GET, moderator POST and PATCH (409 on a taken name) and DELETE for categories. */
export function categoriesRouter(db: Database): Router {
  const repository = categoriesRepository(db);
  const router = Router();
  const routes = contractRoutes(router, "/api/categories");

  routes.add(categoriesContract.list, async ({ query: { limit, cursor } }) =>
    repository.list({ limit, cursor: decodeCursor(cursor) }),
  );
  routes.add(categoriesContract.create, async ({ body }) => {
    const category = await repository.create(body);
    if (!category) throw conflict(CATEGORY_NAME_TAKEN);
    return category;
  });
  routes.add(
    categoriesContract.edit,
    moderatorEdit(db, {
      itemType: "category",
      notFoundMessage: CATEGORY_NOT_FOUND,
      update: async (tx, id, changes) => {
        try {
          return await repository.updateIn(tx, id, changes);
        } catch (error) {
          throw sqlState(error) === UNIQUE_VIOLATION ? conflict(CATEGORY_NAME_TAKEN) : error;
        }
      },
    }),
  );
  routes.add(categoriesContract.remove, async ({ params }) => {
    if ((await repository.deleteById(params.id)) === undefined) throw notFound(CATEGORY_NOT_FOUND);
  });

  return router;
}
