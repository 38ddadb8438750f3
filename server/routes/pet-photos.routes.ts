/** /api/pet-photos: the Pet's Be Social gallery. Guests may share; moderators delete. */
import { Router, type RequestHandler } from "express";
import { z } from "zod";
import { listQuerySchema } from "@shared/api";
import { insertPetPhotoSchema } from "@shared/schema";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { HttpError, notFound } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { decodeCursor, sendPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { requireModerator } from "../middleware/auth";
import { petPhotosRepository } from "../repositories/pet-photos.repository";
import { rateLimit } from "../services/rate-limiter";
import { PHOTO_REQUIRED_MESSAGE, uploadIdFromPath, uploadsService } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";

// Spec §5: every field but the photo is optional, with these defaults.
const createPetPhotoSchema = insertPetPhotoSchema.extend({
  imageUrl: z.string({ error: PHOTO_REQUIRED_MESSAGE }).trim().max(300, PHOTO_REQUIRED_MESSAGE).default(""),
  petName: insertPetPhotoSchema.shape.petName.optional().transform((value) => value || "My Pet"),
  petType: insertPetPhotoSchema.shape.petType.optional().transform((value) => value || "pet"),
  ownerName: insertPetPhotoSchema.shape.ownerName.optional().transform((value) => value || "Anonymous"),
  description: insertPetPhotoSchema.shape.description.transform((value) => value ?? ""),
});

/** GET the gallery, POST a photo (guests rate-limited per address), moderators DELETE with its files. */
export function petPhotosRouter(db: Database, storage: ObjectStorage, limits: Limits): Router {
  const repository = petPhotosRepository(db);
  const limitGuestPosts = rateLimit({
    db,
    name: "anonymous-post",
    rule: limits.anonymousPostsPerAddress,
    message: "Too many posts from this address. Please try again later.",
  });
  // Members are accountable through their account; only guests are counted per address.
  const limitAnonymousPosts: RequestHandler = (req, res, next) => (req.user ? next() : limitGuestPosts(req, res, next));
  const uploads = uploadsService(db, storage);
  const router = Router();

  router.get("/", async (req, res) => {
    const { query } = validate(req, { query: listQuerySchema });
    sendPage(req, res, await repository.list({ limit: query.limit, cursor: decodeCursor(query.cursor) }));
  });

  router.post("/", limitAnonymousPosts, async (req, res) => {
    const { body } = validate(req, { body: createPetPhotoSchema });
    if (body.imageUrl === "") throw new HttpError(400, PHOTO_REQUIRED_MESSAGE);
    await uploads.requireStoredImage(body.imageUrl);
    if (await repository.isImageUsed(body.imageUrl)) throw new HttpError(409, "This photo has already been shared");
    // A logged-in member's name and id come from the session, never from the body.
    const owner = req.user
      ? { ownerName: req.user.username, userId: req.user.id }
      : { ownerName: body.ownerName, userId: null };
    res.status(201).json(await repository.create({ ...body, ...owner }));
  });

  router.delete("/:id", requireModerator, async (req, res) => {
    const photo = await repository.remove(idParam(req, "Photo not found"));
    if (!photo) throw notFound("Photo not found");
    const uploadId = uploadIdFromPath(photo.imageUrl);
    if (uploadId) await uploads.remove(uploadId);
    res.status(204).end();
  });

  return router;
}
