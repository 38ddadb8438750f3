/**
 * /api/stories: member stories. Anyone may share one; its member author or a moderator edits or
 * removes it (shared/contracts/items.contract.ts).
 */
import { Router } from "express";
import { storiesContract } from "@shared/contracts/items.contract";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { decodeCursor } from "../lib/pagination";
import { runFirst } from "../lib/run-first";
import { itemViewsService } from "../services/item-views";
import { refuseMemberNames } from "../middleware/guest-names";
import { limitGuestPosts } from "../middleware/guest-post-limit";
import { storiesRepository } from "../repositories/stories.repository";
import { createScreened } from "../services/crisis-screening";
import type { ItemChangesService } from "../services/item-changes";
import { addItemRoutes } from "./item-changes.routes";

/** GET, guest-limited POST, and PATCH / DELETE by the member author or a moderator for stories. */
export function storiesRouter(db: Database, guestPostRule: RateRule, changes: ItemChangesService): Router {
  const repository = storiesRepository(db);
  const views = itemViewsService(db);
  const router = Router();
  const routes = contractRoutes(router, storiesContract.list.path);
  // A guest is counted, then their name checked, before the body is read.
  const guestChecksFirst = runFirst(limitGuestPosts(db, guestPostRule), refuseMemberNames(db, { author: "Author" }));

  routes.add(storiesContract.list, async ({ query: { limit, cursor } }) =>
    repository.list({ limit, cursor: decodeCursor(cursor) }),
  );
  routes.add(
    storiesContract.create,
    // A logged-in member's story carries their own name, never what the body claims.
    async ({ body }, req) => {
      const story = req.user ? { ...body, author: req.user.username, userId: req.user.id } : body;
      return createScreened(db, {
        itemType: "story",
        authorId: req.user?.id ?? null,
        written: body,
        insert: (tx, heldAt) => repository.createIn(tx, { ...story, heldAt }),
      });
    },
    { wrap: guestChecksFirst },
  );
  addItemRoutes(routes, { db, changes, views }, "story");

  return router;
}
