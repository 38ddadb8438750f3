/**
 * /api/notifications: a member's own notifications, newest first, their unread count, and marking
 * one or all read. Marking read tells the member's other open pages the new count.
 */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { decodeCursor, sendPage } from "../lib/pagination";
import { validate } from "../lib/validate";
import { requireAuth } from "../middleware/auth";
import { NOTIFICATION_NOT_FOUND, notificationsService } from "../services/notifications";

export function notificationsRouter(db: Database): Router {
  const router = Router();
  const notifications = notificationsService(db);
  router.use(requireAuth);

  router.get("/", async (req, res) => {
    const { query } = validate(req, { query: listQuerySchema });
    sendPage(req, res, await notifications.list(req.user!, { limit: query.limit, cursor: decodeCursor(query.cursor) }));
  });

  router.get("/unread-count", async (req, res) => {
    res.json(await notifications.unreadCount(req.user!.id));
  });

  router.post("/read-all", async (req, res) => {
    res.json(await notifications.markAllRead(req.user!.id));
  });

  router.post("/:id/read", async (req, res) => {
    const id = idParam(req, NOTIFICATION_NOT_FOUND);
    res.json(await notifications.markRead(id, req.user!.id));
  });

  return router;
}
