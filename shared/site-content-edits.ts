/**
 * PATCH bodies for the site's own content, which moderators write and edit in /admin: any of an
 * item's fields, at least one. (Blog posts have theirs in shared/blog.ts; posts, stories and photos
 * are edited as their authors edit them, shared/api.ts.)
 */
import type { z } from "zod";
import { someFields } from "./api";
import { checkSchedule, publicationFields } from "./publication";
import {
  CHALLENGE_DATES_MESSAGE,
  insertCategorySchema,
  insertFeaturedItemSchema,
  insertGroupSchema,
  insertMemberOfTheMonthSchema,
  insertResourceSchema,
  wellnessChallengeFields,
} from "./schema";

/** POST /api/featured: the item, published now unless sent as a draft or scheduled (shared/publication.ts). */
export const newFeaturedItemSchema = insertFeaturedItemSchema
  .extend(publicationFields.shape)
  .superRefine(checkSchedule);
export type NewFeaturedItem = z.infer<typeof newFeaturedItemSchema>;

/** PATCH /api/featured/:id: any field, and for an item not yet published its status. */
export const editFeaturedItemSchema = someFields(
  insertFeaturedItemSchema.extend(publicationFields.shape),
  "title, description, type, imageUrl, url, status",
).superRefine(checkSchedule);
export type EditFeaturedItem = z.infer<typeof editFeaturedItemSchema>;

export const editResourceSchema = someFields(insertResourceSchema, "title, content, category, url, imageUrl");

export const editGroupSchema = someFields(
  insertGroupSchema,
  "name, description, location, type, schedule, contactInfo",
);

export const editCategorySchema = someFields(insertCategorySchema, "name, description, color, contentType");

export const editMemberOfTheMonthSchema = someFields(
  insertMemberOfTheMonthSchema,
  "memberName, petName, petType, story, month, year, imageUrl",
);

/**
 * Two dates sent together are checked against each other here (the form shows it on the field);
 * one sent alone is checked against the stored other by the table's own check.
 */
export const editChallengeSchema = someFields(
  wellnessChallengeFields,
  "title, description, startDate, endDate, imageUrl",
).refine((value) => !value.startDate || !value.endDate || value.endDate >= value.startDate, {
  path: ["endDate"],
  message: CHALLENGE_DATES_MESSAGE,
});
