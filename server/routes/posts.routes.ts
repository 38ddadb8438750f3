/**
 * /api/posts: community discussions. Members post as themselves; an author or a moderator edits or
 * removes one (shared/contracts/items.contract.ts).
 */
import { Router } from "express";
import { postsContract } from "@shared/contracts/items.contract";
import { memberCategorySchema } from "@shared/contracts/items.body";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { decodeCursor } from "../lib/pagination";
import { signedInViewer } from "../lib/viewer";
import { itemViewsService } from "../services/item-views";
import { postsRepository } from "../repositories/posts.repository";
import { createScreened } from "../services/crisis-screening";
import type { ItemChangesService } from "../services/item-changes";
import { addItemRoutes } from "./item-changes.routes";

/** GET (with ?category=), member POST, and PATCH / DELETE by the author or a moderator for community posts. */
export function postsRouter(db: Database, changes: ItemChangesService): Router {
  const repository = postsRepository(db);
  const views = itemViewsService(db);
  const router = Router();
  const routes = contractRoutes(router, postsContract.list.path);

  routes.add(postsContract.list, async ({ query: { limit, cursor, category } }) =>
    repository.list({ limit, cursor: decodeCursor(cursor), category }),
  );
  routes.add(postsContract.create, async ({ body }, req) => {
    const viewer = signedInViewer(req);
    if (viewer.role !== "moderator") memberCategorySchema.parse(body);
    const author = { author: viewer.username, authorId: viewer.id };
    return createScreened(db, {
      itemType: "post",
      authorId: author.authorId,
      written: body,
      insert: (tx, heldAt) => repository.createIn(tx, { ...body, ...author, heldAt }),
    });
  });
  addItemRoutes(routes, { db, changes, views }, "post");

  return router;
}
