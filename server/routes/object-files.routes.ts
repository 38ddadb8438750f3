/**
 * /objects: the same-origin upload target of the local driver (PUT, raw bytes, never through the
 * JSON parser) and the stored images a pet photo or the site's own content shows (GET, for either
 * driver), to whoever the visibility rule shows that row to (shared/contracts/uploads.contract.ts).
 */
import { Router, type Request, type RequestHandler, type Response } from "express";
import { MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE_MESSAGE } from "@shared/constants";
import { UPLOAD_URL_REFUSED, uploadsContract } from "@shared/contracts/uploads.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { forbidden, notFound } from "../lib/http-error";
import { idParamOrUndefined } from "../lib/id-param";
import { readBodyWithLimit } from "../lib/read-body";
import { viewerOf } from "../lib/viewer";
import { PRIVATE_NO_STORE } from "../middleware/private-answers";
import { requesterKey } from "../middleware/rate-limit";
import { objectPathFor, uploadsService, type Asker } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";

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
 * PUT /objects/upload/:id (signed, one use) and GET /objects/uploads/:id (?size=thumb), mounted at the root.
 * `whoIsAsking` is the API's session chain: run only for a file the public may not see, so a
 * public image never reads a session or sets a cookie.
 */
export function objectFilesRouter(db: Database, storage: ObjectStorage, whoIsAsking: RequestHandler[] = []): Router {
  const uploads = uploadsService(db, storage);
  const router = Router();
  const session: RequestHandler = whoIsAsking.length > 0 ? Router().use(...whoIsAsking) : (_req, _res, next) => next();

  const routes = contractRoutes(router, "/");

  // The signed upload target refuses a malformed id like any other bad link (403); reads answer 404.
  routes.add(uploadsContract.store, async ({ query }, req) => {
    const id = idParamOrUndefined(req);
    const signed = id ? storage.verifyUploadUrl(id, query) : null;
    if (!id || !signed || signed.expires <= Date.now() || signed.max !== MAX_UPLOAD_BYTES) {
      req.resume();
      throw forbidden(UPLOAD_URL_REFUSED);
    }
    await uploads.assertAcceptsFile(id);
    const bytes = await readBodyWithLimit(req, signed.max, UPLOAD_TOO_LARGE_MESSAGE);
    await uploads.store(id, bytes);
    return { objectPath: objectPathFor(id) };
  });

  routes.add(uploadsContract.file, async ({ params, query }, req, res) => {
    const shown = await uploads.readShown(params.id, query.size, () => identify(session, req, res));
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
