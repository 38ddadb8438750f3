/**
 * /api/notifications: a member's own notifications, newest first, their unread count, and marking
 * one or all read. Marking read tells the member's other open pages the new count.
 */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { signedInListHandler } from "../lib/resource-routes";
import { requireAuth } from "../middleware/auth";
import { NOTIFICATION_NOT_FOUND, notificationsService } from "../services/notifications";
import { signedInViewer } from "../lib/viewer";

export function notificationsRouter(db: Database): Router {
  const router = Router();
  const notifications = notificationsService(db);
  router.use(requireAuth);

  router.get(
    "/",
    signedInListHandler(listQuerySchema, (options, viewer) => notifications.list(viewer, options)),
  );

  router.get("/unread-count", async (req, res) => {
    res.json(await notifications.unreadCount(signedInViewer(req).id));
  });

  router.post("/read-all", async (req, res) => {
    res.json(await notifications.markAllRead(signedInViewer(req).id));
  });

  router.post("/:id/read", async (req, res) => {
    const id = idParam(req, NOTIFICATION_NOT_FOUND);
    res.json(await notifications.markRead(id, signedInViewer(req).id));
  });

  return router;
}
