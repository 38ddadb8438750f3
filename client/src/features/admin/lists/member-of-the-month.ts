/** /admin's Member of the Month tab: what it lists, adds and edits. */
import { createMemberOfTheMonthSchema, editMemberOfTheMonthSchema } from "@shared/contracts/member-of-the-month.body";
import { field, type AdminListConfig } from "../admin-list-config";

export const memberOfTheMonthList: AdminListConfig = {
  id: "member-of-the-month",
  label: "Member of the Month",
  resource: "member-of-the-month",
  noun: "Member of the Month",
  form: {
    fields: [
      { name: "memberName", label: "Member name", kind: "text" },
      { name: "petName", label: "Pet name", kind: "text" },
      { name: "petType", label: "Pet type", kind: "text" },
      { name: "month", label: "Month", kind: "text" },
      { name: "year", label: "Year", kind: "number" },
      { name: "story", label: "Story", kind: "textarea" },
      { name: "imageUrl", label: "Image", kind: "image" },
    ],
    add: {
      schema: createMemberOfTheMonthSchema,
      defaultValues: {
        memberName: "",
        petName: "",
        petType: "",
        story: "",
        month: "",
        year: new Date().getFullYear(),
        imageUrl: "",
        imageAlt: "",
      },
      addedMessage: "Member of the Month added!",
    },
    edit: {
      schema: editMemberOfTheMonthSchema,
      fields: ["memberName", "petName", "petType", "month", "year", "story", "imageUrl", "imageAlt"],
      savedMessage: "Member of the Month saved!",
    },
  },
  summarize: (item) => ({
    title: `${field(item, "memberName")} & ${field(item, "petName")}`,
    text: field(item, "story"),
    meta: `${field(item, "month")} ${field(item, "year")}${field(item, "status") === "current" ? " · Shown now" : ""}`,
  }),
  // The public card shows the entry chosen last (the newest while none has been chosen).
  rowAction: {
    label: "Make current",
    isOffered: (item) => field(item, "status") !== "current",
    action: "current",
    doneMessage: "Member of the Month chosen!",
  },
};
