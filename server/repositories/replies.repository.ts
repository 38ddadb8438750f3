/** SQL for replies (comments, under stories and photos): a thread's page oldest first, one reply, write and remove. */
import { and, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ReactionKind, ThreadItemType } from "@shared/constants";
import type { ReactionSummary } from "@shared/contracts/reactions.contract";
import { THREAD_KINDS } from "@shared/item-kinds";
import { reactions, replies } from "@shared/schema";
import type { Executor } from "../db";
import { threadOpenSql } from "../items/visibility";
import {
  afterCursorOldestFirstPlaceholders,
  cursorPlaceholderValues,
  oldestFirst,
  toPage,
  type Cursor,
  type Page,
} from "../lib/pagination";
import type { Viewer } from "../lib/viewer";
import { ANONYMOUS_AUTHOR } from "@shared/names";
import { emptyReactionSummary } from "./reactions.repository";
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

/** A reply on a thread's page: with what it answers, and its reactions as the viewer sees them. */
export interface ThreadReply extends ReplyWithAnswered {
  reactions: ReactionSummary;
}

/** Who reads a thread, as far as its SQL differs: what held replies and closed threads they see, and whose reactions are "mine". */
type ReaderKind = "visitor" | Viewer["role"];

/** The reader's id in a thread page's prepared statement. */
const READER_ID = sql.placeholder("reader");

/**
 * The reader a prepared thread page is built for: their role, and for their id the statement's
 * placeholder, which the visibility rule (threadOpenSql) compares the item's owner with as it would
 * the id itself.
 */
function statementReader(kind: ReaderKind): Viewer | undefined {
  return kind === "visitor" ? undefined : { id: READER_ID as unknown as string, username: "", role: kind };
}

/** Each reply's reactions as [kind, count, whether the reader is among them], in one JSON value. */
function reactionCountsSql(reader: Viewer | undefined): SQL<[ReactionKind, number, boolean][]> {
  const mine = reader ? sql`bool_or(${reactions.userId} = ${READER_ID})` : sql`false`;
  return sql<[ReactionKind, number, boolean][]>`(
    select coalesce(json_agg(json_build_array(counted.kind, counted.n, counted.mine) order by counted.kind), '[]')
    from (
      select ${reactions.kind} as kind, count(*)::int as n, ${mine} as mine
      from ${reactions} where ${reactions.replyId} = ${replies.id} group by ${reactions.kind}
    ) as counted)`;
}

/** The summary reactionCountsSql's rows make (what reactionsRepository.summaries answers for one reply). */
function reactionSummaryOf(counted: [ReactionKind, number, boolean][]): ReactionSummary {
  const summary = emptyReactionSummary();
  for (const [kind, n, mine] of counted) {
    summary.counts[kind] = n;
    if (mine) summary.mine.push(kind);
  }
  return summary;
}

/**
 * A thread's page is its busiest read: each shape (kind of thread, kind of reader, first page or
 * after a cursor) is built once per database as a named prepared statement, with the replies'
 * reactions in the same statement, so a page is one round trip that drizzle does not rebuild and
 * PostgreSQL does not plan again.
 */
const threadPageStatements = new WeakMap<Executor, Map<string, ReturnType<typeof prepareThreadPage>>>();

function prepareThreadPage(executor: Executor, type: ThreadItemType, kind: ReaderKind, hasCursor: boolean) {
  const reader = statementReader(kind);
  const held: SQL | undefined =
    kind === "moderator"
      ? undefined
      : reader
        ? or(isNull(replies.heldAt), eq(replies.authorId, READER_ID))
        : isNull(replies.heldAt);
  return executor
    .select({ reply: replies, answered: quoteOf(answered), reactions: reactionCountsSql(reader) })
    .from(replies)
    .leftJoin(answered, eq(replies.answersId, answered.id))
    .where(
      and(
        eq(replyColumnFor(type), sql.placeholder("item")),
        threadOpenSql(type, reader),
        held,
        hasCursor ? afterCursorOldestFirstPlaceholders(replies) : undefined,
      ),
    )
    .orderBy(...oldestFirst(replies))
    .limit(sql.placeholder("limit"))
    .prepare(`thread_page_${type}_${kind}${hasCursor ? "_after" : ""}`);
}

function threadPageStatement(executor: Executor, type: ThreadItemType, kind: ReaderKind, hasCursor: boolean) {
  let statements = threadPageStatements.get(executor);
  if (!statements) {
    statements = new Map();
    threadPageStatements.set(executor, statements);
  }
  const key = `${type}:${kind}:${hasCursor}`;
  let statement = statements.get(key);
  if (!statement) {
    statement = prepareThreadPage(executor, type, kind, hasCursor);
    statements.set(key, statement);
  }
  return statement;
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
     * One page of a thread's replies as `viewer` reads it, oldest first, with their reactions: none
     * at all when its item's thread is not theirs to see (the visibility rule, threadOpenSql), and
     * held replies left out except their own (all of them, for a moderator).
     */
    async listThread(
      thread: ReplyThread,
      options: { limit: number; cursor?: Cursor; viewer?: Viewer },
    ): Promise<Page<ThreadReply>> {
      const { viewer, cursor } = options;
      const statement = threadPageStatement(executor, thread.type, viewer?.role ?? "visitor", cursor !== undefined);
      const rows = await statement.execute({
        item: thread.itemId,
        limit: options.limit + 1,
        ...(viewer && { reader: viewer.id }),
        ...(cursor && cursorPlaceholderValues(cursor)),
      });
      const page = rows.map((row) => ({ ...withAnswered(row), reactions: reactionSummaryOf(row.reactions) }));
      return toPage(page, options.limit);
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
