/** Mounts one router per resource under /api. */
import { Router } from "express";
import type { AppDeps } from "./app";
import { categoriesRouter } from "./routes/categories.routes";

export function apiRouter({ database }: AppDeps): Router {
  const router = Router();
  router.use("/categories", categoriesRouter(database.db));
  return router;
}
