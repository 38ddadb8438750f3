/** A member reading their notifications: a page newest first, the unread count, and marking read. */
import type { UnreadCount } from "@shared/api";
import { NOTIFICATION_NOT_FOUND, type Notification } from "@shared/contracts/notifications.contract";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import type { Cursor, Page } from "../lib/pagination";
import type { Viewer } from "../lib/viewer";
import { notificationsRepository } from "../repositories/notifications.repository";
import { inTransaction } from "../repositories/transaction";
import { toNotificationView } from "./notification-views";
import { announceUnread, unreadState } from "./notify";

export function notificationsService(db: Database) {
  return {
    /** One page of `reader`'s notifications, naming each item only while they may see it. */
    async list(
      reader: Pick<Viewer, "id" | "role">,
      options: { limit: number; cursor?: Cursor },
    ): Promise<Page<Notification>> {
      const page = await notificationsRepository(db).list(reader.id, { ...options, role: reader.role });
      return { ...page, items: page.items.map(toNotificationView) };
    },

    /** The count the bell shows, hidden while the member is on a break. */
    unreadCount(userId: string): Promise<UnreadCount> {
      return unreadState(db, userId);
    },

    /** Marks one read (404 when it is not theirs); returns the new unread count, announced live. */
    markRead(id: string, userId: string): Promise<UnreadCount> {
      return inTransaction(db, async (tx) => {
        if (!(await notificationsRepository(tx).markRead(id, userId))) throw notFound(NOTIFICATION_NOT_FOUND);
        return announceUnread(tx, userId);
      });
    },

    /** Marks all read; returns the new unread count (0), announced live. */
    markAllRead(userId: string): Promise<UnreadCount> {
      return inTransaction(db, async (tx) => {
        await notificationsRepository(tx).markAllRead(userId);
        return announceUnread(tx, userId);
      });
    },
  };
}
