/** /api/user-engagement/:userId: the signed-in member's own recommendation engagement summary. */
import { z } from "zod";
import { OWN_ID_ONLY } from "../recommendations";
import { userIdParams } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

/** `:userId`: any text; only the caller's own id is let through (403 otherwise, never 404). */

/** How much of what was recommended the member opened, and the categories they open most. */
export const engagementAnswer = z.strictObject({
  totalRecommendations: z.number().int(),
  viewedRecommendations: z.number().int(),
  /** The viewed share in percent, one decimal; 0 when there are none. */
  engagementRate: z.number(),
  topCategories: z.array(z.string()),
});

export const userEngagementContract = {
  get: defineRoute({
    method: "GET",
    path: "/api/user-engagement/:userId",
    summary: "The member's own recommendation totals, engagement rate and most opened categories",
    access: "owner",
    params: userIdParams,
    status: 200,
    answer: engagementAnswer,
    errors: { 403: OWN_ID_ONLY },
  }),
};

/** The engagement summary as the client reads it. */
export type EngagementView = WireAnswer<typeof userEngagementContract.get>;
