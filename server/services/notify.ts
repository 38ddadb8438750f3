/**
 * Telling a member something happened to what they wrote: one call, inside the transaction that
 * made it happen, so a notification and its live badge update commit or roll back with it.
 */
import type { Executor } from "../db";
import { liveEventsRepository } from "../repositories/live-events.repository";
import { notificationsRepository, type NewNotification } from "../repositories/notifications.repository";

/** The live channel only `userId`'s own event streams receive. */
export function memberChannel(userId: string): string {
  return `member:${userId}`;
}

/** Tells `userId`'s open pages their unread count, with the transaction that changed it; returns it. */
export async function announceUnread(tx: Executor, userId: string): Promise<number> {
  const unread = await notificationsRepository(tx).countUnread(userId);
  await liveEventsRepository(tx).append(memberChannel(userId), { type: "notifications", unread });
  return unread;
}

/**
 * Notifies `recipientId`, unless there is nobody to tell (a guest's item, a deleted account) or the
 * recipient is the actor: nobody is notified about their own actions.
 */
export async function notifyMember(
  tx: Executor,
  notification: Omit<NewNotification, "recipientId"> & { recipientId: string | null },
): Promise<void> {
  const { recipientId } = notification;
  if (!recipientId || recipientId === notification.actor?.id) return;
  await notificationsRepository(tx).add({ ...notification, recipientId });
  await announceUnread(tx, recipientId);
}
