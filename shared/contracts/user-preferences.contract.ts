/** /api/user-preferences/:userId: the signed-in member's own recommendation preferences. */
import { z } from "zod";
import { ACTIVITY_LEVELS, INTERESTS, PREFERENCE_PET_TYPES, PREFERRED_CONTENT_TYPES, optionValues } from "../constants";
import { OWN_ID_ONLY, preferencesSchema } from "../recommendations";
import { userIdParams } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

/** `:userId`: any text; only the caller's own id is let through (403 otherwise, never 404). */

/** The member's preferences with their id, as the API answers them. */
export const preferencesAnswer = z.strictObject({
  userId: z.string(),
  petTypes: z.array(z.enum(optionValues(PREFERENCE_PET_TYPES))),
  interests: z.array(z.enum(optionValues(INTERESTS))),
  preferredContentTypes: z.array(z.enum(optionValues(PREFERRED_CONTENT_TYPES))),
  activityLevel: z.enum(optionValues(ACTIVITY_LEVELS)),
});

export const userPreferencesContract = {
  get: defineRoute({
    method: "GET",
    path: "/api/user-preferences/:userId",
    summary: "The member's own recommendation preferences (the defaults when none are saved)",
    access: "owner",
    params: userIdParams,
    status: 200,
    answer: preferencesAnswer,
    errors: { 403: OWN_ID_ONLY },
  }),
  save: defineRoute({
    method: "PUT",
    path: "/api/user-preferences/:userId",
    summary: "Saves the member's own preferences and makes their recommendations from them",
    access: "owner",
    params: userIdParams,
    body: preferencesSchema,
    status: 200,
    answer: preferencesAnswer,
    errors: { 403: OWN_ID_ONLY },
  }),
};

/** The member's preferences as the client reads them. */
export type PreferencesView = WireAnswer<typeof userPreferencesContract.get>;
