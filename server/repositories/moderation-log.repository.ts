/**
 * SQL for the audit log: append an entry, read it newest first. There is nothing to change or
 * remove an entry with, here or anywhere: the table's trigger refuses both (migrations/0004_safety.sql).
 */
import type { AuditedItemType, ModerationActionName } from "@shared/safety/moderation";
import { moderationLog } from "@shared/schema";
import type { Executor } from "../db";
import { afterCursor, newestFirst, toPage, type Cursor, type Page } from "../lib/pagination";

export interface NewAuditEntry {
  /** Null for the site's own net (moderatorName "PawsWell"). */
  moderatorId: string | null;
  moderatorName: string;
  action: ModerationActionName;
  itemType?: AuditedItemType | null;
  itemId?: string | null;
  memberId?: string | null;
  memberName?: string | null;
  reason?: string | null;
}

export type AuditRow = typeof moderationLog.$inferSelect;

/** Audit log queries; `executor` is the transaction of the action the entry records. */
export function moderationLogRepository(executor: Executor) {
  return {
    async append(entry: NewAuditEntry): Promise<void> {
      await executor.insert(moderationLog).values(entry);
    },

    /** One page of entries, newest first. */
    async list(options: { limit: number; cursor?: Cursor }): Promise<Page<AuditRow>> {
      const rows = await executor
        .select()
        .from(moderationLog)
        .where(afterCursor(moderationLog, options.cursor))
        .orderBy(...newestFirst(moderationLog))
        .limit(options.limit + 1);
      return toPage(rows, options.limit);
    },
  };
}
