/** /api/groups: local peer groups. Anyone may post one; moderators edit and delete (shared/contracts/groups.contract.ts). */
import { Router } from "express";
import { GROUP_NOT_FOUND, GROUP_NOT_FOUND_FOR_DELETE, groupsContract } from "@shared/contracts/groups.contract";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { notFound } from "../lib/http-error";
import { decodeCursor } from "../lib/pagination";
import { runFirst } from "../lib/run-first";
import { viewerOf } from "../lib/viewer";
import { limitGuestPosts } from "../middleware/guest-post-limit";
import { groupsRepository } from "../repositories/groups.repository";
import { createScreened } from "../services/crisis-screening";
import { itemViewsService } from "../services/item-views";
import { moderatorEdit } from "./moderator-edit";

/** GET (filtered by ?location= and ?type=), GET one, guest-limited POST, moderator PATCH and DELETE for groups. */
export function groupsRouter(db: Database, guestPostRule: RateRule): Router {
  const repository = groupsRepository(db);
  const views = itemViewsService(db);
  const router = Router();
  const routes = contractRoutes(router, "/api/groups");

  routes.add(groupsContract.list, async ({ query: { limit, cursor, ...filters } }) =>
    repository.list({ ...filters, limit, cursor: decodeCursor(cursor) }),
  );
  routes.add(groupsContract.get, async ({ params }, req) => views.group(params.id, viewerOf(req)));
  routes.add(
    groupsContract.create,
    async ({ body }) =>
      createScreened(db, {
        itemType: "group",
        // Groups are signed by their contact details, not by an account.
        authorId: null,
        written: body,
        insert: (tx, heldAt) => repository.createIn(tx, { ...body, heldAt }),
      }),
    { wrap: runFirst(limitGuestPosts(db, guestPostRule)) },
  );
  routes.add(
    groupsContract.edit,
    moderatorEdit(db, {
      itemType: "group",
      notFoundMessage: GROUP_NOT_FOUND,
      update: repository.updateIn,
    }),
  );
  routes.add(groupsContract.remove, async ({ params }) => {
    if ((await repository.deleteById(params.id)) === undefined) throw notFound(GROUP_NOT_FOUND_FOR_DELETE);
  });

  return router;
}
