/**
 * SQL for moderation cases: one open case per reported or held item, which later reports join. Only
 * opening one lives here for now; the queue's reads and a moderator's actions build on it.
 */
import { sql } from "drizzle-orm";
import { CASE_PRIORITIES, type CasePriority, type ItemSnapshot, type ReportableType } from "@shared/safety/moderation";
import { moderationCases } from "@shared/schema";
import type { Executor } from "../db";

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
  };
}
