/** SQL for members' notifications: add (grouping unread reactions), and count unread. */
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { NotificationKind, ReactionKind } from "@shared/constants";
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

/** Notification queries; `executor` may be a transaction, so a notification commits with its cause. */
export function notificationsRepository(executor: Executor) {
  return {
    /**
     * Adds a notification, or, when an unread one has the same group key, adds the actor to it
     * (once per person) and brings it back to the top.
     */
    async add(notification: NewNotification): Promise<void> {
      const actorIds = notification.actor ? [notification.actor.id] : [];
      await executor
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
        });
    },

    /** How many of `userId`'s notifications are unread. */
    async countUnread(userId: string): Promise<number> {
      const [row] = await executor
        .select({ unread: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.unread ?? 0;
    },
  };
}
