/** Mounts one router per resource under /api. */
import { Router } from "express";
import type { AppDeps } from "./app";
import { resolveLimits } from "./config/limits";
import { categoriesRouter } from "./routes/categories.routes";
import { memberOfTheMonthRouter } from "./routes/member-of-the-month.routes";
import { objectsRouter } from "./routes/objects.routes";
import { petPhotosRouter } from "./routes/pet-photos.routes";
import { wellnessChallengesRouter } from "./routes/wellness-challenges.routes";

export function apiRouter({ database, storage, limits: overrides }: AppDeps): Router {
  const router = Router();
  const limits = resolveLimits(overrides);
  router.use("/categories", categoriesRouter(database.db));
  router.use("/objects", objectsRouter(database.db, storage, limits));
  router.use("/pet-photos", petPhotosRouter(database.db, storage, limits));
  router.use("/wellness-challenges", wellnessChallengesRouter(database.db));
  router.use("/member-of-the-month", memberOfTheMonthRouter(database.db));
  return router;
}
