/**
 * What a moderator sends to add a featured item and to edit one: a picture needs its alt text, and
 * an item is published now unless sent as a draft or scheduled (../publication.ts).
 */
import { z } from "zod";
import { someFields } from "../api";
import { FEATURED_TYPES, optionValues } from "../constants";
import {
  TEXT_LIMITS,
  choiceOf,
  imageAltText,
  optionalUrl,
  requireImageAlt,
  requiredText,
  siteImageUrl,
} from "../fields";
import { checkSchedule, publicationFields } from "../publication";

const featuredItemFields = z.object({
  title: requiredText("Title", TEXT_LIMITS.title),
  description: requiredText("Description", TEXT_LIMITS.description),
  type: choiceOf("type", optionValues(FEATURED_TYPES)),
  imageUrl: siteImageUrl().default(""),
  imageAlt: imageAltText().default(""),
  url: optionalUrl("URL").default(""),
});

/** POST /api/featured. */
export const newFeaturedItemSchema = requireImageAlt(
  featuredItemFields.extend(publicationFields.shape).superRefine(checkSchedule),
  "create",
);
export type NewFeaturedItem = z.infer<typeof newFeaturedItemSchema>;

/** PATCH /api/featured/:id: any field, and for an item not yet published its status. */
export const editFeaturedItemSchema = requireImageAlt(
  someFields(
    featuredItemFields.extend(publicationFields.shape),
    "title, description, type, imageUrl, imageAlt, url, status",
  ).superRefine(checkSchedule),
  "edit",
);
export type EditFeaturedItem = z.infer<typeof editFeaturedItemSchema>;
