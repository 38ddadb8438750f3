/**
 * /objects: the same-origin upload target of the local driver (PUT, raw bytes, never through the
 * JSON parser) and the stored images a pet photo or the site's own content shows (GET, for either
 * driver), to whoever the visibility rule shows that row to.
 */
import { Router, type Request, type RequestHandler, type Response } from "express";
import { z } from "zod";
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from "@shared/constants";
import type { Database } from "../db";
import { forbidden, notFound } from "../lib/http-error";
import { idParam, idParamOrUndefined } from "../lib/id-param";
import { readBodyWithLimit } from "../lib/read-body";
import { validate } from "../lib/validate";
import { viewerOf } from "../lib/viewer";
import { PRIVATE_NO_STORE } from "../middleware/private-answers";
import { requesterKey } from "../middleware/rate-limit";
import { objectPathFor, uploadsService, type Asker } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";

// The signed upload target refuses a malformed id like any other bad link (403); reads use idParam (404).
const imageQuery = z.object({
  size: z.enum(["thumb", "display"], { error: "size must be thumb or display" }).default("display"),
});
/**
 * A published image: a browser keeps it an hour, a shared cache (a CDN, a proxy) a minute, then
 * each revalidates (Express's ETag answers 304 when unchanged). A photo hidden or removed is gone
 * from every shared cache within the minute, so nobody new gets it, and from the browsers that had
 * already shown it within the hour (docs/decisions.md#personal-answers-are-never-cached).
 */
export const PHOTO_CACHE_CONTROL = "public, max-age=3600, s-maxage=60, must-revalidate";

/**
 * A 404 no cache keeps: the same address may be someone's own held photo, and a photo published
 * or restored is served again at once.
 */
const fileNotFound = () => notFound("Not found", { "Cache-Control": "no-store" });

/** Runs `chain` on the request: who is asking, from its session, is known once it resolves. */
function identify(chain: RequestHandler, req: Request, res: Response): Promise<Asker> {
  return new Promise((resolve, reject) => {
    void chain(req, res, (error?: unknown) =>
      error ? reject(error) : resolve({ viewer: viewerOf(req), uploaderKey: requesterKey(req) }),
    );
  });
}

/**
 * PUT /objects/upload/:id (signed, one use) and GET /objects/uploads/:id (?size=thumb).
 * `whoIsAsking` is the API's session chain: run only for a file the public may not see, so a
 * public image never reads a session or sets a cookie.
 */
export function objectFilesRouter(db: Database, storage: ObjectStorage, whoIsAsking: RequestHandler[] = []): Router {
  const uploads = uploadsService(db, storage);
  const router = Router();
  const session: RequestHandler = whoIsAsking.length > 0 ? Router().use(...whoIsAsking) : (_req, _res, next) => next();

  router.put("/objects/upload/:id", async (req, res) => {
    const id = idParamOrUndefined(req);
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
    const shown = await uploads.readShown(id, query.size, () => identify(session, req, res));
    if (!shown) throw fileNotFound();
    res
      .set({
        "Content-Type": "image/webp",
        // Not public (a held or hidden photo's, a draft's, an unshared upload): no cache may keep it for anyone else.
        "Cache-Control": shown.isPublic ? PHOTO_CACHE_CONTROL : PRIVATE_NO_STORE,
        "X-Content-Type-Options": "nosniff",
      })
      .send(shown.image);
  });

  return router;
}
