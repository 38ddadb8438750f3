/**
 * Which notices also become push notices on a member's devices (docs/features.md#your-account),
 * queued in the transaction of the event, one outbox row per device, once per event. notify.ts
 * calls it for a new notice (never a grouped one gaining a person) to a member who is not on a
 * break; this decides the rest: a kind they chose, outside their quiet hours. Quiet hours drop a
 * notice rather than hold it: the bell keeps it, and a night's replies arriving at 07:00 would be
 * the very buzz quiet hours were chosen against.
 */
import type { NotificationKind, PushKind } from "@shared/constants";
import type { PushPayload } from "@shared/push-notices";
import type { Executor } from "../db";
import type { NotificationRow, Recipient } from "../repositories/notifications.repository";
import { pushNoticesRepository } from "../repositories/push-notices.repository";
import { pushOutboxRepository } from "../repositories/push-outbox.repository";
import type { StoredPushPreferences } from "../repositories/push-preferences.repository";
import { pushSubscriptionsRepository } from "../repositories/push-subscriptions.repository";
import { toNotificationView } from "./notification-views";
import { isInQuietHours } from "./push-quiet-hours";

/** The push kind each notice kind belongs to; reactions, exports and crisis alerts are never pushed. */
const PUSH_KIND_OF: Partial<Record<NotificationKind, PushKind>> = {
  reply: "replies",
  answer: "replies",
  "author-answer": "replies",
  moderation: "moderation",
};

/** The push kind a notice of `kind` belongs to, if any. */
export function pushKindOf(kind: NotificationKind): PushKind | undefined {
  return PUSH_KIND_OF[kind];
}

/** What a device shows for a notice: the bell's own sentence and link, never more. */
export function pushPayloadOf(notice: Parameters<typeof toNotificationView>[0]): PushPayload {
  const view = toNotificationView(notice);
  return { title: "PawsWell", body: view.message, url: view.url, tag: `notice-${view.id}` };
}

/**
 * Queues `notice` for each of `recipient`'s devices when their push choices, read with the rest of
 * their settings, allow it at `now`.
 */
export async function queuePushNotice(
  tx: Executor,
  recipient: Recipient & StoredPushPreferences,
  notice: NotificationRow,
  now = new Date(),
): Promise<void> {
  const kind = pushKindOf(notice.kind);
  if (!kind) return;
  if (!recipient.pushKinds.includes(kind) || isInQuietHours(recipient, now)) return;
  const subscriptionIds = await pushSubscriptionsRepository(tx).idsFor(recipient.id);
  if (subscriptionIds.length === 0) return;
  const shown = await pushNoticesRepository(tx).shownNotice(notice.id, recipient);
  if (!shown) return;
  const payload = pushPayloadOf(shown);
  await pushOutboxRepository(tx).enqueue(
    subscriptionIds.map((subscriptionId) => ({ subscriptionId, eventKey: `notification:${notice.id}`, payload })),
  );
}
