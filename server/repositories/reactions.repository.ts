/** SQL for reactions: add or take back one, and each item's counts with the asking member's own. */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { REACTION_KINDS, optionValues, type ReactionKind } from "@shared/constants";
import { REACTABLE_KINDS, type ReactableKind } from "@shared/item-kinds";
import { reactions } from "@shared/schema";
import type { ReactionSummary } from "@shared/contracts/reactions.contract";
import type { Executor } from "../db";

/** The kinds of item a reaction can be on (the registry's reactable kinds). */
export type ReactionTarget = ReactableKind;

/** The reactions field naming an item of `target` ("postId"). */
const targetField = <T extends ReactionTarget>(target: T): `${T}Id` => `${target}Id`;

/** The kinds of item a reaction can be on, and the column that names each. */
export const REACTION_TARGETS = Object.fromEntries(
  REACTABLE_KINDS.map((target) => [target, reactions[targetField(target)]]),
) as { [T in ReactionTarget]: (typeof reactions)[`${T}Id`] };

/** A summary with every kind at zero and nothing chosen. */
export function emptyReactionSummary(): ReactionSummary {
  const counts = Object.fromEntries(optionValues(REACTION_KINDS).map((kind) => [kind, 0])) as Record<
    ReactionKind,
    number
  >;
  return { counts, mine: [] };
}

/** Reaction queries; `executor` may be a transaction. */
export function reactionsRepository(executor: Executor) {
  return {
    /** Adds `userId`'s reaction of `kind`; answers false when they had already reacted so (the unique index decides). */
    async add(target: ReactionTarget, itemId: string, userId: string, kind: ReactionKind): Promise<boolean> {
      const inserted = await executor
        .insert(reactions)
        .values({ userId, kind, [targetField(target)]: itemId })
        .onConflictDoNothing()
        .returning({ id: reactions.id });
      return inserted.length > 0;
    },

    /** Takes back `userId`'s reaction of `kind`; answers false when there was none. */
    async remove(target: ReactionTarget, itemId: string, userId: string, kind: ReactionKind): Promise<boolean> {
      const deleted = await executor
        .delete(reactions)
        .where(and(eq(REACTION_TARGETS[target], itemId), eq(reactions.userId, userId), eq(reactions.kind, kind)))
        .returning({ id: reactions.id });
      return deleted.length > 0;
    },

    /** Each item's counts by kind, and the kinds `viewerId` chose (none for a guest). Every id gets a summary. */
    async summaries(
      target: ReactionTarget,
      itemIds: string[],
      viewerId: string | undefined,
    ): Promise<Map<string, ReactionSummary>> {
      const result = new Map(itemIds.map((id) => [id, emptyReactionSummary()]));
      if (itemIds.length === 0) return result;
      const column = REACTION_TARGETS[target];
      // One statement for both: the viewer's own reactions are among the rows counted.
      const mine = viewerId ? sql<boolean>`bool_or(${reactions.userId} = ${viewerId})` : sql<boolean>`false`;
      const counted = await executor
        .select({ itemId: column, kind: reactions.kind, n: count(), mine })
        .from(reactions)
        .where(inArray(column, itemIds))
        .groupBy(column, reactions.kind);
      for (const row of counted) {
        const summary = result.get(row.itemId!)!;
        summary.counts[row.kind] = row.n;
        if (row.mine) summary.mine.push(row.kind);
      }
      return result;
    },
  };
}
