/**
 * SQL for reports: one person's report of one item, joined to the item's open case. A member's
 * repeated reports of an item count once per case (the unique index on (case_id, reporter_id));
 * guests' reports each count, and none of them ever names its reporter outside this table. What
 * a report weighs (services/reports.ts decides) is read here: who counts towards the net, and how
 * many open "at risk" reports a reporter already has.
 */
import { and, asc, count, countDistinct, eq, inArray, isNotNull, isNull, ne, notExists, or, sql } from "drizzle-orm";
import type { ItemSnapshot, ModerationActionName, ReportReason } from "@shared/safety/moderation";
import { moderationCases, moderationLog, reports, users } from "@shared/schema";
import type { Executor } from "../db";
import type { CaseItem } from "./moderation-cases.repository";

export interface NewReport {
  caseId: string;
  /** Null for a guest. */
  reporterId: string | null;
  /** The keyed hash of the reporter's client address (server/lib/address-hash.ts). */
  reporterAddressHash: string;
  reason: ReportReason;
  note: string | null;
  snapshot: ItemSnapshot;
}

/** Who sent a report, as counting needs them: their account (null for a guest) and their address's hash. */
export interface ReporterKey {
  reporterId: string | null;
  addressHash: string;
}

/** Who counts towards the net (services/reports.ts says why). */
export interface NetRule {
  /** A member counts once their account was at least this old when they reported. */
  establishedMs: number;
  /** A moderator's action of one of these kinds about a member means their reports no longer count. */
  upheldActions: readonly ModerationActionName[];
}

/** The reports `key` sent: by their account, or from their address. */
export function sentBy(key: ReporterKey) {
  return or(
    key.reporterId === null ? undefined : eq(reports.reporterId, key.reporterId),
    eq(reports.reporterAddressHash, key.addressHash),
  );
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

    /**
     * What the case's reports weigh towards the net: its reports for reasons other than "at risk"
     * from members who count under `rule` (moderators always do), each address once. Reports sent
     * before addresses were kept count once per member.
     */
    async netWeight(caseId: string, rule: NetRule): Promise<number> {
      const upheld = executor
        .select({ id: moderationLog.id })
        .from(moderationLog)
        .where(
          and(
            eq(moderationLog.memberId, users.id),
            isNotNull(moderationLog.moderatorId),
            inArray(moderationLog.action, [...rule.upheldActions]),
          ),
        );
      // Age when they reported, not now: accounts made for a raid do not start counting a day later.
      const established = sql`${users.createdAt} + ${rule.establishedMs}::bigint * interval '1 millisecond' <= ${reports.createdAt}`;
      const [row] = await executor
        .select({ weight: countDistinct(sql`coalesce(${reports.reporterAddressHash}, ${reports.reporterId}::text)`) })
        .from(reports)
        .innerJoin(users, eq(users.id, reports.reporterId))
        .where(
          and(
            eq(reports.caseId, caseId),
            ne(reports.reason, "at-risk"),
            or(eq(users.role, "moderator"), and(established, notExists(upheld))),
          ),
        );
      return Number(row?.weight ?? 0);
    },

    /** How many open cases, other than `except`'s, `key` has sent an "at risk" report in. */
    async openAtRiskCases(key: ReporterKey, except: CaseItem): Promise<number> {
      const [row] = await executor
        .select({ cases: countDistinct(reports.caseId) })
        .from(reports)
        .innerJoin(moderationCases, eq(moderationCases.id, reports.caseId))
        .where(
          and(
            eq(reports.reason, "at-risk"),
            sentBy(key),
            isNull(moderationCases.resolvedAt),
            sql`(${moderationCases.itemType}, ${moderationCases.itemId}) <> (${except.itemType}, ${except.itemId}::uuid)`,
          ),
        );
      return Number(row?.cases ?? 0);
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
