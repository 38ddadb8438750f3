/** Choosing the current member of the month: the row a moderator makes current, recorded in the audit log. */
import { MEMBER_OF_THE_MONTH_NOT_FOUND } from "@shared/contracts/member-of-the-month.contract";
import type { MemberOfTheMonth } from "@shared/schema";
import type { Database } from "../db";
import { notFound } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { memberOfTheMonthRepository } from "../repositories/member-of-the-month.repository";
import { moderationLogRepository } from "../repositories/moderation-log.repository";
import { inTransaction } from "../repositories/transaction";

export const MADE_CURRENT_REASON = "Made the current member of the month";

/** The member-of-the-month service over `db`. */
export function memberOfTheMonthService(db: Database) {
  return {
    /** `moderator` makes entry `id` the one the public card shows; 404 when there is none. */
    makeCurrent(id: string, moderator: Viewer): Promise<MemberOfTheMonth> {
      return inTransaction(db, async (tx) => {
        const row = await memberOfTheMonthRepository(db).chooseIn(tx, id);
        if (!row) throw notFound(MEMBER_OF_THE_MONTH_NOT_FOUND);
        await moderationLogRepository(tx).append({
          moderatorId: moderator.id,
          moderatorName: moderator.username,
          action: "edit",
          itemType: "member-of-the-month",
          itemId: id,
          memberId: null,
          memberName: null,
          reason: MADE_CURRENT_REASON,
        });
        return row;
      });
    },
  };
}
