/**
 * /api/newsletter (docs/decisions.md#a-real-newsletter): subscribing (anyone), confirming and
 * unsubscribing by the token in a link (anyone: the token is the authority), and the moderators'
 * overview, composing, a test issue and sending. Outside /api, the one-click POST
 * /newsletter/unsubscribe?token=… mail programs send (RFC 8058), answered in plain text.
 */
import { z } from "zod";
import {
  CONFIRM_FAILED_MESSAGE,
  CONFIRMED_ANSWER,
  ISSUE_ARTICLES_MISSING_MESSAGE,
  NO_MODERATOR_EMAIL_MESSAGE,
  SUBSCRIBE_ANSWER,
  UNSUBSCRIBE_FAILED_MESSAGE,
  UNSUBSCRIBED_ANSWER,
  composeIssueSchema,
  newsletterTokenSchema,
  subscribeSchema,
} from "../newsletter";
import { NEWSLETTER_ISSUE_STATUSES, NEWSLETTER_SUBSCRIBER_STATUSES } from "../constants";
import { idParams, isoDate } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

/** What the one-click unsubscribe answers without a token (or an empty one), as plain text. */
export const ONE_CLICK_INCOMPLETE = "This link is incomplete.\n";

/** What a moderator reads of an issue id that names no issue. */
export const ISSUE_NOT_FOUND = "Newsletter issue not found";
/** Sending an issue that is sending or sent already. */
export const ISSUE_ALREADY_SENT = "This issue is already being sent, or was sent.";
/** What someone is told when one address has subscribed several times within the hour. */
export const SUBSCRIBE_RATE_LIMITED_MESSAGE =
  "You have subscribed several times already. Please check your inbox, or try again later.";

/** An issue as /admin lists it: `queued` copies are in the outbox, `delivered` of them handed to the mail server. */
export const newsletterIssueAnswer = z.strictObject({
  id: z.uuid(),
  subject: z.string(),
  intro: z.string(),
  articleIds: z.array(z.uuid()),
  status: z.enum(NEWSLETTER_ISSUE_STATUSES),
  recipientCount: z.number().nullable(),
  queued: z.number(),
  delivered: z.number(),
  createdAt: isoDate,
  sentAt: isoDate.nullable(),
});

/** Everything the Newsletter tab shows: subscribers by state, the newest subscribers and issues, and articles to list. */
export const newsletterOverviewAnswer = z.strictObject({
  counts: z.strictObject({ pending: z.number(), confirmed: z.number(), unsubscribed: z.number() }),
  subscribers: z.array(
    z.strictObject({
      id: z.uuid(),
      email: z.string(),
      status: z.enum(NEWSLETTER_SUBSCRIBER_STATUSES),
      createdAt: isoDate,
    }),
  ),
  issues: z.array(newsletterIssueAnswer),
  /** The newest published articles an issue may list. */
  articles: z.array(z.strictObject({ id: z.uuid(), title: z.string(), excerpt: z.string(), createdAt: isoDate })),
});

export const newsletterContract = {
  subscribe: defineRoute({
    method: "POST",
    path: "/api/newsletter/subscribe",
    summary: "Mails a link to confirm a subscription; the same answer whatever the address's state",
    access: "public",
    body: subscribeSchema,
    // Accepted: the subscription exists only once the mailed link is opened.
    status: 202,
    answer: z.strictObject({ message: z.literal(SUBSCRIBE_ANSWER) }),
    errors: { 429: SUBSCRIBE_RATE_LIMITED_MESSAGE },
  }),
  confirm: defineRoute({
    method: "POST",
    path: "/api/newsletter/confirm",
    summary: "Confirms a subscription from the emailed link; opening it again answers the same",
    access: "public",
    body: newsletterTokenSchema,
    status: 200,
    answer: z.strictObject({ message: z.literal(CONFIRMED_ANSWER) }),
    errors: { 400: CONFIRM_FAILED_MESSAGE },
  }),
  unsubscribe: defineRoute({
    method: "POST",
    path: "/api/newsletter/unsubscribe",
    summary: "Unsubscribes by the token in an issue's links; again is fine",
    access: "public",
    body: newsletterTokenSchema,
    status: 200,
    answer: z.strictObject({ message: z.literal(UNSUBSCRIBED_ANSWER) }),
    errors: { 400: UNSUBSCRIBE_FAILED_MESSAGE },
  }),
  oneClickUnsubscribe: defineRoute({
    method: "POST",
    path: "/newsletter/unsubscribe",
    summary:
      "A mail program's one-click unsubscribe (RFC 8058: List-Unsubscribe-Post, form-encoded, cross-site) by the token in the query; again is fine",
    access: "public",
    // A token that is missing, repeated or empty is ONE_CLICK_INCOMPLETE, a 400 in plain text like the rest.
    query: z.object({ token: z.string().optional().catch(undefined) }),
    status: 200,
    answer: z.string(),
    media: "text/plain",
    errors: { 400: UNSUBSCRIBE_FAILED_MESSAGE },
  }),
  overview: defineRoute({
    method: "GET",
    path: "/api/newsletter/admin",
    summary: "The Newsletter tab: subscriber counts, the newest subscribers and issues, articles to list",
    access: "moderator",
    status: 200,
    answer: newsletterOverviewAnswer,
  }),
  compose: defineRoute({
    method: "POST",
    path: "/api/newsletter/issues",
    summary: "A draft issue from an introduction and published articles",
    access: "moderator",
    body: composeIssueSchema,
    status: 201,
    answer: newsletterIssueAnswer,
    errors: { 400: ISSUE_ARTICLES_MISSING_MESSAGE },
  }),
  sendTest: defineRoute({
    method: "POST",
    path: "/api/newsletter/issues/:id/test",
    summary: "Mails the issue as it stands to the moderator's own verified address",
    access: "moderator",
    params: idParams,
    notFound: ISSUE_NOT_FOUND,
    status: 202,
    answer: z.strictObject({ message: z.string() }),
    errors: { 400: NO_MODERATOR_EMAIL_MESSAGE },
  }),
  send: defineRoute({
    method: "POST",
    path: "/api/newsletter/issues/:id/send",
    summary: "Starts sending a draft to every subscriber confirmed now; the copies go out in batches",
    access: "moderator",
    params: idParams,
    notFound: ISSUE_NOT_FOUND,
    status: 202,
    answer: newsletterIssueAnswer,
    errors: { 409: ISSUE_ALREADY_SENT },
  }),
};

/** GET /api/newsletter/admin as the client reads it. */
export type NewsletterOverview = WireAnswer<typeof newsletterContract.overview>;
/** An issue as the client reads it. */
export type NewsletterIssueSummary = WireAnswer<typeof newsletterContract.compose>;
/** A test issue on its way, as the client reads it. */
export type NewsletterTestView = WireAnswer<typeof newsletterContract.sendTest>;
/** An article an issue may list. */
export type NewsletterArticleChoice = NewsletterOverview["articles"][number];
