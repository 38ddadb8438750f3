/** What a member sends to create a wellness challenge, and a moderator to edit one; a picture needs its alt text. */
import { z } from "zod";
import { someFields } from "../api";
import { TEXT_LIMITS, imageAltText, isoDate, requireImageAlt, requiredText, siteImageUrl } from "../fields";

export const CHALLENGE_DATES_MESSAGE = "End date cannot be before the start date";

/** A challenge's fields, each checked alone (an edit may change any of them). */
const wellnessChallengeFields = z.object({
  title: requiredText("Title", TEXT_LIMITS.title),
  description: requiredText("Description", TEXT_LIMITS.description),
  startDate: isoDate("Start date"),
  endDate: isoDate("End date"),
  imageUrl: siteImageUrl().optional(),
  imageAlt: imageAltText().optional(),
});

/** POST /api/wellness-challenges. */
export const insertWellnessChallengeSchema = requireImageAlt(
  wellnessChallengeFields.refine((value) => value.endDate >= value.startDate, {
    path: ["endDate"],
    message: CHALLENGE_DATES_MESSAGE,
  }),
  "create",
);
export type InsertWellnessChallenge = z.infer<typeof insertWellnessChallengeSchema>;

/**
 * PATCH /api/wellness-challenges/:id. Two dates sent together are checked against each other here
 * (the form shows it on the field); one sent alone is checked against the stored other by the
 * table's own check.
 */
export const editChallengeSchema = requireImageAlt(
  someFields(wellnessChallengeFields, "title, description, startDate, endDate, imageUrl, imageAlt").refine(
    (value) => !value.startDate || !value.endDate || value.endDate >= value.startDate,
    { path: ["endDate"], message: CHALLENGE_DATES_MESSAGE },
  ),
  "edit",
);
