/** What a moderator sends to add a category and to edit one. */
import { z } from "zod";
import { someFields } from "../api";
import { BADGE_COLORS, CATEGORY_CONTENT_TYPES, DEFAULT_BADGE_COLOR, optionValues } from "../constants";
import { TEXT_LIMITS, choiceOf, nameText, requiredText } from "../fields";

/** POST /api/categories. */
export const insertCategorySchema = z.object({
  name: nameText("Name", TEXT_LIMITS.name),
  description: requiredText("Description", TEXT_LIMITS.description),
  color: choiceOf("color", optionValues(BADGE_COLORS)).default(DEFAULT_BADGE_COLOR),
  contentType: choiceOf("content type", optionValues(CATEGORY_CONTENT_TYPES)),
});
export type InsertCategory = z.infer<typeof insertCategorySchema>;

/** PATCH /api/categories/:id: any of its fields, at least one. */
export const editCategorySchema = someFields(insertCategorySchema, "name, description, color, contentType");
