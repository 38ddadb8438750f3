/** SQL for members' notifications: add (grouping unread reactions), and count unread. */
import { and, count, eq, getTableColumns, isNull, sql } from "drizzle-orm";
import { afterCursor, newestFirst, toPage, type Cursor, type Page } from "../lib/pagination";
import { UNREAD_COUNT_SHOWN_UP_TO, type NotificationKind, type ReactionKind } from "@shared/constants";
import { notifications } from "@shared/schema";
import type { Executor } from "../db";

export interface NewNotification {
  recipientId: string;
  kind: NotificationKind;
  actor: { id: string; username: string } | null;
  subject: string;
  url: string;
  reactionKind?: ReactionKind;
  /** Unread notifications with the same key become one row that counts people (reactions). */
  groupKey?: string;
}

/** Unread notifications are counted up to this many (see countUnread). */
export const UNREAD_COUNT_CAP = UNREAD_COUNT_SHOWN_UP_TO + 1;

export type NotificationRow = typeof notifications.$inferSelect;

/** Notification queries; `executor` may be a transaction, so a notification commits with its cause. */
export function notificationsRepository(executor: Executor) {
  return {
    /**
     * Adds a notification, or, when an unread one has the same group key, adds the actor to it
     * (once per person) and brings it back to the top. Answers the row and whether it is new (not
     * a grouped one gaining a person), so a mail goes out per notice, not per reaction.
     */
    async add(notification: NewNotification): Promise<{ row: NotificationRow; isNew: boolean }> {
      const actorIds = notification.actor ? [notification.actor.id] : [];
      const [added] = await executor
        .insert(notifications)
        .values({
          userId: notification.recipientId,
          kind: notification.kind,
          groupKey: notification.groupKey ?? null,
          actorName: notification.actor?.username ?? null,
          actorIds,
          subject: notification.subject,
          url: notification.url,
          reactionKind: notification.reactionKind ?? null,
        })
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.groupKey],
          targetWhere: sql`${notifications.readAt} is null and ${notifications.groupKey} is not null`,
          set: {
            actorName: sql`excluded.actor_name`,
            actorIds: sql`case when excluded.actor_ids <@ ${notifications.actorIds} then ${notifications.actorIds}
              else ${notifications.actorIds} || excluded.actor_ids end`,
            createdAt: sql`now()`,
          },
        })
        // A row the insert made has no deleting transaction yet; one the conflict updated does.
        .returning({ ...getTableColumns(notifications), isNew: sql<boolean>`(xmax = 0)` });
      if (!added) throw new Error("Insert returned no row");
      const { isNew, ...row } = added;
      return { row, isNew };
    },

    /** One page of `userId`'s notifications, newest first. */
    async list(userId: string, options: { limit: number; cursor?: Cursor }): Promise<Page<NotificationRow>> {
      const rows = await executor
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), afterCursor(notifications, options.cursor)))
        .orderBy(...newestFirst(notifications))
        .limit(options.limit + 1);
      return toPage(rows, options.limit);
    },

    /** Marks one of `userId`'s notifications read; false when they have none with that id. */
    async markRead(id: string, userId: string): Promise<boolean> {
      const rows = await executor
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Marks every one of `userId`'s notifications read. */
    async markAllRead(userId: string): Promise<void> {
      await executor
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /**
     * How many of `userId`'s notifications are unread, counted up to UNREAD_COUNT_CAP: the bell
     * shows "99+" beyond that, and counting a neglected inbox in full would slow every reply to it.
     */
    async countUnread(userId: string): Promise<number> {
      const unread = executor
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .limit(UNREAD_COUNT_CAP)
        .as("unread");
      const [row] = await executor.select({ unread: count() }).from(unread);
      return row?.unread ?? 0;
    },
  };
}
