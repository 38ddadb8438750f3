/** SQL for replies (comments, under stories and photos): a thread's page oldest first, one reply, write and remove. */
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ThreadItemType } from "@shared/constants";
import { THREAD_KINDS } from "@shared/item-kinds";
import { replies } from "@shared/schema";
import type { Executor } from "../db";
import { threadOpenSql } from "../items/visibility";
import { afterCursorOldestFirst, oldestFirst, toPage, type Cursor, type Page } from "../lib/pagination";
import type { Viewer } from "../lib/viewer";
import { ANONYMOUS_AUTHOR } from "@shared/names";
import { replyColumnFor } from "./thread-items.repository";

export type ReplyRow = typeof replies.$inferSelect;

/** A reply with the reply it answers, as a thread shows it. */
export interface ReplyWithAnswered extends ReplyRow {
  answered: { id: string; author: string; content: string; contentWarnings: string[] } | null;
}

/** Which thread a reply is in. */
export interface ReplyThread {
  type: ThreadItemType;
  itemId: string;
}

const QUOTE_LENGTH = 140;
const answered = alias(replies, "answered");

/**
 * A reply as another reply quotes it. A quote never shows what a moderator hid or holds, nor the
 * name of one posted as "A member"; its warnings come along, so readers' choices apply to it too.
 */
function quoteOf(quoted: typeof answered) {
  return {
    id: quoted.id,
    author: sql<string>`case when ${quoted.anonymous} then ${ANONYMOUS_AUTHOR} else ${quoted.author} end`,
    content: sql<string>`case when ${quoted.heldAt} is null and ${quoted.hiddenAt} is null
      then left(${quoted.content}, ${QUOTE_LENGTH}) else '' end`,
    contentWarnings: quoted.contentWarnings,
  };
}

/** The thread `row` belongs to. */
export function threadOf(row: Pick<ReplyRow, ReturnType<typeof threadField>>): ReplyThread {
  const type = THREAD_KINDS.find((kind) => row[threadField(kind)]) ?? THREAD_KINDS[THREAD_KINDS.length - 1]!;
  return { type, itemId: row[threadField(type)]! };
}

/** Reply queries; `executor` may be a transaction. */
export function repliesRepository(executor: Executor) {
  function selectWithAnswered() {
    return executor
      .select({
        reply: replies,
        answered: quoteOf(answered),
      })
      .from(replies)
      .leftJoin(answered, eq(replies.answersId, answered.id));
  }
  const withAnswered = (row: { reply: ReplyRow; answered: ReplyWithAnswered["answered"] }): ReplyWithAnswered => ({
    ...row.reply,
    answered: row.answered?.id ? row.answered : null,
  });

  return {
    /**
     * One page of a thread's replies as `viewer` reads it, oldest first: none at all when its item's
     * thread is not theirs to see (the visibility rule, threadOpenSql), and held replies left out
     * except their own (all of them, for a moderator).
     */
    async listThread(
      thread: ReplyThread,
      options: { limit: number; cursor?: Cursor; viewer?: Viewer },
    ): Promise<Page<ReplyWithAnswered>> {
      const { viewer } = options;
      const held: SQL | undefined =
        viewer?.role === "moderator"
          ? undefined
          : viewer
            ? or(isNull(replies.heldAt), eq(replies.authorId, viewer.id))
            : isNull(replies.heldAt);
      const rows = await selectWithAnswered()
        .where(
          and(
            eq(replyColumnFor(thread.type), thread.itemId),
            threadOpenSql(thread.type, viewer),
            held,
            afterCursorOldestFirst(replies, options.cursor),
          ),
        )
        .orderBy(...oldestFirst(replies))
        .limit(options.limit + 1);
      return toPage(rows.map(withAnswered), options.limit);
    },

    /** One reply with what it answers; undefined when there is none. */
    async findById(id: string): Promise<ReplyWithAnswered | undefined> {
      const [row] = await selectWithAnswered().where(eq(replies.id, id));
      return row && withAnswered(row);
    },

    /** One reply, locked until the transaction ends; undefined when there is none. */
    async lock(id: string): Promise<ReplyRow | undefined> {
      const [row] = await executor.select().from(replies).where(eq(replies.id, id)).for("update");
      return row;
    },

    /** The reply `id`, quoted, when it is in `thread` (what a new reply may answer); undefined otherwise. */
    async findInThread(
      id: string,
      thread: ReplyThread,
    ): Promise<(NonNullable<ReplyWithAnswered["answered"]> & { authorId: string | null }) | undefined> {
      const [row] = await executor
        .select({ ...quoteOf(answered), authorId: answered.authorId })
        .from(answered)
        .where(and(eq(answered.id, id), eq(answered[threadField(thread.type)], thread.itemId)));
      return row;
    },

    async insert(values: typeof replies.$inferInsert): Promise<ReplyRow> {
      const [row] = await executor.insert(replies).values(values).returning();
      return row!;
    },

    /** Changes the reply's text (marking it edited when the text changed) and its posting options. */
    async update(
      id: string,
      changes: { content?: string; contentWarnings?: string[]; anonymous?: boolean; heldAt?: Date },
    ): Promise<void> {
      await executor
        .update(replies)
        .set({ ...changes, ...(changes.content !== undefined && { editedAt: sql`now()` }) })
        .where(eq(replies.id, id));
    },

    async deleteById(id: string): Promise<ReplyRow | undefined> {
      const [row] = await executor.delete(replies).where(eq(replies.id, id)).returning();
      return row;
    },
  };
}

/** The column a thread of `type` is found by, for callers that insert a reply. */
export function threadField<T extends ThreadItemType>(type: T): `${T}Id` {
  return `${type}Id`;
}
