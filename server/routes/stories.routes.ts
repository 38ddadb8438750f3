/** /api/stories: member stories. Anyone may share one; its member author or a moderator edits or removes it. */
import { Router } from "express";
import { itemNotFoundMessage } from "@shared/item-kinds";
import { listQuerySchema } from "@shared/api";
import { insertStorySchema } from "@shared/schema";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { viewerOf } from "../lib/viewer";
import { itemViewsService } from "../services/item-views";
import { createHandler, listHandler } from "../lib/resource-routes";
import { refuseMemberNames } from "../middleware/guest-names";
import { limitGuestPosts } from "../middleware/guest-post-limit";
import { storiesRepository } from "../repositories/stories.repository";
import { createScreened } from "../services/crisis-screening";
import type { ItemChangesService } from "../services/item-changes";
import { addItemChangeRoutes } from "./item-changes.routes";

/** GET, guest-limited POST, and PATCH / DELETE by the member author or a moderator for stories. */
export function storiesRouter(db: Database, guestPostRule: RateRule, changes: ItemChangesService): Router {
  const repository = storiesRepository(db);
  const views = itemViewsService(db);
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.get("/:id", async (req, res) => {
    res.json(await views.story(idParam(req, itemNotFoundMessage("story")), viewerOf(req)));
  });
  router.post(
    "/",
    limitGuestPosts(db, guestPostRule),
    refuseMemberNames(db, { author: "Author" }),
    // A logged-in member's story carries their own name, never what the body claims.
    createHandler(insertStorySchema, (body, req) => {
      const story = req.user ? { ...body, author: req.user.username, userId: req.user.id } : body;
      return createScreened(db, {
        itemType: "story",
        authorId: req.user?.id ?? null,
        written: body,
        insert: (tx, heldAt) => repository.createIn(tx, { ...story, heldAt }),
      });
    }),
  );
  addItemChangeRoutes(router, { db, changes, views }, "story");

  return router;
}
