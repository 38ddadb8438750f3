/**
 * Replies: /api/posts/:id/replies, /api/stories/:id/replies and /api/pet-photos/:id/replies (one
 * router for each kind of thread) to read a thread and reply to it, and /api/replies/:id for its
 * author or a moderator to edit or remove one, and for moderators to see what an edit replaced
 * (shared/contracts/replies.contract.ts).
 */
import { Router } from "express";
import { REPLY_NOT_FOUND, THREAD_ROUTES, repliesContract } from "@shared/contracts/replies.contract";
import type { ThreadItemType } from "@shared/constants";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { idParam } from "../lib/id-param";
import { decodeCursor } from "../lib/pagination";
import { checkFirst } from "../lib/run-first";
import { signedInViewer, viewerOf } from "../lib/viewer";
import { revisionsRepository } from "../repositories/revisions.repository";
import type { repliesService } from "../services/replies";
import { toRevisionViews } from "../services/revision-views";

type ReplyService = ReturnType<typeof repliesService>;

/** GET a thread's replies oldest first, and members POST one; mounted at `/<items>/:id/replies`. */
export function threadRepliesRouter(service: ReplyService, type: ThreadItemType): Router {
  const router = Router({ mergeParams: true });
  const { mountPath, list, create } = THREAD_ROUTES[type];
  const routes = contractRoutes(router, mountPath);

  routes.add(list, async ({ params, query: { limit, cursor } }, req) =>
    service.listThread({ type, itemId: params.id }, { limit, cursor: decodeCursor(cursor) }, viewerOf(req)),
  );
  routes.add(create, async ({ params, body }, req) =>
    service.create({ type, itemId: params.id }, body, signedInViewer(req)),
  );

  return router;
}

/** PATCH and DELETE one reply (its author or a moderator); GET its earlier versions (moderators). */
export function repliesRouter(db: Database, service: ReplyService): Router {
  const router = Router();
  const routes = contractRoutes(router, "/api/replies");
  // Who asks is checked before the body is read: a stranger's malformed edit is a 403, not a 400.
  const changerFirst = checkFirst((req) => service.checkChange(idParam(req, REPLY_NOT_FOUND), signedInViewer(req)));

  routes.add(
    repliesContract.edit,
    async ({ params, body }, req) => service.edit(params.id, body, signedInViewer(req)),
    {
      wrap: changerFirst,
    },
  );
  routes.add(repliesContract.remove, async ({ params }, req) => service.remove(params.id, signedInViewer(req)));
  routes.add(repliesContract.revisions, async ({ params }) =>
    toRevisionViews(await revisionsRepository(db).list({ replyId: params.id })),
  );

  return router;
}
