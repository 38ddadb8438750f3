/**
 * /api/moderation (moderators only): the queue and its count, claiming a case, acting on it,
 * suspending a member or lifting a suspension, the audit log, and /admin's searchable lists. The
 * site's own images (imports and previews, server/routes/site-images.routes.ts) share the mount
 * path and are not here.
 */
import { z } from "zod";
import { ADMIN_LIST_IDS, adminListQuerySchema } from "../admin-lists";
import { listQuerySchema } from "../api";
import { liftSuspensionBodySchema, moderationActionSchema, suspensionBodySchema } from "../safety/moderation";
import { adminListRowAnswer } from "./admin-list-rows";
import { idParams } from "./fields";
import {
  auditEntryAnswer,
  moderationCaseAnswer,
  queueCountAnswer,
  resolvedCaseAnswer,
  suspensionStateAnswer,
} from "./moderation-answers";
import { defineRoute, type WireAnswer } from "./route-contract";

export const CASE_NOT_FOUND = "This case isn't in the queue any more";
export const CASE_CLOSED = "This case is already closed";
export const ITEM_GONE = "This item is gone, so the case can only be dismissed";
export const MEMBER_NOT_FOUND = "This member isn't here any more";
export const OWN_ACCOUNT_NOT_SUSPENDED = "You can't suspend your own account";
export const MODERATOR_NOT_SUSPENDED = "Moderators can't be suspended";
export const NO_SUCH_LIST = "There is no such list";
export const NO_LIST_STATUSES = "This list has no statuses to filter by";

/** A `status` the list does not have: its own statuses named. */
export function listStatusesMessage(statuses: readonly string[]): string {
  return `status must be one of: ${statuses.join(", ")}`;
}

const caseRoute = {
  access: "moderator",
  params: idParams,
  status: 200,
  notFound: CASE_NOT_FOUND,
} as const;

const memberRoute = {
  access: "moderator",
  params: idParams,
  status: 200,
  answer: suspensionStateAnswer,
  notFound: MEMBER_NOT_FOUND,
} as const;

export const moderationContract = {
  queue: defineRoute({
    method: "GET",
    path: "/api/moderation/queue",
    summary: "The open cases, held items first, then people at risk, then the rest; oldest first within each",
    access: "moderator",
    query: listQuerySchema,
    status: 200,
    answer: z.array(moderationCaseAnswer),
    paged: true,
  }),
  queueCount: defineRoute({
    method: "GET",
    path: "/api/moderation/queue/count",
    summary: "How many cases are open",
    access: "moderator",
    status: 200,
    answer: queueCountAnswer,
  }),
  claim: defineRoute({
    ...caseRoute,
    method: "POST",
    path: "/api/moderation/cases/:id/claim",
    summary: "Marks the case as the caller's, so other moderators see who is looking at it (again is fine)",
    answer: moderationCaseAnswer,
    errors: { 409: `Another moderator holds the case ("<name> is already looking at this"), or: ${CASE_CLOSED}` },
  }),
  release: defineRoute({
    ...caseRoute,
    method: "DELETE",
    path: "/api/moderation/cases/:id/claim",
    summary: "Lets go of the caller's claim on the case (none to let go of is fine)",
    answer: moderationCaseAnswer,
    errors: { 409: `Another moderator holds the case ("<name> is looking at this"), or: ${CASE_CLOSED}` },
  }),
  act: defineRoute({
    ...caseRoute,
    method: "POST",
    path: "/api/moderation/cases/:id/actions",
    summary:
      "Acts on the case: answers it as it is now when it stays open (warn, lock, note), or { resolved: true } when the action closed it (dismiss, hide, restore, delete)",
    body: moderationActionSchema,
    answer: z.union([moderationCaseAnswer, resolvedCaseAnswer]),
    errors: {
      400: "The action does not fit the item (only a discussion can be closed, only some kinds carry content warnings, a note needs a member author)",
      409: `${CASE_CLOSED}; or: ${ITEM_GONE}`,
    },
  }),
  suspend: defineRoute({
    ...memberRoute,
    method: "POST",
    path: "/api/moderation/members/:id/suspension",
    summary:
      "Suspends a member for 1, 7 or 30 days or until lifted: they read but cannot write. The member is checked before the body",
    body: suspensionBodySchema,
    errors: { 403: `${OWN_ACCOUNT_NOT_SUSPENDED}; or: ${MODERATOR_NOT_SUSPENDED}` },
  }),
  lift: defineRoute({
    ...memberRoute,
    method: "POST",
    path: "/api/moderation/members/:id/suspension/lift",
    summary: "Lifts a member's suspension at once. The member is checked before the body",
    body: liftSuspensionBodySchema,
  }),
  auditLog: defineRoute({
    method: "GET",
    path: "/api/moderation/audit-log",
    summary: "The audit log, newest first",
    access: "moderator",
    query: listQuerySchema,
    status: 200,
    answer: z.array(auditEntryAnswer),
    paged: true,
  }),
  list: defineRoute({
    method: "GET",
    path: "/api/moderation/lists/:list",
    summary:
      "One of /admin's lists: every item whatever its state, newest first, searched by its words (q) and filtered by its status",
    access: "moderator",
    params: z.object({ list: z.enum(ADMIN_LIST_IDS) }),
    query: adminListQuerySchema,
    status: 200,
    answer: z.array(adminListRowAnswer),
    paged: true,
    notFound: NO_SUCH_LIST,
    errors: { 400: `A status the list does not have ("${listStatusesMessage(["…"])}"), or: ${NO_LIST_STATUSES}` },
  }),
};

/** What an action answers, as the client reads it: the case as it is now, or `{ resolved: true }`. */
export type CaseActionResult = WireAnswer<typeof moderationContract.act>;
