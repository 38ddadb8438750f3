/**
 * Where each item's own page lives (docs/decisions.md: every item has a page and a stable URL).
 * The one place these paths are spelt, from the item registry (shared/item-kinds.ts): cards,
 * notifications, search results, recommendations and the server's links all build them here.
 */
import { ITEM_KINDS, type ItemKindName } from "./item-kinds";

const at = (prefix: string) => (key: string) => `${prefix}/${encodeURIComponent(key)}`;

/** The kinds that have a page of their own (a blog article's is found by slug, the others' by id). */
export type PagedKind = {
  [K in ItemKindName]: (typeof ITEM_KINDS)[K]["itemPath"] extends string ? K : never;
}[ItemKindName];

const pagedKinds = (Object.keys(ITEM_KINDS) as ItemKindName[]).filter((kind) => ITEM_KINDS[kind].itemPath !== null);

export const ITEM_PATHS = {
  ...(Object.fromEntries(pagedKinds.map((kind) => [kind, at(ITEM_KINDS[kind].itemPath!)])) as Record<
    PagedKind,
    (key: string) => string
  >),
  /** A member's public page, by username. */
  member: at("/members"),
};

export type ItemPathType = keyof typeof ITEM_PATHS;

/** The anchor of one reply on its thread's page. */
export function replyAnchor(replyId: string): string {
  return `reply-${replyId}`;
}

/** A reply's place: its thread's page, scrolled to it. */
export function replyPath(thread: { type: "post" | "story" | "photo"; id: string }, replyId: string): string {
  return `${ITEM_PATHS[thread.type](thread.id)}#${replyAnchor(replyId)}`;
}
