/**
 * A page of the moderation queue as moderators read it: each case with its item's text then and
 * now, its state, its author (with any suspension) and their latest writing, the reasons given
 * (counted, never naming a reporter), the notes and the author's answers. A page costs a fixed number of queries, however
 * many cases it holds: one per kind of item on it, and one each for reasons, notes, answers, accounts and
 * the authors' recent writing.
 */
import { ITEM_KINDS } from "@shared/item-kinds";
import { ITEM_PATHS, replyPath, type PagedKind } from "@shared/item-urls";
import { CASE_PRIORITIES, type ModerationCaseView, type ReportableType } from "@shared/safety/moderation";
import type { ContentWarning } from "@shared/safety/content-warnings";
import type { Executor } from "../db";
import { memberAccountsRepository } from "../repositories/member-accounts.repository";
import {
  moderatedItemsRepository,
  type ModeratedItem,
  type ReplyThreadRef,
} from "../repositories/moderated-items.repository";
import type { CaseRow } from "../repositories/moderation-cases.repository";
import { threadOf } from "../repositories/replies.repository";
import { moderatorAnswersRepository } from "../repositories/moderator-answers.repository";
import { reportsRepository } from "../repositories/reports.repository";
import { itemUrl } from "./replies";
import { suspensionState } from "./suspension";

/** How many of an author's latest posts, replies and stories a case shows. */
export const AUTHOR_RECENT_COUNT = 5;

/** The page a reply's thread lives on. */
export function threadUrl(reply: ReplyThreadRef): string {
  const thread = threadOf(reply);
  return itemUrl(thread.type, thread.itemId);
}

/** Where an item lives: a reply in its thread, a kind with no page of its own (a challenge) in its list, anything else on its own page. */
export function moderatedItemUrl(item: ReplyThreadRef & { itemType: ReportableType; id: string }): string {
  if (item.itemType === "reply") {
    const thread = threadOf(item);
    return replyPath({ type: thread.type, id: thread.itemId }, item.id);
  }
  const { itemPath, listPath } = ITEM_KINDS[item.itemType];
  return itemPath ? ITEM_PATHS[item.itemType as PagedKind](item.id) : listPath;
}

const itemKey = (type: ReportableType, id: string) => `${type}:${id}`;

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Builds case views over `executor` (the database, or the transaction that just changed a case). */
export function moderationViews(executor: Executor) {
  async function itemsOf(cases: CaseRow[]): Promise<Map<string, ModeratedItem>> {
    const items = moderatedItemsRepository(executor);
    const found = new Map<string, ModeratedItem>();
    for (const [type, ofType] of groupBy(cases, (row) => row.itemType)) {
      const rows = await items.findMany(
        type as ReportableType,
        ofType.map((row) => row.itemId),
      );
      for (const item of rows) found.set(itemKey(item.itemType, item.id), item);
    }
    return found;
  }

  return {
    async build(cases: CaseRow[]): Promise<ModerationCaseView[]> {
      if (cases.length === 0) return [];
      const caseIds = cases.map((row) => row.id);
      const authorIds = [...new Set(cases.flatMap((row) => row.authorId ?? []))];
      const accountIds = [...new Set([...authorIds, ...cases.flatMap((row) => row.claimedBy ?? [])])];
      const reports = reportsRepository(executor);
      const [items, reasons, notes, answers, accounts, recent] = [
        await itemsOf(cases),
        groupBy(await reports.reasonCounts(caseIds), (row) => row.caseId),
        groupBy(await reports.notes(caseIds), (row) => row.caseId),
        groupBy(await moderatorAnswersRepository(executor).list(caseIds), (row) => row.caseId),
        new Map((await memberAccountsRepository(executor).findMany(accountIds)).map((row) => [row.id, row])),
        groupBy(
          await moderatedItemsRepository(executor).recentByAuthors(authorIds, AUTHOR_RECENT_COUNT),
          (row) => row.authorId,
        ),
      ];

      return cases.map((row): ModerationCaseView => {
        const item = items.get(itemKey(row.itemType, row.itemId));
        const author = row.authorId ? accounts.get(row.authorId) : undefined;
        const claimer = row.claimedBy ? accounts.get(row.claimedBy) : undefined;
        return {
          id: row.id,
          priority: CASE_PRIORITIES[row.priority] ?? "reported",
          itemType: row.itemType,
          itemId: row.itemId,
          itemUrl: item ? moderatedItemUrl(item) : null,
          snapshot: row.snapshot,
          // A post its author removed keeps its place in the thread but has no text left.
          current: item && !item.removedAt ? item.text : null,
          state: item
            ? {
                held: item.heldAt !== null,
                hidden: item.hiddenAt !== null,
                locked: item.lockedAt !== null,
                contentWarnings: item.contentWarnings as ContentWarning[],
              }
            : null,
          author: author ? { id: author.id, username: author.username, ...suspensionState(author) } : null,
          authorRecent: (row.authorId ? (recent.get(row.authorId) ?? []) : []).map((recentItem) => ({
            itemType: recentItem.itemType,
            url: moderatedItemUrl(recentItem),
            excerpt: recentItem.excerpt,
            createdAt: recentItem.createdAt.toISOString(),
          })),
          reasons: (reasons.get(row.id) ?? []).map(({ reason, count }) => ({ reason, count })),
          notes: (notes.get(row.id) ?? []).map(({ reason, note, createdAt }) => ({
            reason,
            note,
            createdAt: createdAt.toISOString(),
          })),
          answers: (answers.get(row.id) ?? []).map(({ text, createdAt }) => ({
            text,
            createdAt: createdAt.toISOString(),
          })),
          crisisMatch: row.crisisMatch,
          claimedBy: claimer ? { id: claimer.id, username: claimer.username } : null,
          openedAt: row.createdAt.toISOString(),
        };
      });
    },
  };
}
