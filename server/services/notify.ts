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
  const repository = notificationsRepository(tx);
  await repository.add({ ...notification, recipientId });
  const unread = await repository.countUnread(recipientId);
  await liveEventsRepository(tx).append(memberChannel(recipientId), { type: "notifications", unread });
}
