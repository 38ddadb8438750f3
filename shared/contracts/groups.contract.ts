/** /api/groups: local peer groups; anyone may post one (guests are rate limited), moderators edit and delete. */
import { z } from "zod";
import { groupListQuerySchema } from "../groups";
import { itemNotFoundMessage } from "../item-kinds";
import { editGroupSchema, insertGroupSchema } from "./groups.body";
import { idParams, isoDate } from "./fields";
import { GUEST_POST_LIMIT_MESSAGE } from "./guest-post-limit";
import { defineRoute, type WireAnswer, type WireItem } from "./route-contract";

export const GROUP_NOT_FOUND = itemNotFoundMessage("group");
/** What DELETE answers for a group that is not there (older wording than the other routes'). */
export const GROUP_NOT_FOUND_FOR_DELETE = "Group not found";

/** A group as lists show it: a row of the groups table without what only moderators know of it. */
export const groupAnswer = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  type: z.string(),
  schedule: z.string(),
  contactInfo: z.string(),
  createdAt: isoDate,
});

/** A group for its own page: published to everyone, held or hidden to moderators only (with why). */
export const groupPageAnswer = groupAnswer.extend({
  status: z.enum(["published", "held", "hidden"]),
  hiddenReason: z.string().nullable(),
  postedBy: z.string().nullable(),
});

export const groupsContract = {
  list: defineRoute({
    method: "GET",
    path: "/api/groups",
    summary: "Published groups, newest first, a page at a time; ?location= and ?type= filter all of them",
    access: "public",
    query: groupListQuerySchema,
    status: 200,
    answer: z.array(groupAnswer),
    paged: true,
  }),
  get: defineRoute({
    method: "GET",
    path: "/api/groups/:id",
    summary: "One group, for its own page; a held or hidden one only for moderators",
    access: "public",
    params: idParams,
    status: 200,
    answer: groupPageAnswer,
    notFound: GROUP_NOT_FOUND,
  }),
  create: defineRoute({
    method: "POST",
    path: "/api/groups",
    summary: "Posts a group (screened: a crisis text is held for a moderator); guests are rate limited",
    access: "public",
    body: insertGroupSchema,
    status: 201,
    answer: groupAnswer.extend({ status: z.enum(["published", "held"]) }),
    errors: { 429: GUEST_POST_LIMIT_MESSAGE },
  }),
  edit: defineRoute({
    method: "PATCH",
    path: "/api/groups/:id",
    summary: "Changes any of a group's fields (at least one); the edit goes in the audit log",
    access: "moderator",
    params: idParams,
    body: editGroupSchema,
    status: 200,
    answer: groupAnswer,
    notFound: GROUP_NOT_FOUND,
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/groups/:id",
    summary: "Deletes a group",
    access: "moderator",
    params: idParams,
    status: 204,
    answer: null,
    notFound: GROUP_NOT_FOUND_FOR_DELETE,
  }),
};

/** A group in the list as the client reads it. */
export type GroupListItem = WireItem<typeof groupsContract.list>;
/** A group on its own page as the client reads it. */
export type GroupView = WireAnswer<typeof groupsContract.get>;
/** A group just posted, with whether it was published or held. */
export type CreatedGroup = WireAnswer<typeof groupsContract.create>;
