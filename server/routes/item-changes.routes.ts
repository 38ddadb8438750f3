/**
 * PATCH and DELETE /:id for its author or a moderator, and GET /:id/revisions for moderators: the
 * same three routes on /api/posts, /api/stories and /api/pet-photos (as /api/replies/:id has them).
 */
import type { Router } from "express";
import type { ThreadItemType } from "@shared/constants";
import { itemNotFoundMessage } from "@shared/item-kinds";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { signedInViewer } from "../lib/viewer";
import { requireAuth, requireModerator } from "../middleware/auth";
import { revisionItemOf, revisionsRepository } from "../repositories/revisions.repository";
import type { ItemChangesService } from "../services/item-changes";
import type { itemViewsService } from "../services/item-views";
import { toRevisionViews } from "../services/revision-views";

/** Adds an item's edit, removal and revision routes to `router` (mounted at the item's /api path). */
export function addItemChangeRoutes(
  router: Router,
  deps: { db: Database; changes: ItemChangesService; views: ReturnType<typeof itemViewsService> },
  type: ThreadItemType,
): void {
  const { db, changes, views } = deps;
  const notFoundMessage = itemNotFoundMessage(type);

  // The body is read by the service only after it has checked who is asking.
  router.patch("/:id", requireAuth, async (req, res) => {
    const id = idParam(req, notFoundMessage);
    const viewer = signedInViewer(req);
    await changes.edit(type, id, req.body ?? {}, viewer);
    res.json(await views[type](id, viewer));
  });

  router.delete("/:id", requireAuth, async (req, res) => {
    await changes.remove(type, idParam(req, notFoundMessage), signedInViewer(req));
    res.status(204).end();
  });

  router.get("/:id/revisions", requireModerator, async (req, res) => {
    const id = idParam(req, notFoundMessage);
    res.json(toRevisionViews(await revisionsRepository(db).list(revisionItemOf(type, id))));
  });
}
