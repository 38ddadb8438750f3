/**
 * SQL for the item lifecycle (server/items/lifecycle.ts), for every reportable kind in ITEM_TABLES:
 * lock an item and read what its rules need, set its held/hidden columns, delete it, and forget
 * what it leaves elsewhere once it is gone: others' notifications that quote or lead to it, and
 * the live events a reconnecting thread page would be replayed. Nothing here decides anything;
 * the lifecycle does. The anonymous cache needs nothing here: every write to an item's table
 * tells it on commit (migrations/0014_content_change_notices.sql).
 */
import { and, eq, ne, sql } from "drizzle-orm";
import type { ReportableKind } from "@shared/item-kinds";
import { liveEvents, notifications, petPhotos, replies, wellnessChallenges, type posts } from "@shared/schema";
import type { Executor } from "../db";
import { ITEM_TABLES, REPLY_COLUMNS } from "../items/item-tables";
import { threadOf, type ReplyThread } from "./replies.repository";
import { threadItemsRepository } from "./thread-items.repository";

/** Which notices about a place go: those leading to `url`, or (`wholePage`) to any anchor on its page. */
export interface NoticePlace {
  url: string;
  wholePage: boolean;
  /** Only those naming it by these words (a removed post's title), when its page stays. */
  subject?: string;
}

/** What the lifecycle reads of an item before it changes it. */
export interface LifecycleRow {
  kind: ReportableKind;
  id: string;
  /** Its member author; null for a guest's item, a group, or a deleted account's. */
  ownerId: string | null;
  heldAt: Date | null;
  hiddenAt: Date | null;
  /** Posts only: removed by their author, the thread kept. */
  removedAt: Date | null;
  /** Its text fields by name, as stored (ITEM_TABLES' `text`). */
  text: Record<string, string | null>;
  /** Its counted (published) replies; 0 for a kind with no thread. */
  replies: number;
  /** The thread a reply is in; null for every other kind. */
  thread: ReplyThread | null;
  /** A photo's stored image; null for every other kind. */
  imageUrl: string | null;
}

const nullDate = sql<Date | null>`null::timestamptz`;
const nullId = sql<string | null>`null::uuid`;

/** The columns LifecycleRow is read from, for `kind`'s table. */
function columnsOf(kind: ReportableKind) {
  const item = ITEM_TABLES[kind];
  const threaded = kind in REPLY_COLUMNS;
  return {
    ownerId: item.owner ?? nullId,
    heldAt: item.heldAt,
    hiddenAt: item.hiddenAt,
    removedAt: "removedAt" in item ? item.removedAt : nullDate,
    text: item.text,
    // Every thread kind's table counts its replies in a column of that name.
    replies: threaded ? (item.table as typeof posts).replies : sql<number>`0`,
    postId: kind === "reply" ? replies.postId : nullId,
    storyId: kind === "reply" ? replies.storyId : nullId,
    photoId: kind === "reply" ? replies.photoId : nullId,
    imageUrl:
      kind === "photo"
        ? petPhotos.imageUrl
        : kind === "challenge"
          ? wellnessChallenges.imageUrl
          : sql<string | null>`null::text`,
  };
}

type SelectedRow = Omit<LifecycleRow, "kind" | "id" | "thread"> & {
  postId: string | null;
  storyId: string | null;
  photoId: string | null;
};

/** Item lifecycle queries over `tx`, the transaction of the change. */
export function itemLifecycleRepository(tx: Executor) {
  /** `kind`'s table, typed as one of them: every table in ITEM_TABLES has id, held_at, hidden_at, hidden_reason. */
  const tableOf = (kind: ReportableKind) => ITEM_TABLES[kind].table as typeof posts;

  return {
    /**
     * The item with its row locked until the transaction ends; undefined when there is none. A
     * reply's thread item is locked first: the order every reply write takes its locks in
     * (server/services/replies.ts), so the lifecycle never deadlocks with a reply arriving.
     */
    async lock(kind: ReportableKind, id: string): Promise<LifecycleRow | undefined> {
      if (kind === "reply") {
        const [ref] = await tx
          .select({ postId: replies.postId, storyId: replies.storyId, photoId: replies.photoId })
          .from(replies)
          .where(eq(replies.id, id));
        if (!ref) return undefined;
        const thread = threadOf(ref);
        await threadItemsRepository(tx).lock(thread.type, thread.itemId);
      }
      const [row] = (await tx
        .select(columnsOf(kind) as never)
        .from(tableOf(kind))
        .where(eq(ITEM_TABLES[kind].id, id))
        .for("update")) as SelectedRow[];
      if (!row) return undefined;
      const { postId, storyId, photoId, ...rest } = row;
      return { ...rest, kind, id, thread: kind === "reply" ? threadOf({ postId, storyId, photoId }) : null };
    },

    /** Holds the item for a moderator. */
    async setHeld(kind: ReportableKind, id: string, held: boolean): Promise<void> {
      const table = tableOf(kind);
      await tx
        .update(table)
        .set({ heldAt: held ? sql`coalesce(${table.heldAt}, now())` : null })
        .where(eq(table.id, id));
    },

    /** Hides the item saying why (`reason`), or shows it again (null). */
    async setHidden(kind: ReportableKind, id: string, reason: string | null): Promise<void> {
      const table = tableOf(kind);
      await tx
        .update(table)
        .set(reason === null ? { hiddenAt: null, hiddenReason: null } : { hiddenAt: sql`now()`, hiddenReason: reason })
        .where(eq(table.id, id));
    },

    /** Deletes the item's row; what hangs off it (replies, reactions, revisions, participants) cascades. */
    async delete(kind: ReportableKind, id: string): Promise<void> {
      const table = tableOf(kind);
      await tx.delete(table).where(eq(table.id, id));
    },

    /**
     * Deletes the notices that tell of `place` (replies, answers, reactions: never a moderator's
     * word to an author, which names no words); answers whose bells they were in.
     */
    async forgetNotices(place: NoticePlace): Promise<string[]> {
      // Read through notifications_page_idx: the page, then the exact place when only it goes.
      const onPage = sql`split_part(${notifications.url}, '#', 1) = ${place.url.split("#")[0]}`;
      const leadsThere = place.wholePage ? onPage : and(onPage, eq(notifications.url, place.url));
      const gone = await tx
        .delete(notifications)
        .where(
          and(
            ne(notifications.kind, "moderation"),
            leadsThere,
            place.subject === undefined ? undefined : eq(notifications.subject, place.subject),
          ),
        )
        .returning({ userId: notifications.userId });
      return [...new Set(gone.map((row) => row.userId))];
    },

    /** Deletes the live events of a thread's `channel` (all of them, or those about the reply `replyId`). */
    async forgetLiveEvents(channel: string, replyId?: string): Promise<void> {
      await tx
        .delete(liveEvents)
        .where(
          and(
            eq(liveEvents.channel, channel),
            replyId === undefined ? undefined : sql`${liveEvents.payload}->>'replyId' = ${replyId}`,
          ),
        );
    },
  };
}
