/** Reactions: turn one of your own on or off; the answer is the item's new summary. */
import type { ReactionKind } from "@shared/constants";
import type { ReactionSummary } from "@shared/contracts/reactions.contract";
import { callApi } from "@/lib/api";

/** The /api resources whose items take reactions. */
export type ReactionResource = "posts" | "replies" | "stories" | "pet-photos";

export function setReaction(
  resource: ReactionResource,
  id: string,
  kind: ReactionKind,
  on: boolean,
): Promise<ReactionSummary> {
  return callApi(`${on ? "PUT" : "DELETE"} /api/${resource}/:id/reactions/:kind`, { params: { id, kind } });
}
