/**
 * The crisis check on everything a person posts (docs/safety.md#safety-on-a-bad-day): the same
 * shared check the browser runs before Post, run again here because the server decides. An
 * imminent-risk text is stored held, for its author and moderators only, with a "held" case at the
 * top of the queue; a risk text is published as usual with an "at risk" check-in case. Nothing
 * public says so, no other member is told, and nothing leaves the site.
 */
import { ITEM_KINDS, type ReportableKind } from "@shared/item-kinds";
import { checkForCrisis } from "@shared/safety/crisis-check";
import type { CasePriority, ItemSnapshot } from "@shared/safety/moderation";
import type { Database, Executor } from "../db";
import { moderationCasesRepository, type CaseItem } from "../repositories/moderation-cases.repository";
import { priorityRank } from "../repositories/moderation-cases.repository";
import { inTransaction } from "../repositories/transaction";
import { alertModeratorsOfHold } from "./moderator-alerts";

/** What the check decided for one text. */
export interface Screening {
  /** Store it held: nobody but its author and moderators sees it until a moderator publishes it. */
  hold: boolean;
  /** The queue case it needs, if any. */
  casePriority: CasePriority | null;
}

/** Screens the texts of one item (a title and its content are read together). */
export function screen(...texts: (string | null | undefined)[]): Screening {
  const { level } = checkForCrisis(...texts);
  if (level === "hold") return { hold: true, casePriority: "held" };
  if (level === "check-in") return { hold: false, casePriority: "at-risk" };
  return { hold: false, casePriority: null };
}

/** The item a screening is about, as the queue will show it. */
export interface ScreenedItem extends CaseItem {
  authorId: string | null;
  snapshot: ItemSnapshot;
}

/**
 * Opens (or joins) the item's queue case when the screening asks for one, in `executor`'s
 * transaction. A hold alerts every moderator once: not again while its case is already a held one
 * (an author editing words that stay held).
 */
export async function queueIfNeeded(executor: Executor, item: ScreenedItem, screening: Screening): Promise<void> {
  if (!screening.casePriority) return;
  const cases = moderationCasesRepository(executor);
  const before = screening.hold ? await cases.findOpen(item) : undefined;
  const caseId = await cases.open({ ...item, priority: screening.casePriority, crisisMatch: true });
  if (screening.hold && before?.priority !== priorityRank("held")) {
    await alertModeratorsOfHold(executor, { caseId, itemType: item.itemType, authorId: item.authorId });
  }
}

/** What a create answers: the item as lists show it, and whether it was published or held. */
export type Created<Public> = Public & { status: "published" | "held" };

/** The fields of what was written that the registry screens for `kind` (shared/item-kinds.ts), as the queue shows them. */
export function screenedText(kind: ReportableKind, written: Record<string, unknown>): ItemSnapshot {
  return Object.fromEntries(
    ITEM_KINDS[kind].screened.map((field) => {
      const value = written[field];
      return [field, typeof value === "string" ? value : null];
    }),
  );
}

/**
 * Stores a new item after screening the fields its kind screens: the item and its queue case
 * commit together, so a held post can never be left without a moderator to read it.
 */
export async function createScreened<Public extends { id: string }>(
  db: Database,
  item: Pick<ScreenedItem, "itemType" | "authorId"> & {
    /** What the person wrote (the validated body). */
    written: Record<string, unknown>;
    insert: (executor: Executor, heldAt: Date | null) => Promise<Public>;
  },
): Promise<Created<Public>> {
  const snapshot = screenedText(item.itemType, item.written);
  const screening = screen(...Object.values(snapshot));
  return inTransaction(db, async (tx) => {
    const created = await item.insert(tx, screening.hold ? new Date() : null);
    await queueIfNeeded(
      tx,
      { itemType: item.itemType, itemId: created.id, authorId: item.authorId, snapshot },
      screening,
    );
    return { ...created, status: screening.hold ? "held" : "published" };
  });
}
