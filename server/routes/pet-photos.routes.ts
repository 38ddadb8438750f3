/**
 * /api/pet-photos: the Pet's Be Social gallery. Guests may share; a member author or a moderator
 * edits or removes (shared/contracts/items.contract.ts).
 */
import { Router } from "express";
import { PHOTO_ALREADY_SHARED_MESSAGE, PHOTO_REQUIRED_MESSAGE } from "@shared/contracts/items.body";
import { petPhotosContract } from "@shared/contracts/items.contract";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { badRequest, conflict } from "../lib/http-error";
import { decodeCursor } from "../lib/pagination";
import { runFirst } from "../lib/run-first";
import { itemViewsService } from "../services/item-views";
import { refuseMemberNames } from "../middleware/guest-names";
import { limitGuestPosts } from "../middleware/guest-post-limit";
import { requesterKey } from "../middleware/rate-limit";
import { petPhotosRepository } from "../repositories/pet-photos.repository";
import { createScreened } from "../services/crisis-screening";
import type { ItemChangesService } from "../services/item-changes";
import { uploadsService } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";
import { addItemRoutes } from "./item-changes.routes";

/**
 * GET the gallery, POST a photo (guests rate-limited per address), and PATCH / DELETE (with its
 * files) by its member author or a moderator.
 */
export function petPhotosRouter(
  db: Database,
  storage: ObjectStorage,
  guestPostRule: RateRule,
  changes: ItemChangesService,
): Router {
  const repository = petPhotosRepository(db);
  const uploads = uploadsService(db, storage);
  const views = itemViewsService(db);
  const router = Router();
  const routes = contractRoutes(router, petPhotosContract.list.path);
  // A guest is counted, then their name checked, before the body is read.
  const guestChecksFirst = runFirst(
    limitGuestPosts(db, guestPostRule),
    refuseMemberNames(db, { ownerName: "Owner name" }),
  );

  routes.add(petPhotosContract.list, async ({ query: { limit, cursor } }) =>
    repository.list({ limit, cursor: decodeCursor(cursor) }),
  );
  routes.add(
    petPhotosContract.create,
    async ({ body }, req) => {
      if (body.imageUrl === "") throw badRequest(PHOTO_REQUIRED_MESSAGE);
      const imageUrl = await uploads.requireOwnStoredImage(body.imageUrl, requesterKey(req));
      // The unique index on image_url settles two shares racing past this check (409 either way).
      if (await repository.isImageUsed(imageUrl)) throw conflict(PHOTO_ALREADY_SHARED_MESSAGE);
      // A logged-in member's name and id come from the session, never from the body.
      const owner = req.user
        ? { ownerName: req.user.username, userId: req.user.id }
        : { ownerName: body.ownerName, userId: null };
      return createScreened(db, {
        itemType: "photo",
        authorId: owner.userId,
        written: body,
        insert: (tx, heldAt) => repository.createIn(tx, { ...body, ...owner, imageUrl, heldAt }),
      });
    },
    { wrap: guestChecksFirst },
  );
  // Deleting one deletes its stored files too (services/item-changes.ts).
  addItemRoutes(routes, { db, changes, views }, "photo");

  return router;
}
