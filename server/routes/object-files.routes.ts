/**
 * /objects: the same-origin upload target of the local driver (PUT, raw bytes, never through the
 * JSON parser) and the stored images a pet photo shows (GET, for either driver).
 */
import { Router } from "express";
import { z } from "zod";
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from "@shared/constants";
import type { Database } from "../db";
import { forbidden, notFound } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { readBodyWithLimit } from "../lib/read-body";
import { validate } from "../lib/validate";
import { objectPathFor, uploadsService } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";

// The signed upload target refuses a malformed id like any other bad link (403); reads use idParam (404).
const uploadIdParams = z.object({ id: z.uuid() });
const imageQuery = z.object({
  size: z.enum(["thumb", "display"], { error: "size must be thumb or display" }).default("display"),
});
// An hour, then revalidated (Express's ETag answers 304 when unchanged): a removed photo leaves
// every cache within the hour, not the year `immutable` kept it (docs/decisions.md#personal-answers-are-never-cached).
export const PHOTO_CACHE_CONTROL = "public, max-age=3600, must-revalidate";

/** PUT /objects/upload/:id (signed, one use) and GET /objects/uploads/:id (?size=thumb). */
export function objectFilesRouter(db: Database, storage: ObjectStorage): Router {
  const uploads = uploadsService(db, storage);
  const router = Router();

  router.put("/objects/upload/:id", async (req, res) => {
    const id = uploadIdParams.safeParse(req.params).data?.id;
    const signed = id ? storage.verifyUploadUrl(id, req.query) : null;
    if (!id || !signed || signed.expires <= Date.now() || signed.max !== MAX_UPLOAD_BYTES) {
      req.resume();
      throw forbidden("This upload link is not valid, has expired or has already been used");
    }
    await uploads.assertAcceptsFile(id);
    const bytes = await readBodyWithLimit(req, signed.max, UPLOAD_TOO_LARGE_MESSAGE);
    await uploads.store(id, bytes);
    res.status(200).json({ objectPath: objectPathFor(id) });
  });

  router.get("/objects/uploads/:id", async (req, res) => {
    const id = idParam(req);
    const { query } = validate(req, { query: imageQuery });
    const image = await uploads.readShared(id, query.size);
    if (!image) throw notFound();
    res
      .set({ "Content-Type": "image/webp", "Cache-Control": PHOTO_CACHE_CONTROL, "X-Content-Type-Options": "nosniff" })
      .send(image);
  });

  return router;
}
