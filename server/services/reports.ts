/**
 * Reporting an item (members and guests): the report joins the item's open case, or opens one, in
 * one transaction with the item locked, so reports arriving together are counted one after the
 * other. The same transaction runs the net for when no moderator is awake: once enough different
 * members have reported an item for reasons other than "someone may be at risk", it is hidden until
 * a moderator looks. "At risk" reports never hide anything: hiding a cry for help harms.
 */
import type { ReportBody, ReportableType } from "@shared/safety/moderation";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import { canChange, type Viewer } from "../lib/viewer";
import { moderatedItemsRepository } from "../repositories/moderated-items.repository";
import { moderationCasesRepository } from "../repositories/moderation-cases.repository";
import { moderationLogRepository } from "../repositories/moderation-log.repository";
import { reportsRepository } from "../repositories/reports.repository";
import { inTransaction } from "../repositories/transaction";
import { ITEM_NOT_FOUND, REPLY_NOT_FOUND } from "./replies";

/** What a reporter reads when the item is not there (or is held, and not theirs to see). */
export const REPORTED_ITEM_NOT_FOUND: Record<ReportableType, string> = {
  ...ITEM_NOT_FOUND,
  reply: REPLY_NOT_FOUND,
  group: "This group isn't here any more",
};

/** Why the net hid an item, as its author reads it. */
export const NET_HIDDEN_REASON = "Hidden while a moderator looks at reports about it";

/** The name the audit log gives the site's own net, which no moderator ran. */
export const SYSTEM_MODERATOR = "PawsWell";

/** The report service over `db`, with the net's threshold. */
export function reportsService(db: Database, limits: Pick<Limits, "reportsToHide">) {
  return {
    /** Records `reporter`'s report (undefined: a guest). A member's repeat is accepted and counts once. */
    async report(body: ReportBody, reporter: Viewer | undefined): Promise<void> {
      await inTransaction(db, async (tx) => {
        const item = await moderatedItemsRepository(tx).lock(body.itemType, body.itemId);
        // A held item exists only for its author and moderators: to anyone else it is not there.
        if (!item || (item.heldAt && !canChange(reporter, item.authorId))) {
          throw notFound(REPORTED_ITEM_NOT_FOUND[body.itemType]);
        }
        const caseId = await moderationCasesRepository(tx).open({
          itemType: body.itemType,
          itemId: body.itemId,
          authorId: item.authorId,
          snapshot: item.text,
          priority: body.reason === "at-risk" ? "at-risk" : "reported",
        });
        const reports = reportsRepository(tx);
        await reports.add({
          caseId,
          reporterId: reporter?.id ?? null,
          reason: body.reason,
          note: body.note ?? null,
          snapshot: item.text,
        });

        // Only members count towards the net (a guest could report again and again), and only once each.
        if (body.reason === "at-risk" || !reporter || item.hiddenAt) return;
        if ((await reports.countMembersExcept(caseId, "at-risk")) < limits.reportsToHide) return;
        await moderatedItemsRepository(tx).hide(body.itemType, body.itemId, NET_HIDDEN_REASON);
        await moderationLogRepository(tx).append({
          moderatorId: null,
          moderatorName: SYSTEM_MODERATOR,
          action: "hide",
          itemType: body.itemType,
          itemId: body.itemId,
          memberId: item.authorId,
          memberName: item.authorName,
          reason: NET_HIDDEN_REASON,
        });
      });
    },
  };
}
