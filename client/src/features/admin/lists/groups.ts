/** /admin's Groups tab: what it lists, adds and edits. */
import { GROUP_TYPES } from "@shared/constants";
import { editGroupSchema, insertGroupSchema } from "@shared/contracts/groups.body";
import { field, type AdminListConfig } from "../admin-list-config";

export const groupsList: AdminListConfig = {
  id: "groups",
  label: "Groups",
  resource: "groups",
  noun: "Group",
  form: {
    fields: [
      { name: "name", label: "Name", kind: "text" },
      { name: "type", label: "Type", kind: "select", options: GROUP_TYPES },
      { name: "description", label: "Description", kind: "textarea" },
      { name: "location", label: "Location", kind: "text" },
      { name: "schedule", label: "Schedule", kind: "text" },
      { name: "contactInfo", label: "Contact info", kind: "text" },
    ],
    add: {
      schema: insertGroupSchema,
      defaultValues: { name: "", description: "", location: "", type: "", schedule: "", contactInfo: "" },
      addedMessage: "Group added!",
    },
    edit: {
      schema: editGroupSchema,
      fields: ["name", "type", "description", "location", "schedule", "contactInfo"],
      savedMessage: "Group saved!",
    },
  },
  summarize: (item) => ({
    title: field(item, "name"),
    text: field(item, "description"),
    meta: field(item, "location"),
  }),
};
