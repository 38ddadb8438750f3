/** What GET /api/wellness-challenges and POST answer for one challenge (dates arrive as ISO strings in JSON). */
import type { ItemStatus } from "./api";
import type { WellnessChallenge } from "./schema";

/**
 * A challenge as the list shows it to its reader. Everyone is sent the published ones; its creator
 * and moderators are sent it held or hidden too, marked so (docs/decisions.md#safety-first).
 */
export type ChallengeView = Omit<WellnessChallenge, "heldAt" | "hiddenAt" | "hiddenReason"> &
  Pick<ItemStatus, "status" | "hiddenReason"> & {
    /** A member started it (not the site's moderators): anyone but its creator may report it. */
    memberMade: boolean;
    /** The reader started it. */
    isOwn: boolean;
  };
