/**
 * /api/reports: anyone reports an item a member wrote, and an item's author answers the moderators
 * about it. Neither answer says who else reported it or what happened next.
 */
import { z } from "zod";
import { itemNotFoundMessage } from "../item-kinds";
import { moderatorAnswerBodySchema, reportBodySchema } from "../safety/moderation";
import { defineRoute, type WireAnswer } from "./route-contract";

/** What a reporter reads when they have sent too many reports for now. */
export const REPORTS_LIMITED =
  "Thank you for looking out for others. You've sent several reports in a short while, so please try again " +
  "a little later. If someone is in danger right now, call your local emergency number.";

/** What an author reads when they have written to the moderators many times in a short while. */
export const ANSWERS_LIMITED =
  "A moderator will read what you have sent. Please wait a little before writing again. " +
  "If you are in danger right now, call your local emergency number.";

/** An item that is gone, or not the caller's to see, is a 404 naming its kind (a post's wording here). */
const ITEM_NOT_FOUND = itemNotFoundMessage("post");

export const reportsContract = {
  report: defineRoute({
    method: "POST",
    path: "/api/reports",
    summary:
      "Reports a post, reply, story, photo, group or challenge; the same answer the first time and every time after",
    access: "public",
    body: reportBodySchema,
    status: 200,
    answer: z.strictObject({ received: z.literal(true) }),
    errors: { 404: ITEM_NOT_FOUND, 429: REPORTS_LIMITED },
  }),
  answer: defineRoute({
    method: "POST",
    path: "/api/reports/answers",
    summary:
      'The item\'s author answers the moderators about it, in its case; "held" when the answer read as someone in danger now',
    access: "member",
    body: moderatorAnswerBodySchema,
    status: 200,
    answer: z.strictObject({ status: z.enum(["sent", "held"]) }),
    errors: { 404: ITEM_NOT_FOUND, 429: ANSWERS_LIMITED },
  }),
};

/**
 * What sending an answer to the moderators says: "held" when the answer itself read as someone in
 * danger now (the author is then shown the helplines, as for a held post), else "sent".
 */
export type ModeratorAnswerResult = WireAnswer<typeof reportsContract.answer>;
