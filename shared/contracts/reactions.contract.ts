/**
 * /api/{posts,replies,stories,pet-photos}/:id/reactions/:kind: a member PUTs a reaction on (again is
 * fine) or DELETEs it; both answer the item's counts with the member's own. The same two routes
 * for each kind the item registry lets members react to (../item-kinds.ts).
 */
import { z } from "zod";
import { REACTION_KINDS, optionValues } from "../constants";
import { itemNotFoundMessage, itemNoun, type ReactableKind } from "../item-kinds";
import { idParams } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

const REACTION_VALUES = optionValues(REACTION_KINDS);

/** What a `:kind` that is not a gentle reaction answers: a 400, as the word is known but wrong. */
export const NOT_A_REACTION = `kind: Reaction must be one of: ${REACTION_VALUES.join(", ")}`;
/** What PUT answers for a post its author removed (its thread stays, closed to new reactions). */
export const REMOVED_POST_REACTION = "This post was removed by its author";

/** How many members reacted with each kind, and which kinds the asking member chose (none for a guest). */
export const reactionSummaryAnswer = z.strictObject({
  counts: z.record(z.enum(REACTION_VALUES), z.number().int()),
  mine: z.array(z.enum(REACTION_VALUES)),
});

/**
 * `:id` a UUID (404 otherwise), `:kind` any word: one that is not a reaction is a 400 naming the
 * reactions (NOT_A_REACTION), which the handler answers once the item's id is known to be one.
 */
const reactionParams = idParams.extend({ kind: z.string().describe(`One of: ${REACTION_VALUES.join(", ")}`) });

/** The PUT and DELETE of reactions on one kind of item, whose API lives at /api/`items` ("posts"). */
function reactionRoutes<const Items extends string>(kind: ReactableKind, items: Items) {
  const route = {
    path: `/api/${items}/:id/reactions/:kind`,
    access: "member",
    params: reactionParams,
    status: 200,
    answer: reactionSummaryAnswer,
    notFound: itemNotFoundMessage(kind),
  } as const;
  return {
    /** Where the kind's reactions router is mounted. */
    mountPath: `/api/${items}/:id/reactions`,
    add: defineRoute({
      ...route,
      method: "PUT",
      summary: `Adds the member's reaction of :kind to a ${itemNoun(kind)} (again is fine); answers its reactions`,
      errors: { 400: NOT_A_REACTION, ...(kind === "post" && { 409: REMOVED_POST_REACTION }) },
    }),
    remove: defineRoute({
      ...route,
      method: "DELETE",
      summary: `Takes back the member's reaction of :kind on a ${itemNoun(kind)}; answers its reactions`,
      errors: { 400: NOT_A_REACTION },
    }),
  };
}

/** Each reactable kind's two routes, by kind, and where its reactions router is mounted. */
export const REACTION_ROUTES = {
  post: reactionRoutes("post", "posts"),
  reply: reactionRoutes("reply", "replies"),
  story: reactionRoutes("story", "stories"),
  photo: reactionRoutes("photo", "pet-photos"),
} as const satisfies Record<ReactableKind, unknown>;

export const reactionsContract = {
  addToPost: REACTION_ROUTES.post.add,
  removeFromPost: REACTION_ROUTES.post.remove,
  addToReply: REACTION_ROUTES.reply.add,
  removeFromReply: REACTION_ROUTES.reply.remove,
  addToStory: REACTION_ROUTES.story.add,
  removeFromStory: REACTION_ROUTES.story.remove,
  addToPhoto: REACTION_ROUTES.photo.add,
  removeFromPhoto: REACTION_ROUTES.photo.remove,
};

/** An item's reactions as the client reads them (in the answers above, and on each item and reply). */
export type ReactionSummary = WireAnswer<typeof reactionsContract.addToPost>;
