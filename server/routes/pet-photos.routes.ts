/** /api/pet-photos: the Pet's Be Social gallery. Guests may share; a member author or a moderator edits or removes. */
import { Router } from "express";
import { itemNotFoundMessage } from "@shared/item-kinds";
import { z } from "zod";
import { listQuerySchema } from "@shared/api";
import { insertPetPhotoSchema } from "@shared/schema";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { viewerOf } from "../lib/viewer";
import { itemViewsService } from "../services/item-views";
import { badRequest, conflict } from "../lib/http-error";
import { createHandler, listHandler } from "../lib/resource-routes";
import { refuseMemberNames } from "../middleware/guest-names";
import { limitGuestPosts } from "../middleware/guest-post-limit";
import { requesterKey } from "../middleware/rate-limit";
import { petPhotosRepository } from "../repositories/pet-photos.repository";
import { createScreened } from "../services/crisis-screening";
import type { ItemChangesService } from "../services/item-changes";
import { PHOTO_REQUIRED_MESSAGE, uploadsService } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";
import { addItemChangeRoutes } from "./item-changes.routes";

// Every field but the photo is optional, with these defaults.
const createPetPhotoSchema = insertPetPhotoSchema.extend({
  imageUrl: z.string({ error: PHOTO_REQUIRED_MESSAGE }).trim().max(300, PHOTO_REQUIRED_MESSAGE).default(""),
  petName: insertPetPhotoSchema.shape.petName.optional().transform((value) => value || "My Pet"),
  petType: insertPetPhotoSchema.shape.petType.optional().transform((value) => value || "pet"),
  ownerName: insertPetPhotoSchema.shape.ownerName.optional().transform((value) => value || "Anonymous"),
  description: insertPetPhotoSchema.shape.description.transform((value) => value ?? ""),
});

const PHOTO_ALREADY_SHARED_MESSAGE = "This photo has already been shared";

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

  router.get("/", listHandler(listQuerySchema, repository.list));
  router.get("/:id", async (req, res) => {
    res.json(await views.photo(idParam(req, itemNotFoundMessage("photo")), viewerOf(req)));
  });
  router.post(
    "/",
    limitGuestPosts(db, guestPostRule),
    refuseMemberNames(db, { ownerName: "Owner name" }),
    createHandler(createPetPhotoSchema, async (body, req) => {
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
    }),
  );
  // Deleting one deletes its stored files too (services/item-changes.ts).
  addItemChangeRoutes(router, { db, changes, views }, "photo");

  return router;
}
