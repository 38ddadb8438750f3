/** What a moderator sends to add a resource and to edit one; a picture needs its alt text. */
import { z } from "zod";
import { someFields } from "../api";
import { RESOURCE_CATEGORIES, optionValues } from "../constants";
import {
  TEXT_LIMITS,
  choiceOf,
  imageAltText,
  optionalUrl,
  requireImageAlt,
  requiredText,
  siteImageUrl,
} from "../fields";

const resourceFields = z.object({
  title: requiredText("Title", TEXT_LIMITS.title),
  content: requiredText("Content", TEXT_LIMITS.content),
  category: choiceOf("category", optionValues(RESOURCE_CATEGORIES)),
  url: optionalUrl("URL").optional(),
  imageUrl: siteImageUrl().optional(),
  imageAlt: imageAltText().optional(),
});

/** POST /api/resources. */
export const createResourceSchema = requireImageAlt(resourceFields, "create");

/** PATCH /api/resources/:id: any of its fields, at least one. */
export const editResourceSchema = requireImageAlt(
  someFields(resourceFields, "title, content, category, url, imageUrl, imageAlt"),
  "edit",
);
