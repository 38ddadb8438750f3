/**
 * /api/moderation (moderators only): the queue and its count, claiming a case, acting on it,
 * suspending a member or lifting a suspension, the audit log, and /admin's searchable lists.
 */
import { Router, type Request } from "express";
import { ADMIN_LIST_IDS, adminListQuerySchema } from "@shared/admin-lists";
import { listQuerySchema } from "@shared/api";
import { moderationActionSchema, type QueueCount } from "@shared/safety/moderation";
import type { Database } from "../db";
import { badRequest, notFound } from "../lib/http-error";
import { idParam, pathParam } from "../lib/id-param";
import { listHandler } from "../lib/resource-routes";
import { validate } from "../lib/validate";
import { signedInViewer } from "../lib/viewer";
import { requireModerator } from "../middleware/auth";
import { adminListStatuses, adminListsRepository } from "../repositories/admin-lists.repository";
import { decodeQueueCursor } from "../repositories/moderation-cases.repository";
import { CASE_NOT_FOUND, MEMBER_NOT_FOUND, moderationService } from "../services/moderation";
import type { ObjectStorage } from "../storage/object-storage";

export function moderationRouter(db: Database, storage: ObjectStorage): Router {
  const router = Router();
  const moderation = moderationService(db, storage);
  const lists = adminListsRepository(db);
  router.use(requireModerator);

  router.get("/queue", listHandler(listQuerySchema, moderation.queue, { decodeCursor: decodeQueueCursor }));

  router.get("/queue/count", async (_req, res) => {
    const answer: QueueCount = { open: await moderation.openCount() };
    res.json(answer);
  });

  router.post("/cases/:id/claim", async (req, res) => {
    res.json(await moderation.claim(idParam(req, CASE_NOT_FOUND), signedInViewer(req)));
  });

  router.delete("/cases/:id/claim", async (req, res) => {
    res.json(await moderation.release(idParam(req, CASE_NOT_FOUND), signedInViewer(req)));
  });

  // The case as it is now when the action leaves it open (warn, lock, note); `{ resolved: true }`
  // when it closed it (dismiss, hide, restore, delete).
  router.post("/cases/:id/actions", async (req, res) => {
    const id = idParam(req, CASE_NOT_FOUND);
    const { body } = validate(req, { body: moderationActionSchema });
    res.json(await moderation.act(id, body, signedInViewer(req)));
  });

  router.post("/members/:id/suspension", async (req, res) => {
    res.json(await moderation.suspend(idParam(req, MEMBER_NOT_FOUND), req.body, signedInViewer(req)));
  });

  router.post("/members/:id/suspension/lift", async (req, res) => {
    res.json(await moderation.lift(idParam(req, MEMBER_NOT_FOUND), req.body, signedInViewer(req)));
  });

  // /admin's list tabs: every item whatever its state, searched and filtered
  // (docs/features.md#what-moderators-can-do-in-admin).
  router.get(
    "/lists/:list",
    listHandler(
      adminListQuerySchema,
      async (options, _viewer, list) => {
        const statuses = adminListStatuses(list);
        if (options.status !== undefined && !statuses.includes(options.status)) {
          throw badRequest(
            statuses.length > 0
              ? `status must be one of: ${statuses.join(", ")}`
              : "This list has no statuses to filter by",
          );
        }
        return lists.page(list, options);
      },
      {
        params: (req: Request) => {
          const list = ADMIN_LIST_IDS.find((id) => id === pathParam(req, "list"));
          if (!list) throw notFound("There is no such list");
          return list;
        },
      },
    ),
  );

  router.get("/audit-log", listHandler(listQuerySchema, moderation.auditLog));

  return router;
}
