/**
 * SQL for moderation cases: one open case per reported or held item, which later reports join;
 * the queue (most urgent first, oldest first within each), claiming one, and closing it; and
 * taking back the "at risk" place a flood of one reporter's reports had given their cases.
 */
import { and, asc, count, eq, exists, inArray, isNull, notExists, sql, type SQL } from "drizzle-orm";
import { CASE_PRIORITIES, type CasePriority, type ItemSnapshot, type ReportableType } from "@shared/safety/moderation";
import { moderationCases, reports } from "@shared/schema";
import type { Executor } from "../db";
import { badRequest } from "../lib/http-error";
import { decodeCursor, encodeCursor } from "../lib/pagination";
import { sentBy, type ReporterKey } from "./reports.repository";

export type CaseRow = typeof moderationCases.$inferSelect;

/** Where a page of the queue starts: after the case with this priority, creation time and id. */
export interface QueueCursor {
  priority: number;
  createdAt: Date;
  id: string;
}

/** The queue's cursor: the priority, then the usual (created_at, id) cursor (lib/pagination.ts). */
export function encodeQueueCursor(row: QueueCursor): string {
  return `${row.priority}.${encodeCursor(row)}`;
}

/** Decodes `?cursor=` of the queue; anything that is not a cursor we issued is a 400. */
export function decodeQueueCursor(value: string | undefined): QueueCursor | undefined {
  if (value === undefined || value === "") return undefined;
  const match = /^([0-2])\.(.+)$/.exec(value);
  if (!match) throw badRequest("cursor is not valid");
  return { priority: Number(match[1]), ...decodeCursor(match[2])! };
}

/** The item a case is about, as the queue names it. */
export interface CaseItem {
  itemType: ReportableType;
  itemId: string;
}

export interface OpenCase extends CaseItem {
  /** Its member author; null for a guest's item. */
  authorId: string | null;
  snapshot: ItemSnapshot;
  priority: CasePriority;
  /** Held, or published with a check-in, for a crisis phrase. */
  crisisMatch?: boolean;
}

/** A priority as stored: its place in CASE_PRIORITIES, most urgent (0) first. */
export function priorityRank(priority: CasePriority): number {
  return CASE_PRIORITIES.indexOf(priority);
}

/** Moderation case queries; `executor` is the transaction the item or report is written in. */
export function moderationCasesRepository(executor: Executor) {
  return {
    /**
     * Opens a case for the item, or joins the one already open, which then takes the more urgent of
     * the two priorities (and keeps a crisis match). Answers the case's id.
     */
    async open(item: OpenCase): Promise<string> {
      const [row] = await executor
        .insert(moderationCases)
        .values({
          itemType: item.itemType,
          itemId: item.itemId,
          authorId: item.authorId,
          snapshot: item.snapshot,
          priority: priorityRank(item.priority),
          crisisMatch: item.crisisMatch ?? false,
        })
        .onConflictDoUpdate({
          target: [moderationCases.itemType, moderationCases.itemId],
          targetWhere: sql`${moderationCases.resolvedAt} is null`,
          set: {
            priority: sql`least(${moderationCases.priority}, excluded.priority)`,
            crisisMatch: sql`${moderationCases.crisisMatch} or excluded.crisis_match`,
          },
        })
        .returning({ id: moderationCases.id });
      return row!.id;
    },

    /** The item's open case; undefined when it has none. */
    async findOpen(item: CaseItem): Promise<CaseRow | undefined> {
      const [row] = await executor
        .select()
        .from(moderationCases)
        .where(
          and(
            eq(moderationCases.itemType, item.itemType),
            eq(moderationCases.itemId, item.itemId),
            isNull(moderationCases.resolvedAt),
          ),
        );
      return row;
    },

    /** One case; undefined when there is none. */
    async find(id: string): Promise<CaseRow | undefined> {
      const [row] = await executor.select().from(moderationCases).where(eq(moderationCases.id, id));
      return row;
    },

    /** One case, locked until the transaction ends; undefined when there is none. */
    async lock(id: string): Promise<CaseRow | undefined> {
      const [row] = await executor.select().from(moderationCases).where(eq(moderationCases.id, id)).for("update");
      return row;
    },

    /** One page of open cases, most urgent first and oldest first within each (the queue index's order). */
    async listOpen(options: {
      limit: number;
      cursor?: QueueCursor;
    }): Promise<{ items: CaseRow[]; nextCursor?: string }> {
      const { cursor } = options;
      const after: SQL | undefined = cursor
        ? sql`(${moderationCases.priority}, ${moderationCases.createdAt}, ${moderationCases.id}) > (${cursor.priority}::smallint, ${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
        : undefined;
      const rows = await executor
        .select()
        .from(moderationCases)
        .where(and(isNull(moderationCases.resolvedAt), after))
        .orderBy(asc(moderationCases.priority), asc(moderationCases.createdAt), asc(moderationCases.id))
        .limit(options.limit + 1);
      if (rows.length <= options.limit) return { items: rows };
      const items = rows.slice(0, options.limit);
      return { items, nextCursor: encodeQueueCursor(items[items.length - 1]!) };
    },

    /** How many cases are open. */
    async countOpen(): Promise<number> {
      const [row] = await executor
        .select({ open: count() })
        .from(moderationCases)
        .where(isNull(moderationCases.resolvedAt));
      return Number(row?.open ?? 0);
    },

    /** Marks the case as `moderatorId`'s (null: nobody's). */
    async setClaim(id: string, moderatorId: string | null): Promise<void> {
      await executor
        .update(moderationCases)
        .set({ claimedBy: moderatorId, claimedAt: moderatorId ? sql`now()` : null })
        .where(eq(moderationCases.id, id));
    },

    /**
     * Moves the open cases that are "at risk" only through `key`'s reports down among the reported
     * (a held item, a crisis match, or someone else's "at risk" report keeps its case where it is).
     * Answers how many moved.
     */
    async withdrawAtRisk(key: ReporterKey): Promise<number> {
      const atRisk = (theirs: boolean) =>
        executor
          .select({ id: reports.id })
          .from(reports)
          .where(
            and(
              eq(reports.caseId, moderationCases.id),
              eq(reports.reason, "at-risk"),
              theirs ? sentBy(key) : sql`not coalesce(${sentBy(key)}, false)`,
            ),
          );
      // Locked in id order, so two reporters' withdrawals at once never wait on each other in a circle.
      const chosen = executor
        .select({ id: moderationCases.id })
        .from(moderationCases)
        .where(
          and(
            isNull(moderationCases.resolvedAt),
            eq(moderationCases.priority, priorityRank("at-risk")),
            eq(moderationCases.crisisMatch, false),
            exists(atRisk(true)),
            notExists(atRisk(false)),
          ),
        )
        .orderBy(asc(moderationCases.id))
        .for("update");
      const moved = await executor
        .update(moderationCases)
        .set({ priority: priorityRank("reported") })
        .where(inArray(moderationCases.id, chosen))
        .returning({ id: moderationCases.id });
      return moved.length;
    },

    /**
     * Closes the case: later reports of its item open a new one. Its reporters' address hashes are
     * forgotten, as they only ever weigh reports in an open case.
     */
    async resolve(id: string): Promise<void> {
      await executor
        .update(moderationCases)
        .set({ resolvedAt: sql`now()` })
        .where(eq(moderationCases.id, id));
      await executor.update(reports).set({ reporterAddressHash: null }).where(eq(reports.caseId, id));
    },
  };
}
