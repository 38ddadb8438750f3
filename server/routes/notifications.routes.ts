/**
 * /api/notifications: a member's own notifications, newest first, their unread count, and marking
 * one or all read (shared/contracts/notifications.contract.ts). Marking read tells the member's
 * other open pages the new count.
 */
import { Router } from "express";
import { notificationsContract } from "@shared/contracts/notifications.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { decodeCursor } from "../lib/pagination";
import { signedInViewer } from "../lib/viewer";
import { notificationsService } from "../services/notifications";

export function notificationsRouter(db: Database): Router {
  const router = Router();
  const notifications = notificationsService(db);
  const routes = contractRoutes(router, "/api/notifications");

  routes.add(notificationsContract.list, async ({ query: { limit, cursor } }, req) =>
    notifications.list(signedInViewer(req), { limit, cursor: decodeCursor(cursor) }),
  );
  routes.add(notificationsContract.unreadCount, async (_input, req) =>
    notifications.unreadCount(signedInViewer(req).id),
  );
  routes.add(notificationsContract.markAllRead, async (_input, req) =>
    notifications.markAllRead(signedInViewer(req).id),
  );
  routes.add(notificationsContract.markRead, async ({ params }, req) =>
    notifications.markRead(params.id, signedInViewer(req).id),
  );

  return router;
}
