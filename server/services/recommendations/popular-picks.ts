/**
 * The popular picks (GET /api/recommendations/guest-user), made once per change of what they show
 * rather than once per reader: ranking every candidate's words is most of the home page's CPU
 * (docs/performance.md#rendered-pages-in-one-pass-28-november-2026), and the picks are the same for
 * every visitor, and for every member who hides the same warnings, until something changes. Kept
 * as visitors' copies are (server/visitor-cache/visitor-cache.ts): an edit, a hide or a removal
 * drops them at once; something added or counted has them made anew while they are still served;
 * a minute's lifetime lets recency move on.
 */
import type { ContentChanges } from "../../lib/content-changes";
import { visitorCache } from "../../visitor-cache/visitor-cache";
import type { Recommendation } from "./service";

export interface PopularPicks {
  /** The picks for one list of hidden warnings, content type and length: kept, or made by `make`. */
  get(
    key: { hiding: readonly string[]; contentType?: string; limit: number },
    make: () => Promise<Recommendation[]>,
  ): Promise<Recommendation[]>;
}

const LIFETIME_MS = 60_000;
/** Content types × lengths × the sets of warnings members hide: a few dozen in practice. */
const MAX_KEPT = 200;

/** Picks kept until the content changes, as told by `changes`. */
export function popularPicks(changes: Pick<ContentChanges, "onChange">): PopularPicks {
  const kept = visitorCache<Recommendation[]>({ ttlMs: LIFETIME_MS, maxEntries: MAX_KEPT });
  changes.onChange((change) => kept.change(change));
  return {
    get: ({ hiding, contentType, limit }, make) =>
      kept.get(JSON.stringify([[...hiding].sort(), contentType ?? "", limit]), make, { remake: make }),
  };
}
