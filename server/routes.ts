/** Mounts one router per resource under /api. */
import { Router } from "express";
import type { AppDeps } from "./app";
import type { Limits } from "./config/limits";
import { blogRouter } from "./routes/blog.routes";
import { categoriesRouter } from "./routes/categories.routes";
import { featuredRouter } from "./routes/featured.routes";
import { groupsRouter } from "./routes/groups.routes";
import { heroContentRouter } from "./routes/hero-content.routes";
import { memberOfTheMonthRouter } from "./routes/member-of-the-month.routes";
import { objectsRouter } from "./routes/objects.routes";
import { petPhotosRouter } from "./routes/pet-photos.routes";
import { postsRouter } from "./routes/posts.routes";
import { recommendationsRouter } from "./routes/recommendations.routes";
import { resourcesRouter } from "./routes/resources.routes";
import { storiesRouter } from "./routes/stories.routes";
import { userEngagementRouter } from "./routes/user-engagement.routes";
import { userPreferencesRouter } from "./routes/user-preferences.routes";
import { wellnessChallengesRouter } from "./routes/wellness-challenges.routes";

/** `limits` are the app's, resolved once by createApp. */
export function apiRouter({ database, storage }: AppDeps, limits: Limits): Router {
  const router = Router();
  const { db } = database;
  router.use("/categories", categoriesRouter(db));
  router.use("/featured", featuredRouter(db));
  router.use("/posts", postsRouter(db));
  router.use("/stories", storiesRouter(db, limits.anonymousPostsPerAddress));
  router.use("/groups", groupsRouter(db, limits.anonymousPostsPerAddress));
  router.use("/resources", resourcesRouter(db));
  router.use("/blog", blogRouter(db));
  router.use("/hero-content", heroContentRouter(db));
  router.use("/objects", objectsRouter(db, storage, limits));
  router.use("/pet-photos", petPhotosRouter(db, storage, limits));
  router.use("/wellness-challenges", wellnessChallengesRouter(db));
  router.use("/member-of-the-month", memberOfTheMonthRouter(db));
  router.use("/recommendations", recommendationsRouter(db));
  router.use("/user-preferences", userPreferencesRouter(db));
  router.use("/user-engagement", userEngagementRouter(db));
  return router;
}
