/** /admin's Community tab: what it lists, adds and edits. */
import * as labels from "@shared/labels";
import { ADMIN_POST_CATEGORIES } from "@shared/constants";
import { editPostSchema, insertPostSchema } from "@shared/contracts/items.body";
import { field, type AdminListConfig } from "../admin-list-config";

// The server takes a post's author from the session, so the admin form does not ask for it.
const adminPostSchema = insertPostSchema.omit({ author: true });

export const communityList: AdminListConfig = {
  id: "community",
  label: "Community",
  resource: "posts",
  noun: "Community post",
  form: {
    fields: [
      { name: "title", label: "Title", kind: "text" },
      { name: "category", label: "Category", kind: "select", options: ADMIN_POST_CATEGORIES },
      { name: "content", label: "Content", kind: "textarea" },
    ],
    add: {
      schema: adminPostSchema,
      defaultValues: { title: "", content: "", category: "" },
      addedMessage: "Community post added!",
    },
    edit: { schema: editPostSchema, fields: ["title", "content"], savedMessage: "Community post saved!" },
  },
  summarize: (item) => ({
    title: field(item, "title"),
    text: field(item, "content"),
    meta: `${field(item, "author")} · ${labels.postCategoryLabel(field(item, "category"))}`,
  }),
};
