/** /api/groups: local peer groups. Anyone may post one; moderators edit and delete. */
import { Router } from "express";
import { itemNotFoundMessage } from "@shared/item-kinds";
import { groupListQuerySchema } from "@shared/groups";
import { insertGroupSchema } from "@shared/schema";
import { editGroupSchema } from "@shared/site-content-edits";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { viewerOf } from "../lib/viewer";
import { requireModerator } from "../middleware/auth";
import { limitGuestPosts } from "../middleware/guest-post-limit";
import { groupsRepository } from "../repositories/groups.repository";
import { createScreened } from "../services/crisis-screening";
import { itemViewsService } from "../services/item-views";
import { moderatorEditHandler } from "./moderator-edit";

/** GET (filtered by ?location= and ?type=), GET one, guest-limited POST, moderator PATCH and DELETE for groups. */
export function groupsRouter(db: Database, guestPostRule: RateRule): Router {
  const repository = groupsRepository(db);
  const views = itemViewsService(db);
  const router = Router();

  router.get("/", listHandler(groupListQuerySchema, repository.list));
  router.get("/:id", async (req, res) => {
    res.json(await views.group(idParam(req, itemNotFoundMessage("group")), viewerOf(req)));
  });
  router.post(
    "/",
    limitGuestPosts(db, guestPostRule),
    createHandler(insertGroupSchema, (body) =>
      createScreened(db, {
        itemType: "group",
        // Groups are signed by their contact details, not by an account.
        authorId: null,
        written: body,
        insert: (tx, heldAt) => repository.createIn(tx, { ...body, heldAt }),
      }),
    ),
  );
  router.patch(
    "/:id",
    requireModerator,
    moderatorEditHandler(db, {
      itemType: "group",
      schema: editGroupSchema,
      notFoundMessage: itemNotFoundMessage("group"),
      update: repository.updateIn,
    }),
  );
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, "Group not found"));

  return router;
}
