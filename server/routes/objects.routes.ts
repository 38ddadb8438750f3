/** /api/objects: hands out one-use upload URLs (docs/decisions.md#upload-urls; shared/contracts/uploads.contract.ts). */
import { Router } from "express";
import { UPLOADS_RATE_LIMITED, uploadsContract } from "@shared/contracts/uploads.contract";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { runFirst } from "../lib/run-first";
import { rateLimit, requesterKey } from "../middleware/rate-limit";
import { uploadsService } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";

/** POST /api/objects/upload: a one-use upload URL, rate-limited per user or client address. */
export function objectsRouter(db: Database, storage: ObjectStorage, limits: Limits): Router {
  const uploads = uploadsService(db, storage);
  const router = Router();
  const limitUploadUrls = rateLimit({
    db,
    name: "upload-url",
    rule: limits.uploadUrlsPerAddress,
    // Per user when logged in (many members can share one address), else per address.
    key: requesterKey,
    message: UPLOADS_RATE_LIMITED,
  });

  contractRoutes(router, "/api/objects").add(
    uploadsContract.issue,
    async ({ body }, req) => uploads.issue(requesterKey(req), body.contentType),
    { wrap: runFirst(limitUploadUrls) },
  );

  return router;
}
