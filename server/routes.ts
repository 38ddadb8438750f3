/** Mounts one router per resource under /api. */
import { Router } from "express";
import type { AppDeps } from "./app";
import { resolveLimits } from "./config/limits";
import { blogRouter } from "./routes/blog.routes";
import { categoriesRouter } from "./routes/categories.routes";
import { featuredRouter } from "./routes/featured.routes";
import { groupsRouter } from "./routes/groups.routes";
import { heroContentRouter } from "./routes/hero-content.routes";
import { postsRouter } from "./routes/posts.routes";
import { resourcesRouter } from "./routes/resources.routes";
import { storiesRouter } from "./routes/stories.routes";

export function apiRouter({ database, limits }: AppDeps): Router {
  const { anonymousPostsPerAddress } = resolveLimits(limits);
  const router = Router();
  router.use("/categories", categoriesRouter(database.db));
  router.use("/featured", featuredRouter(database.db));
  router.use("/posts", postsRouter(database.db));
  router.use("/stories", storiesRouter(database.db, anonymousPostsPerAddress));
  router.use("/groups", groupsRouter(database.db, anonymousPostsPerAddress));
  router.use("/resources", resourcesRouter(database.db));
  router.use("/blog", blogRouter(database.db));
  router.use("/hero-content", heroContentRouter(database.db));
  return router;
}
