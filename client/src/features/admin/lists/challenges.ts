/** /admin's Challenges tab: what it lists, adds and edits. */
import { editChallengeSchema, insertWellnessChallengeSchema } from "@shared/contracts/wellness-challenges.body";
import { formatDate } from "@/lib/text";
import { field, type AdminListConfig } from "../admin-list-config";

export const challengesList: AdminListConfig = {
  id: "challenges",
  label: "Challenges",
  resource: "wellness-challenges",
  noun: "Challenge",
  form: {
    fields: [
      { name: "title", label: "Title", kind: "text" },
      { name: "description", label: "Description", kind: "textarea" },
      { name: "startDate", label: "Start date", kind: "date" },
      { name: "endDate", label: "End date", kind: "date" },
      { name: "imageUrl", label: "Image", kind: "image" },
    ],
    add: {
      schema: insertWellnessChallengeSchema,
      defaultValues: { title: "", description: "", startDate: "", endDate: "", imageUrl: "", imageAlt: "" },
      addedMessage: "Challenge added!",
    },
    edit: {
      schema: editChallengeSchema,
      fields: ["title", "description", "startDate", "endDate", "imageUrl", "imageAlt"],
      savedMessage: "Challenge saved!",
    },
  },
  summarize: (item) => ({
    title: field(item, "title"),
    text: field(item, "description"),
    meta: `${formatDate(field(item, "startDate"))} – ${formatDate(field(item, "endDate"))}`,
  }),
  // Ended today: it drops out of the public card and can no longer be joined.
  rowAction: {
    label: "End now",
    isOffered: (item) => field(item, "status") === "running",
    changes: () => ({ endDate: new Date().toISOString().slice(0, 10) }),
    doneMessage: "Challenge ended",
  },
};
