/** Where an item lives, for the notices the lifecycle (server/items/lifecycle.ts) sends and forgets: from the registry. */
import { replyPath } from "@shared/item-urls";
import { ITEM_KINDS, THREAD_KINDS, type ReportableKind, type ThreadKind } from "@shared/item-kinds";
import type { LifecycleRow } from "../repositories/item-lifecycle.repository";

/** Whether replies hang off `kind`. */
export function isThreadKind(kind: ReportableKind): kind is ThreadKind {
  return (THREAD_KINDS as readonly string[]).includes(kind);
}

/** The page an item lives on: a reply's place in its thread; a kind with no page of its own, its list. */
export function itemPlace(row: Pick<LifecycleRow, "kind" | "id" | "thread">): string {
  if (row.thread) return replyPath({ type: row.thread.type, id: row.thread.itemId }, row.id);
  const { itemPath, listPath } = ITEM_KINDS[row.kind];
  return itemPath ? `${itemPath}/${encodeURIComponent(row.id)}` : listPath!;
}

/** Where a deleted item's notice leads: its kind's list, or a reply's thread. */
export function listPlace(row: Pick<LifecycleRow, "kind" | "id" | "thread">): string {
  if (row.thread) return threadPlace(row.thread);
  return ITEM_KINDS[row.kind].listPath!;
}

/** The page a thread lives on. */
function threadPlace(thread: NonNullable<LifecycleRow["thread"]>): string {
  return itemPlace({ kind: thread.type, id: thread.itemId, thread: null });
}
