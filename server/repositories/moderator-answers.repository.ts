/** SQL for authors' answers to the moderators: add one to a case, read a page's cases' answers, and who wrote to the author. */
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { ReportableType } from "@shared/safety/moderation";
import { moderationLog, moderatorAnswers } from "@shared/schema";
import type { Executor } from "../db";

export type AnswerRow = typeof moderatorAnswers.$inferSelect;

export function moderatorAnswersRepository(executor: Executor) {
  return {
    async add(answer: { caseId: string; authorId: string; text: string }): Promise<void> {
      await executor.insert(moderatorAnswers).values(answer);
    },

    /** The answers in these cases, oldest first (one query for a page of the queue). */
    list(caseIds: string[]): Promise<AnswerRow[]> {
      if (caseIds.length === 0) return Promise.resolve([]);
      return executor
        .select()
        .from(moderatorAnswers)
        .where(inArray(moderatorAnswers.caseId, caseIds))
        .orderBy(asc(moderatorAnswers.createdAt), asc(moderatorAnswers.id));
    },

    /** The moderators who sent the item's author a note about it (the audit log keeps every note). */
    async noteWriters(itemType: ReportableType, itemId: string): Promise<string[]> {
      const rows = await executor
        .selectDistinct({ moderatorId: moderationLog.moderatorId })
        .from(moderationLog)
        .where(
          and(
            eq(moderationLog.action, "note"),
            eq(moderationLog.itemType, itemType),
            eq(moderationLog.itemId, itemId),
            isNotNull(moderationLog.moderatorId),
          ),
        );
      return rows.flatMap((row) => row.moderatorId ?? []);
    },
  };
}
