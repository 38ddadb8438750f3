/** Reactions: turn one of your own on or off; the answer is the item's new summary. */
import type { ReactionSummary } from "@shared/api";
import type { ReactionKind } from "@shared/constants";
import { sendJson } from "@/lib/api";

/** The /api resources whose items take reactions. */
export type ReactionResource = "posts" | "replies" | "stories" | "pet-photos";

export function setReaction(
  resource: ReactionResource,
  id: string,
  kind: ReactionKind,
  on: boolean,
): Promise<ReactionSummary> {
  return sendJson<ReactionSummary>(
    on ? "PUT" : "DELETE",
    `/api/${resource}/${encodeURIComponent(id)}/reactions/${kind}`,
  );
}
