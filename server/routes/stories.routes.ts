/** /api/stories: member stories. Anyone may share one; moderators delete. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { insertStorySchema } from "@shared/schema";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { viewerOf } from "../lib/viewer";
import { itemViewsService } from "../services/item-views";
import { ITEM_NOT_FOUND } from "../services/replies";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireModerator } from "../middleware/auth";
import { refuseMemberNames } from "../middleware/guest-names";
import { limitGuestPosts } from "../middleware/guest-post-limit";
import { storiesRepository } from "../repositories/stories.repository";

/** GET, guest-limited POST and moderator DELETE for stories. */
export function storiesRouter(db: Database, guestPostRule: RateRule): Router {
  const repository = storiesRepository(db);
  const views = itemViewsService(db);
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.get("/:id", async (req, res) => {
    res.json(await views.story(idParam(req, ITEM_NOT_FOUND.story), viewerOf(req)));
  });
  router.post(
    "/",
    limitGuestPosts(db, guestPostRule),
    refuseMemberNames(db, { author: "Author" }),
    // A logged-in member's story carries their own name, never what the body claims.
    createHandler(insertStorySchema, (body, req) =>
      repository.create(req.user ? { ...body, author: req.user.username, userId: req.user.id } : body),
    ),
  );
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, "Story not found"));

  return router;
}
