/** /api/categories */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import type { Database } from "../db";
import { decodeCursor, sendPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { categoriesRepository } from "../repositories/categories.repository";

export function categoriesRouter(db: Database): Router {
  const repository = categoriesRepository(db);
  const router = Router();

  router.get("/", async (req, res) => {
    const { query } = validate(req, { query: listQuerySchema });
    const page = await repository.list({ limit: query.limit, cursor: decodeCursor(query.cursor) });
    sendPage(req, res, page);
  });

  return router;
}
