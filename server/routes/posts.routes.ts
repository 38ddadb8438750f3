/** /api/posts: community discussions. Members post as themselves; an author or a moderator edits or removes one. */
import { Router } from "express";
import { itemNotFoundMessage } from "@shared/item-kinds";
import { listQuerySchema } from "@shared/api";
import { z } from "zod";
import { ALL_POSTS_FILTER, ANY_POST_CATEGORY_VALUES, POST_CATEGORIES, optionValues } from "@shared/constants";
import { choiceOf, oneOf } from "@shared/fields";
import { insertPostSchema } from "@shared/schema";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { signedInViewer, viewerOf } from "../lib/viewer";
import { itemViewsService } from "../services/item-views";
import { createHandler, listHandler } from "../lib/resource-routes";
import { requireAuth } from "../middleware/auth";
import { postsRepository } from "../repositories/posts.repository";
import { createScreened } from "../services/crisis-screening";
import type { ItemChangesService } from "../services/item-changes";
import { addItemChangeRoutes } from "./item-changes.routes";

const postListQuerySchema = listQuerySchema.extend({
  category: oneOf("Category", [ALL_POSTS_FILTER.value, ...ANY_POST_CATEGORY_VALUES])
    .optional()
    .transform((category) => (category === ALL_POSTS_FILTER.value ? undefined : category)),
});

// The author is whoever is logged in, never what the body claims.
const createPostSchema = insertPostSchema.omit({ author: true });
/**
 * A member chooses from the community's categories (the new-post form's); the admin screen's own
 * ("General", "Therapy", …) are for moderators' posts.
 */
const memberCategorySchema = z.object({ category: choiceOf("category", optionValues(POST_CATEGORIES)) });

/** GET (with ?category=), member POST, and PATCH / DELETE by the author or a moderator for community posts. */
export function postsRouter(db: Database, changes: ItemChangesService): Router {
  const repository = postsRepository(db);
  const views = itemViewsService(db);
  const router = Router();

  router.get("/", listHandler(postListQuerySchema, repository.list));
  router.get("/:id", async (req, res) => {
    res.json(await views.post(idParam(req, itemNotFoundMessage("post")), viewerOf(req)));
  });
  router.post(
    "/",
    requireAuth,
    createHandler(createPostSchema, (body, req) => {
      const viewer = signedInViewer(req);
      if (viewer.role !== "moderator") memberCategorySchema.parse(body);
      const author = { author: viewer.username, authorId: viewer.id };
      return createScreened(db, {
        itemType: "post",
        authorId: author.authorId,
        written: body,
        insert: (tx, heldAt) => repository.createIn(tx, { ...body, ...author, heldAt }),
      });
    }),
  );
  addItemChangeRoutes(router, { db, changes, views }, "post");

  return router;
}
