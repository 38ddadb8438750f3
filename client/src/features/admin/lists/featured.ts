/** /admin's Featured tab: what it lists, adds and edits. */
import * as labels from "@shared/labels";
import { FEATURED_TYPES } from "@shared/constants";
import { editFeaturedItemSchema, newFeaturedItemSchema } from "@shared/contracts/featured.body";
import { field, type AdminListConfig } from "../admin-list-config";

export const featuredList: AdminListConfig = {
  id: "featured",
  label: "Featured",
  resource: "featured",
  noun: "Featured item",
  form: {
    fields: [
      { name: "title", label: "Title", kind: "text" },
      { name: "type", label: "Type", kind: "select", options: FEATURED_TYPES },
      { name: "description", label: "Description", kind: "textarea" },
      { name: "imageUrl", label: "Image", kind: "image" },
      { name: "url", label: "URL", kind: "text" },
    ],
    publication: true,
    add: {
      schema: newFeaturedItemSchema,
      defaultValues: { title: "", description: "", type: "", imageUrl: "", imageAlt: "", url: "" },
      addedMessage: "Featured item added!",
    },
    edit: {
      schema: editFeaturedItemSchema,
      fields: ["title", "type", "description", "imageUrl", "imageAlt", "url"],
      savedMessage: "Featured item saved!",
    },
  },
  summarize: (item) => ({
    title: field(item, "title"),
    text: field(item, "description"),
    meta: labels.featuredTypeLabel(field(item, "type")),
  }),
};
