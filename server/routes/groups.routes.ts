/** /api/groups: local peer groups. Anyone may post one; moderators delete. */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { insertGroupSchema } from "@shared/schema";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { createHandler, deleteHandler, listHandler } from "../lib/resource-routes";
import { requireModerator } from "../middleware/auth";
import { limitGuestPosts } from "../middleware/guest-post-limit";
import { groupsRepository } from "../repositories/groups.repository";
import { createScreened } from "../services/crisis-screening";

/** GET, guest-limited POST and moderator DELETE for groups. */
export function groupsRouter(db: Database, guestPostRule: RateRule): Router {
  const repository = groupsRepository(db);
  const router = Router();

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.post(
    "/",
    limitGuestPosts(db, guestPostRule),
    createHandler(insertGroupSchema, (body) =>
      createScreened(db, {
        itemType: "group",
        // Groups are signed by their contact details, not by an account.
        authorId: null,
        texts: [body.name, body.description],
        snapshot: { name: body.name, description: body.description },
        insert: (tx, heldAt) => repository.createIn(tx, { ...body, heldAt }),
      }),
    ),
  );
  router.delete("/:id", requireModerator, deleteHandler(repository.deleteById, "Group not found"));

  return router;
}
