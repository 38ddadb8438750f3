/** /admin's Resources tab: what it lists, adds and edits. */
import * as labels from "@shared/labels";
import { RESOURCE_CATEGORIES } from "@shared/constants";
import { createResourceSchema, editResourceSchema } from "@shared/contracts/resources.body";
import { field, type AdminListConfig } from "../admin-list-config";

export const resourcesList: AdminListConfig = {
  id: "resources",
  label: "Resources",
  resource: "resources",
  noun: "Resource",
  form: {
    fields: [
      { name: "title", label: "Title", kind: "text" },
      { name: "category", label: "Category", kind: "select", options: RESOURCE_CATEGORIES },
      { name: "content", label: "Content", kind: "textarea" },
      { name: "url", label: "URL", kind: "text" },
      { name: "imageUrl", label: "Image", kind: "image" },
    ],
    add: {
      schema: createResourceSchema,
      defaultValues: { title: "", content: "", category: "", url: "", imageUrl: "", imageAlt: "" },
      addedMessage: "Resource added!",
    },
    edit: {
      schema: editResourceSchema,
      fields: ["title", "category", "content", "url", "imageUrl", "imageAlt"],
      savedMessage: "Resource saved!",
    },
  },
  summarize: (item) => ({
    title: field(item, "title"),
    text: field(item, "content"),
    meta: labels.resourceCategoryLabel(field(item, "category")),
  }),
};
