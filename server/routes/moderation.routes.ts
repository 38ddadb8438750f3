/**
 * /api/moderation (moderators only, shared/contracts/moderation.contract.ts): the queue and its
 * count, claiming a case, acting on it, suspending a member or lifting a suspension, the audit log,
 * and /admin's searchable lists.
 */
import { Router } from "express";
import {
  MEMBER_NOT_FOUND,
  NO_LIST_STATUSES,
  listStatusesMessage,
  moderationContract,
} from "@shared/contracts/moderation.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { badRequest } from "../lib/http-error";
import { idParam } from "../lib/id-param";
import { decodeCursor } from "../lib/pagination";
import { checkFirst } from "../lib/run-first";
import { signedInViewer, type Viewer } from "../lib/viewer";
import { adminListStatuses, adminListsRepository } from "../repositories/admin-lists.repository";
import { decodeQueueCursor } from "../repositories/moderation-cases.repository";
import { memberSuspensionsService } from "../services/member-suspensions";
import { moderationService } from "../services/moderation";
import type { ObjectStorage } from "../storage/object-storage";

/**
 * Runs `check` on the member the path names before the body is read, so a member who is not there
 * (or may not be suspended) is refused as such, whatever the body says.
 */
function memberFirst(check: (memberId: string, moderator: Viewer) => Promise<void>) {
  return checkFirst((req) => check(idParam(req, MEMBER_NOT_FOUND), signedInViewer(req)));
}

export function moderationRouter(db: Database, storage: ObjectStorage): Router {
  const router = Router();
  const routes = contractRoutes(router, "/api/moderation");
  const moderation = moderationService(db, storage);
  const suspensions = memberSuspensionsService(db);
  const lists = adminListsRepository(db);

  routes.add(moderationContract.queue, async ({ query: { limit, cursor } }) =>
    moderation.queue({ limit, cursor: decodeQueueCursor(cursor) }),
  );
  routes.add(moderationContract.queueCount, async () => ({ open: await moderation.openCount() }));

  routes.add(moderationContract.claim, async ({ params }, req) => moderation.claim(params.id, signedInViewer(req)));
  routes.add(moderationContract.release, async ({ params }, req) => moderation.release(params.id, signedInViewer(req)));
  // The case as it is now when the action leaves it open (warn, lock, note); `{ resolved: true }`
  // when it closed it (dismiss, hide, restore, delete).
  routes.add(moderationContract.act, async ({ params, body }, req) =>
    moderation.act(params.id, body, signedInViewer(req)),
  );

  routes.add(
    moderationContract.suspend,
    async ({ params, body }, req) => suspensions.suspend(params.id, body, signedInViewer(req)),
    { wrap: memberFirst(suspensions.checkSuspendable) },
  );
  routes.add(
    moderationContract.lift,
    async ({ params, body }, req) => suspensions.lift(params.id, body, signedInViewer(req)),
    { wrap: memberFirst(suspensions.checkMember) },
  );

  // /admin's list tabs: every item whatever its state, searched and filtered
  // (docs/features.md#what-moderators-can-do-in-admin).
  routes.add(moderationContract.list, async ({ params: { list }, query: { limit, cursor, q, status } }) => {
    const after = decodeCursor(cursor);
    const statuses = adminListStatuses(list);
    if (status !== undefined && !statuses.includes(status)) {
      throw badRequest(statuses.length > 0 ? listStatusesMessage(statuses) : NO_LIST_STATUSES);
    }
    return lists.page(list, { limit, cursor: after, q, status });
  });

  routes.add(moderationContract.auditLog, async ({ query: { limit, cursor } }) =>
    moderation.auditLog({ limit, cursor: decodeCursor(cursor) }),
  );

  return router;
}
