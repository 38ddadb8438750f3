/**
 * PATCH bodies for the site's own content, which moderators write and edit in /admin: any of an
 * item's fields, at least one. (Blog posts have theirs in shared/blog.ts; posts, stories and photos
 * are edited as their authors edit them, shared/api.ts.)
 */
import type { z } from "zod";
import { someFields } from "./api";
import { requireImageAlt } from "./fields";
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

/**
 * POST /api/featured: the item (a picture needs its alt text), published now unless sent as a
 * draft or scheduled (shared/publication.ts).
 */
export const newFeaturedItemSchema = requireImageAlt(
  insertFeaturedItemSchema.extend(publicationFields.shape).superRefine(checkSchedule),
  "create",
);
export type NewFeaturedItem = z.infer<typeof newFeaturedItemSchema>;

/** POST bodies of the site's other content with an image: an image needs its alt text. */
export const createResourceSchema = requireImageAlt(insertResourceSchema, "create");
export const createMemberOfTheMonthSchema = requireImageAlt(insertMemberOfTheMonthSchema, "create");

/** PATCH /api/featured/:id: any field, and for an item not yet published its status. */
export const editFeaturedItemSchema = requireImageAlt(
  someFields(
    insertFeaturedItemSchema.extend(publicationFields.shape),
    "title, description, type, imageUrl, imageAlt, url, status",
  ).superRefine(checkSchedule),
  "edit",
);
export type EditFeaturedItem = z.infer<typeof editFeaturedItemSchema>;

export const editResourceSchema = requireImageAlt(
  someFields(insertResourceSchema, "title, content, category, url, imageUrl, imageAlt"),
  "edit",
);

export const editGroupSchema = someFields(
  insertGroupSchema,
  "name, description, location, type, schedule, contactInfo",
);

export const editCategorySchema = someFields(insertCategorySchema, "name, description, color, contentType");

export const editMemberOfTheMonthSchema = requireImageAlt(
  someFields(insertMemberOfTheMonthSchema, "memberName, petName, petType, story, month, year, imageUrl, imageAlt"),
  "edit",
);

/**
 * Two dates sent together are checked against each other here (the form shows it on the field);
 * one sent alone is checked against the stored other by the table's own check.
 */
export const editChallengeSchema = requireImageAlt(
  someFields(wellnessChallengeFields, "title, description, startDate, endDate, imageUrl, imageAlt").refine(
    (value) => !value.startDate || !value.endDate || value.endDate >= value.startDate,
    { path: ["endDate"], message: CHALLENGE_DATES_MESSAGE },
  ),
  "edit",
);
