/**
 * /api/moderation (moderators only): the queue and its count, claiming a case, acting on it,
 * suspending a member or lifting a suspension, and the audit log.
 */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { moderationActionSchema, type QueueCount } from "@shared/safety/moderation";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { decodeCursor, sendPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { viewerOf } from "../lib/viewer";
import { requireModerator } from "../middleware/auth";
import { decodeQueueCursor } from "../repositories/moderation-cases.repository";
import { CASE_NOT_FOUND, MEMBER_NOT_FOUND, moderationService } from "../services/moderation";
import type { ObjectStorage } from "../storage/object-storage";

export function moderationRouter(db: Database, storage: ObjectStorage): Router {
  const router = Router();
  const moderation = moderationService(db, storage);
  router.use(requireModerator);

  router.get("/queue", async (req, res) => {
    const { query } = validate(req, { query: listQuerySchema });
    sendPage(req, res, await moderation.queue({ limit: query.limit, cursor: decodeQueueCursor(query.cursor) }));
  });

  router.get("/queue/count", async (_req, res) => {
    const answer: QueueCount = { open: await moderation.openCount() };
    res.json(answer);
  });

  router.post("/cases/:id/claim", async (req, res) => {
    res.json(await moderation.claim(idParam(req, CASE_NOT_FOUND), viewerOf(req)!));
  });

  router.delete("/cases/:id/claim", async (req, res) => {
    res.json(await moderation.release(idParam(req, CASE_NOT_FOUND), viewerOf(req)!));
  });

  // The case as it is now when the action leaves it open (warn, lock, note); `{ resolved: true }`
  // when it closed it (dismiss, hide, restore, delete).
  router.post("/cases/:id/actions", async (req, res) => {
    const id = idParam(req, CASE_NOT_FOUND);
    const { body } = validate(req, { body: moderationActionSchema });
    res.json(await moderation.act(id, body, viewerOf(req)!));
  });

  router.post("/members/:id/suspension", async (req, res) => {
    res.json(await moderation.suspend(idParam(req, MEMBER_NOT_FOUND), req.body, viewerOf(req)!));
  });

  router.post("/members/:id/suspension/lift", async (req, res) => {
    res.json(await moderation.lift(idParam(req, MEMBER_NOT_FOUND), req.body, viewerOf(req)!));
  });

  router.get("/audit-log", async (req, res) => {
    const { query } = validate(req, { query: listQuerySchema });
    sendPage(req, res, await moderation.auditLog({ limit: query.limit, cursor: decodeCursor(query.cursor) }));
  });

  return router;
}
