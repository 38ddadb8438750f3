/** /admin's Stories tab: what it lists, adds and edits. */
import { ADMIN_STORY_PET_TYPES } from "@shared/constants";
import { editStorySchema, insertStorySchema } from "@shared/contracts/items.body";
import { field, type AdminListConfig } from "../admin-list-config";

export const storiesList: AdminListConfig = {
  id: "stories",
  label: "Stories",
  resource: "stories",
  noun: "Story",
  form: {
    fields: [
      { name: "title", label: "Title", kind: "text" },
      { name: "author", label: "Author", kind: "text" },
      { name: "petName", label: "Pet name", kind: "text" },
      { name: "petType", label: "Pet type", kind: "select", options: ADMIN_STORY_PET_TYPES },
      { name: "content", label: "Content", kind: "textarea" },
    ],
    add: {
      schema: insertStorySchema,
      defaultValues: { title: "", content: "", author: "", petName: "", petType: "" },
      addedMessage: "Story added!",
    },
    edit: { schema: editStorySchema, fields: ["title", "content"], savedMessage: "Story saved!" },
  },
  summarize: (item) => ({
    title: field(item, "title"),
    text: field(item, "content"),
    meta: `${field(item, "author")} · ${field(item, "petName")}`,
  }),
};
