/**
 * Telling a member something happened to what they wrote: one call, inside the transaction that
 * made it happen, so a notification, its live badge update and its email commit or roll back
 * with it. The member's own choices decide what happens (docs/decisions.md: "Your account is
 * yours"): in the app, also by email as it happens, in a daily digest, or not at all; and while
 * they take a break, nothing reaches them and the bell shows no count.
 */
import type { UnreadCount } from "@shared/api";
import type { Executor } from "../db";
import { accountSettingsRepository, type StoredAccountSettings } from "../repositories/account-settings.repository";
import { liveEventsRepository } from "../repositories/live-events.repository";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import { notificationsRepository, type NewNotification } from "../repositories/notifications.repository";
import { isOnBreak } from "./breaks";
import { noticeMail } from "./notice-mail";
import { queuePushNotice } from "./push-notices";

/** The live channel only `userId`'s own event streams receive. */
export function memberChannel(userId: string): string {
  return `member:${userId}`;
}

/**
 * `userId`'s unread count as the bell reads it: hidden (0, paused) while they are on a break.
 * `known` is their settings when the caller has just read them, so they are not read twice.
 */
export async function unreadState(tx: Executor, userId: string, known?: StoredAccountSettings): Promise<UnreadCount> {
  if (known) {
    if (isOnBreak(known)) return { unread: 0, paused: true };
    return { unread: await notificationsRepository(tx).countUnread(userId) };
  }
  // The bell asks on every page: the break and the count in one query.
  const state = await notificationsRepository(tx).unreadWithBreak(userId);
  if (state && isOnBreak(state)) return { unread: 0, paused: true };
  return { unread: state?.unread ?? 0 };
}

/** Tells `userId`'s open pages their unread count, with the transaction that changed it; returns it. */
export async function announceUnread(
  tx: Executor,
  userId: string,
  known?: StoredAccountSettings,
): Promise<UnreadCount> {
  const state = await unreadState(tx, userId, known);
  await liveEventsRepository(tx).append(memberChannel(userId), { type: "notifications", ...state });
  return state;
}

/**
 * Notifies `recipientId`, unless there is nobody to tell (a guest's item, a deleted account) or the
 * recipient is the actor: nobody is notified about their own actions. A member who chose no
 * notices, or is on a break, gets none; a moderator's word about their account is the exception:
 * it is kept for them to read (silently during a break), since it may change what they can do.
 * With email delivery, a new notice (not a grouped one gaining a person) queues one mail.
 */
export async function notifyMember(
  tx: Executor,
  notification: Omit<NewNotification, "recipientId"> & { recipientId: string | null },
): Promise<void> {
  const { recipientId } = notification;
  if (!recipientId || recipientId === notification.actor?.id) return;
  const recipient = await accountSettingsRepository(tx).find(recipientId);
  if (!recipient) return;
  const isPaused = isOnBreak(recipient);
  const isAccountNotice = notification.kind === "moderation";
  if (!isAccountNotice && (isPaused || recipient.notificationDelivery === "none")) return;

  const added = await notificationsRepository(tx).add({ ...notification, recipientId });
  if (isPaused) return;
  await announceUnread(tx, recipientId, recipient);
  if (added.isNew) await queuePushNotice(tx, { id: recipientId, ...recipient }, added.row);
  if (added.isNew && recipient.notificationDelivery === "email" && recipient.email) {
    await mailOutboxRepository(tx).enqueue({ userId: recipientId, to: recipient.email, ...noticeMail(added.row) });
  }
}
