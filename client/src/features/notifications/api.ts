/** A member's notifications: the first page's URL, the unread count, and marking read. */
import type { UnreadCount } from "@shared/api";
import { getJson, sendJson } from "@/lib/api";

export const NOTIFICATIONS_URL = "/api/notifications";

export function fetchUnreadCount(): Promise<UnreadCount> {
  return getJson<UnreadCount>(`${NOTIFICATIONS_URL}/unread-count`);
}

/** Marks one read; answers the new unread count. */
export function markNotificationRead(id: string): Promise<UnreadCount> {
  return sendJson<UnreadCount>("POST", `${NOTIFICATIONS_URL}/${encodeURIComponent(id)}/read`);
}

export function markAllNotificationsRead(): Promise<UnreadCount> {
  return sendJson<UnreadCount>("POST", `${NOTIFICATIONS_URL}/read-all`);
}
