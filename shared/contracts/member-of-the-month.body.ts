/** What a moderator sends to name a member of the month and to edit the entry; a picture needs its alt text. */
import { z } from "zod";
import { someFields } from "../api";
import { TEXT_LIMITS, imageAltText, nameText, requireImageAlt, requiredText, siteImageUrl } from "../fields";

const memberOfTheMonthFields = z.object({
  memberName: nameText("Member name", TEXT_LIMITS.name),
  petName: nameText("Pet name", TEXT_LIMITS.name),
  petType: requiredText("Pet type", TEXT_LIMITS.name),
  story: requiredText("Story", TEXT_LIMITS.content),
  month: requiredText("Month", 20),
  year: z.coerce.number({ error: "Year is required" }).int().min(2000).max(2100),
  imageUrl: siteImageUrl().optional(),
  imageAlt: imageAltText().optional(),
});

/** POST /api/member-of-the-month. */
export const createMemberOfTheMonthSchema = requireImageAlt(memberOfTheMonthFields, "create");

/** PATCH /api/member-of-the-month/:id: any of its fields, at least one. */
export const editMemberOfTheMonthSchema = requireImageAlt(
  someFields(memberOfTheMonthFields, "memberName, petName, petType, story, month, year, imageUrl, imageAlt"),
  "edit",
);
