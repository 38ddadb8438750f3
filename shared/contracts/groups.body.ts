/** What a client sends to post a local peer group (anyone) and to edit one (moderators). */
import { z } from "zod";
import { someFields } from "../api";
import { TEXT_LIMITS, nameText, requiredText } from "../fields";

const { title, name, shortText, description } = TEXT_LIMITS;

/** POST /api/groups. */
export const insertGroupSchema = z.object({
  name: nameText("Name", title),
  description: requiredText("Description", description),
  location: requiredText("Location", shortText),
  type: requiredText("Type", name),
  schedule: requiredText("Schedule", shortText),
  contactInfo: requiredText("Contact info", shortText),
});
export type InsertGroup = z.infer<typeof insertGroupSchema>;

/** PATCH /api/groups/:id: any of its fields, at least one. */
export const editGroupSchema = someFields(
  insertGroupSchema,
  "name, description, location, type, schedule, contactInfo",
);
