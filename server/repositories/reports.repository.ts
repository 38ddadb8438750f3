/**
 * SQL for reports: one person's report of one item, joined to the item's open case. A member's
 * repeated reports of an item count once per case (the unique index on (case_id, reporter_id));
 * guests' reports each count, and none of them ever names its reporter outside this table.
 */
import { and, asc, count, countDistinct, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { ItemSnapshot, ReportReason } from "@shared/safety/moderation";
import { reports } from "@shared/schema";
import type { Executor } from "../db";

export interface NewReport {
  caseId: string;
  /** Null for a guest. */
  reporterId: string | null;
  reason: ReportReason;
  note: string | null;
  snapshot: ItemSnapshot;
}

/** Report queries; `executor` is the transaction the report and its case are written in. */
export function reportsRepository(executor: Executor) {
  return {
    /** Adds the report; a member's second report in the same case is ignored. */
    async add(report: NewReport): Promise<void> {
      await executor
        .insert(reports)
        .values(report)
        .onConflictDoNothing({ target: [reports.caseId, reports.reporterId], where: isNotNull(reports.reporterId) });
    },

    /** How many different members reported the case for a reason other than `except`. */
    async countMembersExcept(caseId: string, except: ReportReason): Promise<number> {
      const [row] = await executor
        .select({ members: countDistinct(reports.reporterId) })
        .from(reports)
        .where(and(eq(reports.caseId, caseId), isNotNull(reports.reporterId), ne(reports.reason, except)));
      return Number(row?.members ?? 0);
    },

    /** Each case's reasons with how many reports gave them, most given first. */
    async reasonCounts(caseIds: string[]): Promise<{ caseId: string; reason: ReportReason; count: number }[]> {
      if (caseIds.length === 0) return [];
      const rows = await executor
        .select({ caseId: reports.caseId, reason: reports.reason, count: count() })
        .from(reports)
        .where(inArray(reports.caseId, caseIds))
        .groupBy(reports.caseId, reports.reason)
        .orderBy(sql`count(*) desc`, asc(reports.reason));
      return rows.map((row) => ({ ...row, count: Number(row.count) }));
    },

    /** Each case's notes, oldest first (who wrote them stays here). */
    async notes(caseIds: string[]): Promise<{ caseId: string; reason: ReportReason; note: string; createdAt: Date }[]> {
      if (caseIds.length === 0) return [];
      const rows = await executor
        .select({ caseId: reports.caseId, reason: reports.reason, note: reports.note, createdAt: reports.createdAt })
        .from(reports)
        .where(and(inArray(reports.caseId, caseIds), isNotNull(reports.note)))
        .orderBy(asc(reports.createdAt), asc(reports.id));
      return rows.map((row) => ({ ...row, note: row.note ?? "" }));
    },
  };
}
