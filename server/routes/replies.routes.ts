/**
 * Replies: /api/posts/:id/replies, /api/stories/:id/replies and /api/pet-photos/:id/replies (one
 * router for each kind of thread) to read a thread and reply to it, and /api/replies/:id for its
 * author or a moderator to edit or remove one, and for moderators to see what an edit replaced.
 */
import { Router } from "express";
import { z } from "zod";
import { replyBodySchema } from "@shared/api";
import { REPLY_PAGE_SIZE, type ThreadItemType } from "@shared/constants";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { decodeCursor, sendPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { requireAuth, requireModerator } from "../middleware/auth";
import { revisionsRepository } from "../repositories/revisions.repository";
import { viewerOf } from "../lib/viewer";
import { ITEM_NOT_FOUND, REPLY_NOT_FOUND, type repliesService } from "../services/replies";
import { toRevisionViews } from "../services/revision-views";

const threadPageSchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(REPLY_PAGE_SIZE.max, `limit must be at most ${REPLY_PAGE_SIZE.max}`)
    .default(REPLY_PAGE_SIZE.default),
  cursor: z.string().max(200, "cursor is not valid").optional(),
});

type ReplyService = ReturnType<typeof repliesService>;

/** GET a thread's replies oldest first, and members POST one; mounted at `/<items>/:id/replies`. */
export function threadRepliesRouter(service: ReplyService, type: ThreadItemType): Router {
  const router = Router({ mergeParams: true });

  router.get("/", async (req, res) => {
    const itemId = idParam(req, ITEM_NOT_FOUND[type]);
    const { query } = validate(req, { query: threadPageSchema });
    const page = await service.listThread(
      { type, itemId },
      { limit: query.limit, cursor: decodeCursor(query.cursor) },
      viewerOf(req),
    );
    sendPage(req, res, page);
  });

  router.post("/", requireAuth, async (req, res) => {
    const itemId = idParam(req, ITEM_NOT_FOUND[type]);
    const { body } = validate(req, { body: replyBodySchema });
    res.status(201).json(await service.create({ type, itemId }, body, viewerOf(req)!));
  });

  return router;
}

/** PATCH and DELETE one reply (its author or a moderator); GET its earlier versions (moderators). */
export function repliesRouter(db: Database, service: ReplyService): Router {
  const router = Router();

  router.patch("/:id", requireAuth, async (req, res) => {
    res.json(await service.edit(idParam(req, REPLY_NOT_FOUND), req.body ?? {}, viewerOf(req)!));
  });

  router.delete("/:id", requireAuth, async (req, res) => {
    await service.remove(idParam(req, REPLY_NOT_FOUND), viewerOf(req)!);
    res.status(204).end();
  });

  router.get("/:id/revisions", requireModerator, async (req, res) => {
    const replyId = idParam(req, REPLY_NOT_FOUND);
    res.json(toRevisionViews(await revisionsRepository(db).list({ replyId })));
  });

  return router;
}
