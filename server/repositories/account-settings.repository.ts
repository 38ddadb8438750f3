/**
 * The member's own settings on the users table (notices, a break, their member page), who a
 * notice may reach, and the daily digest's bookkeeping.
 */
import { and, count, desc, eq, getTableColumns, gt, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { notifications, users } from "@shared/schema";
import { type NotificationDelivery } from "@shared/constants";
import type { Executor } from "../db";
import { shownSubjectSql, type ShownNotification } from "./notifications.repository";
import { pushPreferenceColumns, type StoredPushPreferences } from "./push-preferences.repository";

/** The settings columns as stored, with the push choices a notice is sent by (notify.ts reads them once). */
export interface StoredAccountSettings extends StoredPushPreferences {
  notificationDelivery: NotificationDelivery;
  breakStartedAt: Date | null;
  breakEndsAt: Date | null;
  memberPageShown: boolean;
  email: string | null;
  /** Whether the account is a moderator's, whose settings also hold crisisAlertMail. */
  role: "member" | "moderator";
  crisisAlertMail: boolean;
}

/** What may change at once; undefined leaves a column as it is. */
export interface AccountSettingsChange {
  notificationDelivery?: NotificationDelivery;
  digestSentAt?: Date;
  breakStartedAt?: Date | null;
  breakEndsAt?: Date | null;
  memberPageShown?: boolean;
  crisisAlertMail?: boolean;
}

const settingsColumns = {
  notificationDelivery: users.notificationDelivery,
  breakStartedAt: users.breakStartedAt,
  breakEndsAt: users.breakEndsAt,
  memberPageShown: users.memberPageShown,
  email: users.email,
  role: users.role,
  crisisAlertMail: users.crisisAlertMail,
  ...pushPreferenceColumns,
};

/** Not on a break at `now`: none started, or the one started has ended. */
const notOnBreak = (now: Date) => or(isNull(users.breakStartedAt), lt(users.breakEndsAt, now));

const unreadSince = (userId: string, since: Date | null) =>
  and(
    eq(notifications.userId, userId),
    isNull(notifications.readAt),
    since ? gt(notifications.createdAt, since) : undefined,
  );

/** Settings queries over `db`, which may be the transaction of the event being notified. */
export function accountSettingsRepository(db: Executor) {
  return {
    /** `userId`'s settings; undefined when there is no such account. */
    async find(userId: string): Promise<StoredAccountSettings | undefined> {
      const [row] = await db.select(settingsColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    /** Changes the given columns and answers the settings as they now are. */
    async update(userId: string, change: AccountSettingsChange): Promise<StoredAccountSettings | undefined> {
      const [row] = await db.update(users).set(change).where(eq(users.id, userId)).returning(settingsColumns);
      return row;
    },

    /**
     * Members whose daily digest is due at `now`: digest delivery, a verified address, not on a
     * break, nothing sent for a day, and an unread notification newer than the last digest. At
     * most `limit`; the rest wait for the next run.
     */
    async dueDigests(now: Date, limit: number): Promise<{ id: string; email: string; digestSentAt: Date | null }[]> {
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
      const newUnread = db
        .select({ one: sql`1` })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, users.id),
            isNull(notifications.readAt),
            or(isNull(users.digestSentAt), gt(notifications.createdAt, users.digestSentAt)),
          ),
        );
      const rows = await db
        .select({ id: users.id, email: users.email, digestSentAt: users.digestSentAt })
        .from(users)
        .where(
          and(
            eq(users.notificationDelivery, "digest"),
            isNotNull(users.email),
            notOnBreak(now),
            or(isNull(users.digestSentAt), lt(users.digestSentAt, dayAgo)),
            sql`exists (${newUnread})`,
          ),
        )
        .limit(limit);
      return rows.flatMap((row) => (row.email ? [{ ...row, email: row.email }] : []));
    },

    /** `userId`'s unread notifications newer than `since` (all unread when null), newest first, at most `limit`. */
    async unreadSince(userId: string, since: Date | null, limit: number): Promise<ShownNotification[]> {
      // A title is mailed only while its item is the member's to see (shownSubjectSql).
      return db
        .select({ ...getTableColumns(notifications), subject: shownSubjectSql({ id: userId, role: "member" }) })
        .from(notifications)
        .where(unreadSince(userId, since))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    /** How many notifications `unreadSince` would answer without a limit. */
    async countUnreadSince(userId: string, since: Date | null): Promise<number> {
      const [row] = await db.select({ total: count() }).from(notifications).where(unreadSince(userId, since));
      return row?.total ?? 0;
    },
  };
}
