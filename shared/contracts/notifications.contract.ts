/**
 * /api/notifications: the signed-in member's own notifications, newest first, their unread count,
 * and marking one or all read.
 */
import { z } from "zod";
import { listQuerySchema } from "../api";
import { NOTIFICATION_KINDS } from "../constants";
import { REPORTABLE_TYPES } from "../safety/moderation";
import { idParams, isoDate } from "./fields";
import { defineRoute, type WireAnswer, type WireItem } from "./route-contract";

export const NOTIFICATION_NOT_FOUND = "Notification not found";

/** One notification as its member reads it. */
export const notificationAnswer = z.strictObject({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** Ready to read: "sam replied to “First walk”", "3 people sent support to “First walk”". */
  message: z.string(),
  url: z.string(),
  read: z.boolean(),
  createdAt: isoDate,
  /** A moderator's note about one of the reader's items: the item, so they can answer the moderators. */
  answerable: z.strictObject({ itemType: z.enum(REPORTABLE_TYPES), itemId: z.uuid() }).optional(),
});

/** One notification as the server's service makes it (its date a Date). */
export type Notification = z.output<typeof notificationAnswer>;

/** The count the bell shows (shared/api.ts's UnreadCount, which the live stream sends too). */
const unreadCountAnswer = z.strictObject({
  unread: z.number().int(),
  /** True while the member is taking a break: the count is hidden (always 0) and the bell shows none. */
  paused: z.boolean().optional(),
});

export const notificationsContract = {
  list: defineRoute({
    method: "GET",
    path: "/api/notifications",
    summary: "The member's notifications, newest first, a page at a time",
    access: "member",
    query: listQuerySchema,
    status: 200,
    answer: z.array(notificationAnswer),
    paged: true,
  }),
  unreadCount: defineRoute({
    method: "GET",
    path: "/api/notifications/unread-count",
    summary: "How many of the member's notifications are unread (counted up to 100), hidden during a break",
    access: "member",
    status: 200,
    answer: unreadCountAnswer,
  }),
  markAllRead: defineRoute({
    method: "POST",
    path: "/api/notifications/read-all",
    summary: "Marks every notification of the member's read and answers the new unread count",
    access: "member",
    status: 200,
    answer: unreadCountAnswer,
  }),
  markRead: defineRoute({
    method: "POST",
    path: "/api/notifications/:id/read",
    summary: "Marks one of the member's notifications read and answers the new unread count",
    access: "member",
    params: idParams,
    status: 200,
    answer: unreadCountAnswer,
    notFound: NOTIFICATION_NOT_FOUND,
  }),
};

/** One notification as the client reads it. */
export type NotificationView = WireItem<typeof notificationsContract.list>;
/** The unread count as the client reads it. */
export type UnreadCountView = WireAnswer<typeof notificationsContract.unreadCount>;
