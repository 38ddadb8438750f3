/** A member's notifications: the first page's URL, the unread count, and marking read (shared/contracts/notifications.contract.ts). */
import type { UnreadCountView } from "@shared/contracts/notifications.contract";
import { apiUrl, callApi } from "@/lib/api";

/** The first page of the member's notifications. */
export const NOTIFICATIONS_URL = apiUrl("GET /api/notifications", { query: {} });

export function fetchUnreadCount(): Promise<UnreadCountView> {
  return callApi("GET /api/notifications/unread-count");
}

/** Marks one read; answers the new unread count. */
export function markNotificationRead(id: string): Promise<UnreadCountView> {
  return callApi("POST /api/notifications/:id/read", { params: { id } });
}

export function markAllNotificationsRead(): Promise<UnreadCountView> {
  return callApi("POST /api/notifications/read-all");
}
