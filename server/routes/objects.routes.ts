/** /api/objects: hands out one-use upload URLs (decisions.md: Uploads). */
import { Router, type RequestHandler } from "express";
import { z } from "zod";
import { ACCEPTED_IMAGE_TYPES } from "@shared/constants";
import type { Database } from "../db";
import { validate } from "../lib/validate";
import { uploadsService } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";

// The spec's client sends no body; a client may name the file's type so GCS can sign it.
const uploadRequestSchema = z.object({
  contentType: z.enum(ACCEPTED_IMAGE_TYPES, { error: `contentType must be one of: ${ACCEPTED_IMAGE_TYPES.join(", ")}` }).optional(),
});

export function objectsRouter(db: Database, storage: ObjectStorage, limitUploadUrls: RequestHandler[] = []): Router {
  const uploads = uploadsService(db, storage);
  const router = Router();

  router.post("/upload", ...limitUploadUrls, async (req, res) => {
    const { body } = validate(req, { body: uploadRequestSchema });
    const issuedTo = req.user ? `user:${req.user.id}` : `ip:${req.ip ?? "unknown"}`;
    res.status(200).json(await uploads.issue(issuedTo, body.contentType));
  });

  return router;
}
