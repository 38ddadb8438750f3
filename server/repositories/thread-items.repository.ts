/**
 * SQL for the items a thread of replies hangs off (a post, a story, a photo): lock one while a
 * reply is added or removed, keep its reply count, and change, blank or delete one for its author.
 * Reading one for a reader goes through the visibility rule (server/items/visibility.ts): a held or
 * hidden item's thread is its author's and the moderators' only.
 */
import { and, eq, inArray, not, sql, type SQL } from "drizzle-orm";
import type { ThreadItemType } from "@shared/constants";
import { posts } from "@shared/schema";
import type { Executor } from "../db";
import { ITEM_TABLES, REPLY_COLUMNS } from "../items/item-tables";
import { fullySeenSql, publishedSql } from "../items/visibility";
import type { Viewer } from "../lib/viewer";

/** Each kind of item's table and columns, from the item registry's server half. */
const threadItem = <T extends ThreadItemType>(type: T) => ITEM_TABLES[type];

/** The replies column naming an item of `type`. */
export function replyColumnFor(type: ThreadItemType) {
  return REPLY_COLUMNS[type];
}

/** An item's editable text fields by name, as stored. */
export type ItemText = Record<string, string | null>;

/** What replying to an item needs to know about it. */
export interface ThreadItem {
  id: string;
  /** The member who wrote it; null for a guest's item. */
  ownerId: string | null;
  /** Its title (a photo's pet name), for notifications. */
  subject: string;
  lockedAt: Date | null;
  removedAt: Date | null;
  /** Set while it waits for a moderator: its thread is its author's and the moderators' only. */
  heldAt: Date | null;
  /** Set while a moderator (or the report net) hides it: its thread goes with its words. */
  hiddenAt: Date | null;
}

/** Whether everyone may read `item` and its thread: it is neither held nor hidden. */
export function isPublished(item: Pick<ThreadItem, "heldAt" | "hiddenAt">): boolean {
  return item.heldAt === null && item.hiddenAt === null;
}

/** The ThreadItem columns of an item of `type`. */
function threadItemColumns(type: ThreadItemType) {
  const item = threadItem(type);
  return {
    id: item.id,
    ownerId: item.owner,
    subject: item.subject,
    lockedAt: type === "post" ? posts.lockedAt : sql<Date | null>`null`,
    removedAt: "removedAt" in item ? item.removedAt : sql<Date | null>`null`,
    heldAt: item.heldAt,
    hiddenAt: item.hiddenAt,
  };
}

/** The item `id`, when `viewer`'s thread (whatever its state, as the site). */
function openTo(type: ThreadItemType, id: string, viewer: Viewer | undefined, asSite?: true): SQL | undefined {
  const item = threadItem(type);
  const seen = asSite ? undefined : fullySeenSql(item, viewer);
  // coalesce: a guest's item has no owner, and "owner = viewer" is then null, not false.
  return and(eq(item.id, id), seen && sql`coalesce(${seen}, false)`);
}

/** Thread item queries; `executor` is the transaction a reply is written in. */
export function threadItemsRepository(executor: Executor) {
  /**
   * The item `id`; with `viewer`, only when they may read and write its thread (the item's author
   * and moderators always; anyone else while it is neither held nor hidden), as threadOpenTo says.
   */
  async function readItem(
    type: ThreadItemType,
    id: string,
    options: { lock: boolean; viewer?: Viewer | undefined; asSite?: true },
  ): Promise<ThreadItem | undefined> {
    const item = threadItem(type);
    const query = executor
      .select(threadItemColumns(type))
      .from(item.table)
      .where(openTo(type, id, options.asSite ? undefined : options.viewer, options.asSite));
    const [row] = options.lock ? await query.for("update") : await query;
    return row as ThreadItem | undefined;
  }

  return {
    /**
     * The item as the site itself needs it (moderation, account deletion), whatever its state, its
     * row locked until the transaction ends (so counts stay right); undefined when there is none.
     */
    lock: (type: ThreadItemType, id: string) => readItem(type, id, { lock: true, asSite: true }),

    /** The item as the site itself needs it, whatever its state, without locking it; undefined when there is none. */
    describe: (type: ThreadItemType, id: string) => readItem(type, id, { lock: false, asSite: true }),

    /**
     * The item whose thread `viewer` is writing in, locked like `lock`; undefined when there is none
     * or its thread is not theirs to see (held or hidden, and they are neither its author nor a moderator).
     */
    lockThread: (type: ThreadItemType, id: string, viewer: Viewer | undefined) =>
      readItem(type, id, { lock: true, viewer }),

    /**
     * lockThread for a reply being added: the same item, locked, with one more reply counted in the
     * same statement (one round trip less while the lock is held; a refusal rolls the count back).
     */
    async lockThreadAddingReply(
      type: ThreadItemType,
      id: string,
      viewer: Viewer | undefined,
    ): Promise<ThreadItem | undefined> {
      const { table } = threadItem(type);
      const [row] = await executor
        .update(table)
        .set({ replies: sql`${table.replies} + 1` })
        .where(openTo(type, id, viewer))
        .returning(threadItemColumns(type));
      return row as ThreadItem | undefined;
    },

    /** The item whose thread `viewer` reads, without locking it; undefined as for lockThread. */
    findThread: (type: ThreadItemType, id: string, viewer: Viewer | undefined) =>
      readItem(type, id, { lock: false, viewer }),

    /** Which of `ids` (items of `type`) are held or hidden now: their threads are closed to all but their authors and moderators. */
    async closedAmong(type: ThreadItemType, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const item = threadItem(type);
      const rows = await executor
        .select({ id: item.id })
        .from(item.table)
        .where(and(inArray(item.id, ids), not(publishedSql(item))));
      return rows.map((row) => row.id as string);
    },

    /** Sets the given text fields (names from lockForChange's `text`) and marks the item edited. */
    async updateText(type: ThreadItemType, id: string, text: ItemText): Promise<void> {
      const { table, text: columns } = threadItem(type);
      const known = Object.entries(text).filter(([field]) => field in columns);
      if (known.length === 0) return;
      // One table of three: the column names were just checked against its editable fields.
      await executor
        .update(table as typeof posts)
        .set({ ...(Object.fromEntries(known) as Partial<typeof posts.$inferInsert>), editedAt: sql`now()` })
        .where(eq(table.id, id));
    },

    /**
     * Sets the posting options an item of `type` has (content warnings; "A member" for posts and
     * stories; noindex), without marking it edited: they are not its words.
     */
    async updateOptions(
      type: ThreadItemType,
      id: string,
      options: { contentWarnings?: string[]; anonymous?: boolean; noindex?: boolean },
    ): Promise<void> {
      const { table } = threadItem(type);
      const known = type === "photo" ? { ...options, anonymous: undefined } : options;
      const set = Object.fromEntries(Object.entries(known).filter(([, value]) => value !== undefined));
      if (Object.keys(set).length === 0) return;
      await executor
        .update(table as typeof posts)
        .set(set)
        .where(eq(table.id, id));
    },

    /** Marks a post removed by its author and blanks its text; its thread of replies stays. */
    async markPostRemoved(id: string): Promise<void> {
      await executor
        .update(posts)
        .set({ title: "", content: "", removedAt: sql`now()` })
        .where(eq(posts.id, id));
    },

    /** Moves the item's reply count by `delta`. */
    async addToReplyCount(type: ThreadItemType, id: string, delta: 1 | -1): Promise<void> {
      const { table } = threadItem(type);
      await executor
        .update(table)
        .set({ replies: sql`${table.replies} + ${delta}` })
        .where(eq(table.id, id));
    },
  };
}
