/**
 * What moderators do (docs/decisions.md#safety-first): read the queue, claim a case, act on it,
 * and read the audit log (suspending a member: ./member-suspensions.ts). Every change is one transaction:
 * the change, its audit entry and the author's notification commit together or not at all.
 *
 * Locks are taken in the order the rest of the app takes them (a reply's thread item, then the
 * item, then its case), so an action never deadlocks with a reply or an edit arriving at once.
 */
import { ITEM_KINDS, itemPlural } from "@shared/item-kinds";
import { CASE_CLOSED, CASE_NOT_FOUND, ITEM_GONE } from "@shared/contracts/moderation.contract";
import type { AuditEntryView, ModerationAction, ModerationCaseView } from "@shared/safety/moderation";
import { warningLabels } from "@shared/safety/content-warnings";
import type { Database, Transaction } from "../db";
import { itemLifecycle, itemPlace, removeStoredImage, type LifecycleRow, type RemovedItem } from "../items/lifecycle";
import { badRequest, conflict, notFound } from "../lib/http-error";
import type { Cursor, Page } from "../lib/pagination";
import type { Viewer } from "../lib/viewer";
import { memberAccountsRepository } from "../repositories/member-accounts.repository";
import { moderatedItemsRepository } from "../repositories/moderated-items.repository";
import { moderationCasesRepository, type CaseRow, type QueueCursor } from "../repositories/moderation-cases.repository";
import { moderationLogRepository, type AuditRow } from "../repositories/moderation-log.repository";
import { inTransaction } from "../repositories/transaction";
import type { ObjectStorage } from "../storage/object-storage";
import { moderationViews } from "./moderation-views";
import { notifyMember } from "./notify";

/** The answer to an action that closed its case (dismiss, hide, restore, delete). */
export interface ResolvedCase {
  resolved: true;
}

/**
 * What an action did. Hide, restore and delete go through the item lifecycle (server/items/lifecycle.ts),
 * which tells the author and writes the audit entry itself (`recorded`); for the others the case
 * does both, with `subject` (null: nobody is told).
 */
interface Outcome {
  closes: boolean;
  recorded?: true;
  /** Completes "A moderator …", e.g. "closed one of your discussions to new replies: …". */
  subject?: string | null;
  url?: string;
  /** A deleted item, whose photo's stored image goes once the transaction has committed. */
  removed?: RemovedItem;
}

function toAuditView(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    moderator: row.moderatorName,
    action: row.action as AuditEntryView["action"],
    itemType: row.itemType,
    itemId: row.itemId,
    member: row.memberName,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The moderation service over `db`; a deleted photo's files are removed from `storage`. */
export function moderationService(db: Database, storage: ObjectStorage) {
  async function caseView(id: string): Promise<ModerationCaseView> {
    const row = await moderationCasesRepository(db).find(id);
    if (!row) throw notFound(CASE_NOT_FOUND);
    return (await moderationViews(db).build([row]))[0]!;
  }

  /** Locks the case, refusing an unknown or closed one. */
  async function lockOpenCase(tx: Transaction, id: string): Promise<CaseRow> {
    const row = await moderationCasesRepository(tx).lock(id);
    if (!row) throw notFound(CASE_NOT_FOUND);
    if (row.resolvedAt) throw conflict(CASE_CLOSED);
    return row;
  }

  async function claimerName(tx: Transaction, moderatorId: string): Promise<string> {
    const [holder] = await memberAccountsRepository(tx).findMany([moderatorId]);
    return holder?.username ?? "Another moderator";
  }

  /** Does `action` to `item` inside `tx` and says what it did. */
  async function perform(
    tx: Transaction,
    action: ModerationAction,
    item: LifecycleRow | undefined,
    moderator: Viewer,
  ): Promise<Outcome> {
    if (action.action === "dismiss") return { closes: true, subject: null };
    if (!item) throw conflict(ITEM_GONE);
    const lifecycle = itemLifecycle(tx);
    const plural = itemPlural(item.kind);
    const url = itemPlace(item);
    switch (action.action) {
      case "hide":
        await lifecycle.hide(item, { by: moderator, reason: action.reason });
        return { closes: true, recorded: true };
      case "restore":
        await lifecycle.restore(item, { by: moderator, reason: action.reason });
        return { closes: true, recorded: true };
      case "delete":
        return {
          closes: true,
          recorded: true,
          removed: await lifecycle.remove(item, { by: moderator, reason: action.reason }),
        };
      case "lock":
        if (item.kind !== "post") throw badRequest("Only discussions can be closed to new replies");
        await moderatedItemsRepository(tx).lockPost(item.id);
        return { closes: false, subject: `closed one of your discussions to new replies: ${action.reason}`, url };
      case "warn": {
        if (!ITEM_KINDS[item.kind].contentWarnings) {
          throw badRequest(`${plural[0]!.toUpperCase()}${plural.slice(1)} don't carry content warnings`);
        }
        await moderatedItemsRepository(tx).setWarnings(item.kind as "post", item.id, action.contentWarnings);
        const subject =
          action.contentWarnings.length > 0
            ? `added a content warning to one of your ${plural}: ${warningLabels(action.contentWarnings)}`
            : `removed the content warnings from one of your ${plural}`;
        return { closes: false, subject, url };
      }
      case "note":
        if (!item.ownerId) throw badRequest("This item has no member author to send a note to");
        return { closes: false, subject: `sent you a note: ${action.message}`, url };
    }
  }

  /** The audit entry and the author's notice of an action the lifecycle did not record itself. */
  async function record(
    tx: Transaction,
    row: CaseRow,
    action: ModerationAction,
    outcome: Outcome,
    moderator: Viewer,
    authorId: string | null,
  ): Promise<void> {
    const [author] = authorId ? await memberAccountsRepository(tx).findMany([authorId]) : [];
    await moderationLogRepository(tx).append({
      moderatorId: moderator.id,
      moderatorName: moderator.username,
      action: action.action,
      itemType: row.itemType,
      itemId: row.itemId,
      memberId: authorId,
      memberName: author?.username ?? null,
      reason: action.action === "note" ? action.message : action.reason,
    });
    if (outcome.subject && outcome.url && authorId !== moderator.id) {
      await notifyMember(tx, {
        recipientId: authorId,
        kind: "moderation",
        actor: null,
        subject: outcome.subject,
        url: outcome.url,
        // A note is what an author may answer, from the notice itself.
        ...(action.action === "note" && { item: { type: row.itemType, id: row.itemId } }),
      });
    }
  }

  return {
    /** One page of open cases, most urgent first and oldest first within each. */
    async queue(options: { limit: number; cursor?: QueueCursor }): Promise<Page<ModerationCaseView>> {
      const page = await moderationCasesRepository(db).listOpen(options);
      return { items: await moderationViews(db).build(page.items), nextCursor: page.nextCursor };
    },

    async openCount(): Promise<number> {
      return moderationCasesRepository(db).countOpen();
    },

    /** Marks the case as `moderator`'s, so others see who has it; 409 naming who when another moderator does. */
    async claim(id: string, moderator: Viewer): Promise<ModerationCaseView> {
      await inTransaction(db, async (tx) => {
        const row = await lockOpenCase(tx, id);
        if (row.claimedBy === moderator.id) return;
        if (row.claimedBy) throw conflict(`${await claimerName(tx, row.claimedBy)} is already looking at this`);
        await moderationCasesRepository(tx).setClaim(id, moderator.id);
        await moderationLogRepository(tx).append({
          moderatorId: moderator.id,
          moderatorName: moderator.username,
          action: "claim",
          itemType: row.itemType,
          itemId: row.itemId,
        });
      });
      return caseView(id);
    },

    /** Lets go of `moderator`'s claim; 409 naming who when another moderator holds it. */
    async release(id: string, moderator: Viewer): Promise<ModerationCaseView> {
      await inTransaction(db, async (tx) => {
        const row = await lockOpenCase(tx, id);
        if (!row.claimedBy) return;
        if (row.claimedBy !== moderator.id) {
          throw conflict(`${await claimerName(tx, row.claimedBy)} is looking at this`);
        }
        await moderationCasesRepository(tx).setClaim(id, null);
      });
      return caseView(id);
    },

    /**
     * Acts on a case. Answers the case as it is now when it stays open (warn, lock, note), or
     * `{ resolved: true }` when the action closed it (dismiss, hide, restore, delete).
     */
    async act(id: string, action: ModerationAction, moderator: Viewer): Promise<ModerationCaseView | ResolvedCase> {
      const found = await moderationCasesRepository(db).find(id);
      if (!found) throw notFound(CASE_NOT_FOUND);
      const outcome = await inTransaction(db, async (tx) => {
        // The app's lock order: a reply's thread item, the item, then its case.
        const item = await itemLifecycle(tx).lock(found.itemType, found.itemId);
        const row = await lockOpenCase(tx, id);
        const outcome = await perform(tx, action, item, moderator);
        if (!outcome.recorded) await record(tx, row, action, outcome, moderator, item?.ownerId ?? row.authorId);
        if (outcome.closes) await moderationCasesRepository(tx).resolve(id);
        return outcome;
      });
      await removeStoredImage(db, storage, outcome.removed);
      return outcome.closes ? { resolved: true } : caseView(id);
    },

    /** One page of the audit log, newest first. */
    async auditLog(options: { limit: number; cursor?: Cursor }): Promise<Page<AuditEntryView>> {
      const page = await moderationLogRepository(db).list(options);
      return { ...page, items: page.items.map(toAuditView) };
    },
  };
}

export type ModerationService = ReturnType<typeof moderationService>;
