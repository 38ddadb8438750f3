/**
 * SQL for members' notifications: add (grouping unread reactions), read them, and count unread.
 * A notification about a thread names its item only while the reader may see that item (the
 * visibility rule, server/items/visibility.ts): once it is held or hidden, its title is read as null.
 */
import { and, count, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { afterCursor, newestFirst, toPage, type Cursor, type Page } from "../lib/pagination";
import { UNREAD_COUNT_SHOWN_UP_TO, type NotificationKind, type ReactionKind } from "@shared/constants";
import { THREAD_KINDS, type ThreadKind } from "@shared/item-kinds";
import { ITEM_PATHS } from "@shared/item-urls";
import type { ReportableType } from "@shared/safety/moderation";
import { notifications, users } from "@shared/schema";
import type { MemberRef } from "@shared/members";
import type { Executor } from "../db";
import { ITEM_TABLES } from "../items/item-tables";
import { fullySeenSql } from "../items/visibility";
import type { Viewer } from "../lib/viewer";

export interface NewNotification {
  recipientId: string;
  kind: NotificationKind;
  actor: MemberRef | null;
  subject: string;
  url: string;
  reactionKind?: ReactionKind;
  /** Unread notifications with the same key become one row that counts people (reactions). */
  groupKey?: string;
  /** The item a moderator's note is about, which its author may answer the moderators on. */
  item?: { type: ReportableType; id: string };
}

/** Unread notifications are counted up to this many (see countUnread). */
export const UNREAD_COUNT_CAP = UNREAD_COUNT_SHOWN_UP_TO + 1;

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification as its recipient reads it: `subject` is null while its item is not theirs to see. */
export type ShownNotification = Omit<NotificationRow, "subject"> & { subject: string | null };

/** Who reads a notification: its recipient, and whether they are a moderator (who sees every item). */
export type Recipient = Pick<Viewer, "id" | "role">;

/** The notification kinds whose subject is a thread's item (a reaction's may be a reply in one). */
const ABOUT_A_THREAD: NotificationKind[] = ["reply", "answer", "reaction"];

/** Each thread kind's page prefix ("/community/"), which a notification about it links under. */
const THREAD_PAGES = THREAD_KINDS.map((kind) => ({ kind, prefix: ITEM_PATHS[kind]("") }));

const UUID_PATTERN = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/** The kind of thread item a notification's link leads to ("/community/<id>#reply-..." is a post's). */
export function threadKindOfUrl(url: string): ThreadKind | undefined {
  return THREAD_PAGES.find(({ prefix }) => url.startsWith(prefix))?.kind;
}

/**
 * A notification's subject as `recipient` may read it: null when it is about a thread whose item is
 * held or hidden and not theirs (nor are they a moderator). The item is the one its link names.
 */
export function shownSubjectSql(recipient: Recipient): SQL<string | null> {
  const viewer = { ...recipient, username: "" };
  const unseen = THREAD_PAGES.flatMap(({ kind, prefix }) => {
    const item = ITEM_TABLES[kind];
    const seen = fullySeenSql(item, viewer);
    if (!seen) return [];
    // A path holds letters, "-" and "/", none of them special in a pattern; anything else is escaped.
    const pattern = `^${prefix.replace(/[^\w/-]/g, "\\$&")}(${UUID_PATTERN})`;
    // A scalar subquery, read per row by the item's primary key (an EXISTS may be planned as a
    // hashed scan of the whole table). Coalesced: no such item, or a guest's item ("owner =
    // recipient" is then null, not false).
    return [
      sql`coalesce((select not coalesce(${seen}, false) from ${item.table}
        where ${item.id} = substring(${notifications.url} from ${pattern})::uuid), false)`,
    ];
  });
  if (unseen.length === 0) return sql<string>`${notifications.subject}`;
  return sql<string | null>`case when ${inArray(notifications.kind, ABOUT_A_THREAD)} and (${or(...unseen)})
    then null else ${notifications.subject} end`;
}

/** Notification queries; `executor` may be a transaction, so a notification commits with its cause. */
/**
 * The bell's query, built once per executor as a named prepared statement, as the lists' are
 * (table-repository.ts): every page a member opens asks for their count, so drizzle does not build
 * it again and PostgreSQL does not parse and plan it again on a connection that has run it.
 */
function prepareUnreadWithBreak(executor: Executor) {
  const unread = executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, users.id), isNull(notifications.readAt)))
    .limit(UNREAD_COUNT_CAP);
  return executor
    .select({
      breakStartedAt: users.breakStartedAt,
      breakEndsAt: users.breakEndsAt,
      unread: sql<number>`(select count(*) from (${unread}) as unread)`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("userId")))
    .prepare("unread_with_break");
}

const unreadWithBreakStatements = new WeakMap<Executor, ReturnType<typeof prepareUnreadWithBreak>>();

function unreadWithBreakStatement(executor: Executor): ReturnType<typeof prepareUnreadWithBreak> {
  let statement = unreadWithBreakStatements.get(executor);
  if (!statement) {
    statement = prepareUnreadWithBreak(executor);
    unreadWithBreakStatements.set(executor, statement);
  }
  return statement;
}

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
          itemType: notification.item?.type ?? null,
          itemId: notification.item?.id ?? null,
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

    /**
     * One page of `userId`'s notifications, newest first, each subject as they may read it
     * (shownSubjectSql; `role` defaults to a member's, who sees least).
     */
    async list(
      userId: string,
      options: { limit: number; cursor?: Cursor; role?: Viewer["role"] },
    ): Promise<Page<ShownNotification>> {
      const rows = await executor
        .select({
          ...getTableColumns(notifications),
          subject: shownSubjectSql({ id: userId, role: options.role ?? "member" }),
        })
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

    /**
     * countUnread with the member's break columns in the same query (the bell's count is hidden
     * during a break): one round trip for the bell. Undefined when there is no such account.
     */
    async unreadWithBreak(
      userId: string,
    ): Promise<{ breakStartedAt: Date | null; breakEndsAt: Date | null; unread: number } | undefined> {
      const [row] = await unreadWithBreakStatement(executor).execute({ userId });
      return row;
    },
  };
}
