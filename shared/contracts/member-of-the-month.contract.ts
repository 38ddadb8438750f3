/**
 * /api/member-of-the-month: the current entry is shown to everyone (the one a moderator chose last,
 * else the newest); moderators add, edit, choose and delete entries.
 */
import { z } from "zod";
import { SITE_IMAGE_OUTSIDE_MESSAGE } from "../fields";
import { createMemberOfTheMonthSchema, editMemberOfTheMonthSchema } from "./member-of-the-month.body";
import { idParams, isoDate } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

/** What every route answers when there is no such entry, and GET while there is none at all. */
export const MEMBER_OF_THE_MONTH_NOT_FOUND = "No member of the month yet";

/** An entry as the API answers it (a row of the member_of_the_month table). */
export const memberOfTheMonthAnswer = z.strictObject({
  id: z.uuid(),
  memberName: z.string(),
  petName: z.string(),
  petType: z.string(),
  story: z.string(),
  month: z.string(),
  year: z.number().int(),
  imageUrl: z.string().nullable(),
  imageAlt: z.string(),
  /** When a moderator made it the current one; null while never chosen. */
  chosenAt: isoDate.nullable(),
  createdAt: isoDate,
});

export const memberOfTheMonthContract = {
  current: defineRoute({
    method: "GET",
    path: "/api/member-of-the-month",
    summary: "The current member of the month: the entry a moderator chose last, else the newest",
    access: "public",
    status: 200,
    answer: memberOfTheMonthAnswer,
    errors: { 404: MEMBER_OF_THE_MONTH_NOT_FOUND },
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/member-of-the-month",
    summary: "Adds an entry; an image must be an upload of the moderator's, with its alt text",
    access: "moderator",
    body: createMemberOfTheMonthSchema,
    status: 201,
    answer: memberOfTheMonthAnswer,
    errors: { 400: SITE_IMAGE_OUTSIDE_MESSAGE },
  }),
  edit: defineRoute({
    method: "PATCH",
    path: "/api/member-of-the-month/:id",
    summary: "Changes any of an entry's fields (at least one); the edit goes in the audit log",
    access: "moderator",
    params: idParams,
    body: editMemberOfTheMonthSchema,
    status: 200,
    answer: memberOfTheMonthAnswer,
    notFound: MEMBER_OF_THE_MONTH_NOT_FOUND,
    errors: { 400: SITE_IMAGE_OUTSIDE_MESSAGE },
  }),
  makeCurrent: defineRoute({
    method: "POST",
    path: "/api/member-of-the-month/:id/current",
    summary: "Makes an entry the one shown from now on, until another is chosen; recorded in the audit log",
    access: "moderator",
    params: idParams,
    status: 200,
    answer: memberOfTheMonthAnswer,
    notFound: MEMBER_OF_THE_MONTH_NOT_FOUND,
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/member-of-the-month/:id",
    summary: "Deletes an entry; its image stops being served once nothing else shows it",
    access: "moderator",
    params: idParams,
    status: 204,
    answer: null,
    notFound: MEMBER_OF_THE_MONTH_NOT_FOUND,
  }),
};

/** An entry as the client reads it. */
export type MemberOfTheMonthView = WireAnswer<typeof memberOfTheMonthContract.current>;
