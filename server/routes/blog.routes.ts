/** /api/blog: blog posts; moderators write and delete them. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { insertBlogPostSchema } from "@shared/schema";
import type { Database } from "../db";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireModerator } from "../middleware/auth";
import { blogPostsRepository } from "../repositories/blog-posts.repository";

/** GET, moderator POST and DELETE for blog posts. */
export function blogRouter(db: Database): Router {
  const repository = blogPostsRepository(db);
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.post("/", requireModerator, createHandler(insertBlogPostSchema, repository.create));
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, "Blog post not found"));

  return router;
}
