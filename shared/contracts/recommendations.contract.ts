/**
 * /api/recommendations: a member's list (or the visitors' popular picks at guest-user), making a
 * member's list again, and marking one of theirs viewed.
 */
import { z } from "zod";
import { GUEST_USER_ID, RECOMMENDATION_CONTENT_TYPES } from "../constants";
import { OWN_ID_ONLY, recommendationQuerySchema } from "../recommendations";
import { idParams, isoDate, userIdParams } from "./fields";
import { defineRoute, type WireItem } from "./route-contract";

export const RECOMMENDATION_NOT_FOUND = "Recommendation not found";
export const NOT_YOUR_RECOMMENDATION = "You can only mark your own recommendations";

/** The item a recommendation points at, as a card shows it. */
export const recommendedContentAnswer = z.strictObject({
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  category: z.string(),
  /** Where View opens: the item's own page, or the list a kind without one lives in. */
  path: z.string(),
  /**
   * The item's content warnings (shared/safety/content-warnings.ts): the card is collapsed or left
   * out as the reader chose, like every other list. A member never gets a card whose warnings they hide.
   */
  contentWarnings: z.array(z.string()),
});

/** One recommendation; a visitor's are made on the fly, with ids of their own ("<type>:<item id>"). */
export const recommendationAnswer = z.strictObject({
  id: z.string(),
  userId: z.string(),
  contentId: z.string(),
  contentType: z.enum(RECOMMENDATION_CONTENT_TYPES),
  score: z.number(),
  reasoning: z.string(),
  viewed: z.number().int(),
  createdAt: isoDate,
  content: recommendedContentAnswer,
});

export const recommendationsContract = {
  list: defineRoute({
    method: "GET",
    path: "/api/recommendations/:userId",
    summary: `The member's own recommendations (popular picks while they have none); "${GUEST_USER_ID}" gives anyone the visitors' popular picks`,
    // Public for the guest list; any other id must be the caller's own (401, then 403), checked
    // before the query is read.
    access: "public",
    params: userIdParams,
    query: recommendationQuerySchema,
    status: 200,
    answer: z.array(recommendationAnswer),
    errors: { 401: "Please log in to continue", 403: OWN_ID_ONLY },
  }),
  generate: defineRoute({
    method: "POST",
    path: "/api/recommendations/:userId/generate",
    summary: "Makes the member's own recommendations again and answers the new list",
    access: "owner",
    params: userIdParams,
    status: 200,
    answer: z.array(recommendationAnswer),
    errors: { 403: OWN_ID_ONLY },
  }),
  markViewed: defineRoute({
    method: "PUT",
    path: "/api/recommendations/:id/viewed",
    summary: "Marks one of the member's recommendations viewed",
    access: "member",
    params: idParams,
    status: 204,
    answer: null,
    notFound: RECOMMENDATION_NOT_FOUND,
    errors: { 403: NOT_YOUR_RECOMMENDATION },
  }),
};

/** A recommendation as the client reads it. */
export type RecommendationView = WireItem<typeof recommendationsContract.list>;
