/**
 * What each reader may see of an item moderators have a hand in (docs/decisions.md#safety-first):
 * a held item exists only for its author and moderators; a hidden one keeps its place for everyone
 * else with its text blanked; an item posted as "A member" names its author to moderators only.
 */
import type { ItemStatus } from "@shared/api";
export { shownAuthor } from "@shared/names";
import { notFound } from "../lib/http-error";
import { canChange, type Viewer } from "../lib/viewer";
import { sightOf } from "../items/visibility";

/** The moderation columns every member-written item carries. */
export interface ModeratedRow {
  heldAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  anonymous?: boolean;
  author?: string;
}

/**
 * The item's status for `viewer`, and whether they get its text, by the one visibility rule
 * (server/items/visibility.ts). An item they may not see at all (a held one, for anyone but its
 * author and moderators) is a 404 with `missingMessage`, so nothing says it exists.
 */
export function itemStatusFor(
  row: ModeratedRow,
  ownerId: string | null,
  viewer: Viewer | undefined,
  missingMessage: string,
): ItemStatus & { showText: boolean } {
  const sight = sightOf(row, ownerId, viewer);
  if (sight === "none") throw notFound(missingMessage);
  const insider = canChange(viewer, ownerId);
  const status = row.heldAt ? "held" : row.hiddenAt ? "hidden" : "published";
  return {
    status,
    hiddenReason: insider && status === "hidden" ? row.hiddenReason : null,
    postedBy: viewer?.role === "moderator" && row.anonymous && row.author ? row.author : null,
    showText: sight === "full",
  };
}
