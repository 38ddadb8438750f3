/**
 * Where each item's own page lives (docs/decisions.md: every item has a page and a stable URL).
 * The one place these paths are spelt: cards, notifications, search results, recommendations and
 * the server's links all build them here.
 */
const at = (prefix: string) => (key: string) => `${prefix}/${encodeURIComponent(key)}`;

export const ITEM_PATHS = {
  post: at("/community"),
  story: at("/stories"),
  photo: at("/pets-social/photos"),
  group: at("/groups"),
  resource: at("/resources"),
  /** Blog articles are found by slug, not id. */
  blog: at("/blog"),
  /** A member's public page, by username. */
  member: at("/members"),
} as const;

export type ItemPathType = keyof typeof ITEM_PATHS;

/** The anchor of one reply on its thread's page. */
export function replyAnchor(replyId: string): string {
  return `reply-${replyId}`;
}

/** A reply's place: its thread's page, scrolled to it. */
export function replyPath(thread: { type: "post" | "story" | "photo"; id: string }, replyId: string): string {
  return `${ITEM_PATHS[thread.type](thread.id)}#${replyAnchor(replyId)}`;
}
