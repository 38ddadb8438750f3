/**
 * Shapes of the recommendation API shared by the preferences form, the home section and the
 * server: the preferences schema (one source of validation), list query, and answers.
 */
import { z } from "zod";
import {
  ACTIVITY_LEVELS,
  DEFAULT_ACTIVITY_LEVEL,
  INTERESTS,
  PREFERENCE_PET_TYPES,
  PREFERRED_CONTENT_TYPES,
  RECOMMENDATION_CONTENT_TYPES,
  RECOMMENDATION_PAGE_SIZE,
  optionValues,
} from "./constants";
import { choiceOf, oneOf } from "./fields";

/** A list of distinct enumeration values; the message names the field. */
function valueList<V extends string>(label: string, values: readonly [V, ...V[]]) {
  return z
    .array(oneOf(label, values), { error: `${label} must be a list` })
    .max(values.length, `${label} has too many values`)
    .transform((list) => [...new Set(list)]);
}

/** The refusal of a route on a user's own id (recommendations, preferences) for anyone else's, moderators included. */
export const OWN_ID_ONLY = "You can only use your own recommendations and preferences";

/** What PUT /api/user-preferences/:userId accepts (a `userId` in the body is ignored). */
export const preferencesSchema = z.object({
  petTypes: valueList("Pet types", optionValues(PREFERENCE_PET_TYPES)).default([]),
  interests: valueList("Interests", optionValues(INTERESTS)).default([]),
  preferredContentTypes: valueList("Preferred content types", optionValues(PREFERRED_CONTENT_TYPES)).default([]),
  activityLevel: choiceOf("activity level", optionValues(ACTIVITY_LEVELS)).default(DEFAULT_ACTIVITY_LEVEL),
});
export type PreferencesInput = z.input<typeof preferencesSchema>;
export type Preferences = z.infer<typeof preferencesSchema>;

/** The preferences of someone who has saved none. */
export const DEFAULT_PREFERENCES: Preferences = {
  petTypes: [],
  interests: [],
  preferredContentTypes: [],
  activityLevel: DEFAULT_ACTIVITY_LEVEL,
};

export type RecommendationContentType = (typeof RECOMMENDATION_CONTENT_TYPES)[number];

/** `?contentType=&limit=` on GET /api/recommendations/:userId. */
export const recommendationQuerySchema = z.object({
  contentType: oneOf("contentType", RECOMMENDATION_CONTENT_TYPES).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(RECOMMENDATION_PAGE_SIZE.max, `limit must be at most ${RECOMMENDATION_PAGE_SIZE.max}`)
    .default(RECOMMENDATION_PAGE_SIZE.default),
});
