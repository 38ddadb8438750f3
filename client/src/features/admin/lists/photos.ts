/** /admin's Photos tab: what it lists, adds and edits. */
import { editPhotoSchema } from "@shared/contracts/items.body";
import { field, type AdminListConfig } from "../admin-list-config";

export const photosList: AdminListConfig = {
  id: "photos",
  label: "Photos",
  resource: "pet-photos",
  noun: "Photo",
  // Photos are shared on Pet's Be Social with an upload; here their words can be changed.
  form: {
    fields: [
      { name: "petName", label: "Pet name", kind: "text" },
      { name: "description", label: "Description", kind: "textarea" },
    ],
    edit: { schema: editPhotoSchema, fields: ["petName", "description"], savedMessage: "Photo saved!" },
  },
  summarize: (item) => ({
    title: `${field(item, "petName")} (${field(item, "petType")})`,
    text: field(item, "description"),
    meta: field(item, "ownerName"),
  }),
};
