/** /api/objects: hands out one-use upload URLs (docs/decisions.md#upload-urls). */
import { Router } from "express";
import { z } from "zod";
import { ACCEPTED_IMAGE_TYPES } from "@shared/constants";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { validate } from "../lib/validate";
import { rateLimit, requesterKey } from "../middleware/rate-limit";
import { uploadsService } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";

// The spec's client sends no body; a client may name the file's type so GCS can sign it.
const uploadRequestSchema = z.object({
  contentType: z
    .enum(ACCEPTED_IMAGE_TYPES, { error: `contentType must be one of: ${ACCEPTED_IMAGE_TYPES.join(", ")}` })
    .optional(),
});

/** POST /upload: a one-use upload URL, rate-limited per user or client address. */
export function objectsRouter(db: Database, storage: ObjectStorage, limits: Limits): Router {
  const uploads = uploadsService(db, storage);
  const router = Router();
  const limitUploadUrls = rateLimit({
    db,
    name: "upload-url",
    rule: limits.uploadUrlsPerAddress,
    // Per user when logged in (many members can share one address), else per address.
    key: requesterKey,
    message: "Too many uploads. Please try again later.",
  });

  router.post("/upload", limitUploadUrls, async (req, res) => {
    const { body } = validate(req, { body: uploadRequestSchema });
    res.status(200).json(await uploads.issue(requesterKey(req), body.contentType));
  });

  return router;
}
