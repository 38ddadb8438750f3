/** /admin's Categories tab: what it lists, adds and edits. */
import * as labels from "@shared/labels";
import { BADGE_COLORS, CATEGORY_CONTENT_TYPES, DEFAULT_BADGE_COLOR } from "@shared/constants";
import { editCategorySchema, insertCategorySchema } from "@shared/contracts/categories.body";
import { field, type AdminListConfig } from "../admin-list-config";

export const categoriesList: AdminListConfig = {
  id: "categories",
  label: "Categories",
  resource: "categories",
  noun: "Category",
  form: {
    fields: [
      { name: "name", label: "Name", kind: "text" },
      { name: "contentType", label: "Content type", kind: "select", options: CATEGORY_CONTENT_TYPES },
      { name: "color", label: "Color", kind: "select", options: BADGE_COLORS },
      { name: "description", label: "Description", kind: "textarea" },
    ],
    add: {
      schema: insertCategorySchema,
      defaultValues: { name: "", description: "", color: DEFAULT_BADGE_COLOR, contentType: "" },
      addedMessage: "Category added!",
    },
    edit: {
      schema: editCategorySchema,
      fields: ["name", "contentType", "color", "description"],
      savedMessage: "Category saved!",
    },
  },
  summarize: (item) => ({
    title: field(item, "name"),
    text: field(item, "description"),
    meta: `${labels.categoryContentTypeLabel(field(item, "contentType"))} · ${labels.badgeColorLabel(field(item, "color"))}`,
  }),
};
