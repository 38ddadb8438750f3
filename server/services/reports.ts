/**
 * Reporting an item (members and guests): the report joins the item's open case, or opens one, in
 * one transaction with the item locked, so reports arriving together are counted one after the
 * other (docs/decisions.md#report-weights).
 *
 * The same transaction runs the net for when no moderator is awake, weighing who reports as
 * Discourse weighs flags by trust level: an item is hidden until a moderator looks once members
 * who count, from `reportsToHide` different addresses, have reported it for reasons other than
 * "someone may be at risk". A member counts when their account was older than `newMemberMs` when
 * they reported and no moderator has hidden or removed their words or suspended them; moderators
 * always count; guests never do. What a moderator wrote is never hidden by the net (Discourse
 * spares staff posts alike), and the site's own notices (featured items, articles, the hero) are
 * not reportable at all. "At risk" reports never hide anything: hiding a cry for help harms.
 *
 * "At risk" reports put their case at the top of the queue, but only a few per reporter: one
 * account, or one address, with more than AT_RISK_CASES_PER_REPORTER open "at risk" reports is
 * flooding, and none of theirs keeps that place (each still waits among the reported, its reason
 * shown), so a flood cannot bury someone else's genuine one.
 */
import { itemLifecycle, type Actor } from "../items/lifecycle";
import type { Viewer } from "../lib/viewer";
import { sightOf } from "../items/visibility";
import { itemNotFoundMessage } from "@shared/item-kinds";
import type { CasePriority, ReportBody } from "@shared/safety/moderation";
import type { Limits } from "../config/limits";
import type { Database, Transaction } from "../db";
import { notFound } from "../lib/http-error";
import { memberAccountsRepository } from "../repositories/member-accounts.repository";
import { moderatedItemsRepository, type ModeratedItem } from "../repositories/moderated-items.repository";
import { moderationCasesRepository } from "../repositories/moderation-cases.repository";
import { reportsRepository, type NetRule, type ReporterKey } from "../repositories/reports.repository";
import { inTransaction } from "../repositories/transaction";

/** Why the net hid an item, as its author reads it. */
export const NET_HIDDEN_REASON = "Hidden while a moderator looks at reports about it";

/** The name the audit log gives the site's own net, which no moderator ran. */
export const SYSTEM_MODERATOR = "PawsWell";

/** The net as the lifecycle knows it: nobody's account, so it tells no author and is logged by name. */
const REPORT_NET: Actor = { id: null, username: SYSTEM_MODERATOR, role: "moderator" };

/** How many open "at risk" reports of one account or one address lift their cases to the queue's at-risk tier. */
export const AT_RISK_CASES_PER_REPORTER = 3;

/** What a moderator does about a member that means their own reports no longer count towards the net. */
const UPHELD_ACTIONS = ["hide", "delete", "suspend"] as const;

/** The report service over `db`, with the net's threshold and who counts as new. */
export function reportsService(db: Database, limits: Pick<Limits, "reportsToHide" | "newMemberMs">) {
  const netRule: NetRule = { establishedMs: limits.newMemberMs, upheldActions: UPHELD_ACTIONS };

  /** The case's priority for this report, taking the at-risk place back from `key`'s cases when they are flooding. */
  async function priorityOf(tx: Transaction, body: ReportBody, key: ReporterKey): Promise<CasePriority> {
    if (body.reason !== "at-risk") return "reported";
    const open = await reportsRepository(tx).openAtRiskCases(key, body);
    if (open < AT_RISK_CASES_PER_REPORTER) return "at-risk";
    await moderationCasesRepository(tx).withdrawAtRisk(key);
    return "reported";
  }

  /** Whether the net may hide `item`: never what a moderator wrote. */
  async function isHideable(tx: Transaction, item: ModeratedItem): Promise<boolean> {
    if (!item.authorId) return true;
    const [author] = await memberAccountsRepository(tx).findMany([item.authorId]);
    return author?.role !== "moderator";
  }

  return {
    /**
     * Records `reporter`'s report (undefined: a guest) sent from the address `addressHash` names.
     * A member's repeat is accepted and counts once.
     */
    async report(body: ReportBody, reporter: Viewer | undefined, addressHash: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        const item = await moderatedItemsRepository(tx).lock(body.itemType, body.itemId);
        // A held item exists only for its author and moderators: to anyone else it is not there.
        if (!item || sightOf(item, item.authorId, reporter) === "none") {
          // What a reporter reads when the item is not there (or is held, and not theirs to see).
          throw notFound(itemNotFoundMessage(body.itemType));
        }
        const key: ReporterKey = { reporterId: reporter?.id ?? null, addressHash };
        const caseId = await moderationCasesRepository(tx).open({
          itemType: body.itemType,
          itemId: body.itemId,
          authorId: item.authorId,
          snapshot: item.text,
          priority: await priorityOf(tx, body, key),
        });
        const reports = reportsRepository(tx);
        await reports.add({
          caseId,
          reporterId: key.reporterId,
          reporterAddressHash: addressHash,
          reason: body.reason,
          note: body.note ?? null,
          snapshot: item.text,
        });

        if (body.reason === "at-risk" || !reporter || item.hiddenAt) return;
        if (!(await isHideable(tx, item))) return;
        if ((await reports.netWeight(caseId, netRule)) < limits.reportsToHide) return;
        const lifecycle = itemLifecycle(tx);
        const row = await lifecycle.lock(body.itemType, body.itemId);
        if (row) await lifecycle.hide(row, { by: REPORT_NET, reason: NET_HIDDEN_REASON });
      });
    },
  };
}
