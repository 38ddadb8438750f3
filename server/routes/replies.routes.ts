/**
 * Replies: /api/posts/:id/replies, /api/stories/:id/replies and /api/pet-photos/:id/replies (one
 * router for each kind of thread) to read a thread and reply to it, and /api/replies/:id for its
 * author or a moderator to edit or remove one, and for moderators to see what an edit replaced.
 */
import { Router, type Request } from "express";
import { itemNotFoundMessage } from "@shared/item-kinds";
import { z } from "zod";
import { replyBodySchema } from "@shared/api";
import { REPLY_PAGE_SIZE, type ThreadItemType } from "@shared/constants";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { listHandler } from "../lib/resource-routes";
import { validate } from "../lib/validate";
import { requireAuth, requireModerator } from "../middleware/auth";
import { revisionsRepository } from "../repositories/revisions.repository";
import { signedInViewer } from "../lib/viewer";
import type { repliesService } from "../services/replies";
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

  router.get(
    "/",
    listHandler(threadPageSchema, (options, viewer, itemId) => service.listThread({ type, itemId }, options, viewer), {
      params: (req: Request) => idParam(req, itemNotFoundMessage(type)),
    }),
  );

  router.post("/", requireAuth, async (req, res) => {
    const itemId = idParam(req, itemNotFoundMessage(type));
    const { body } = validate(req, { body: replyBodySchema });
    res.status(201).json(await service.create({ type, itemId }, body, signedInViewer(req)));
  });

  return router;
}

/** PATCH and DELETE one reply (its author or a moderator); GET its earlier versions (moderators). */
export function repliesRouter(db: Database, service: ReplyService): Router {
  const router = Router();

  router.patch("/:id", requireAuth, async (req, res) => {
    res.json(await service.edit(idParam(req, itemNotFoundMessage("reply")), req.body ?? {}, signedInViewer(req)));
  });

  router.delete("/:id", requireAuth, async (req, res) => {
    await service.remove(idParam(req, itemNotFoundMessage("reply")), signedInViewer(req));
    res.status(204).end();
  });

  router.get("/:id/revisions", requireModerator, async (req, res) => {
    const replyId = idParam(req, itemNotFoundMessage("reply"));
    res.json(toRevisionViews(await revisionsRepository(db).list({ replyId })));
  });

  return router;
}
