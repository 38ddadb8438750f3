/**
 * /api/newsletter (docs/decisions.md#a-real-newsletter): confirming and unsubscribing by the token
 * in a link (anyone: the token is the authority), and the moderators' overview and composing.
 * Subscribing, a test issue and sending answer 202, which a contract does not name yet, and the
 * one-click POST /newsletter/unsubscribe answers plain text: those stay hand-registered
 * (server/routes/newsletter.routes.ts).
 */
import { z } from "zod";
import {
  CONFIRM_FAILED_MESSAGE,
  CONFIRMED_ANSWER,
  ISSUE_ARTICLES_MISSING_MESSAGE,
  UNSUBSCRIBE_FAILED_MESSAGE,
  UNSUBSCRIBED_ANSWER,
  composeIssueSchema,
  newsletterTokenSchema,
} from "../newsletter";
import { NEWSLETTER_ISSUE_STATUSES, NEWSLETTER_SUBSCRIBER_STATUSES } from "../schema";
import { isoDate } from "./fields";
import { defineRoute, type WireAnswer } from "./route-contract";

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
};

/** GET /api/newsletter/admin as the client reads it. */
export type NewsletterOverview = WireAnswer<typeof newsletterContract.overview>;
/** An issue as the client reads it. */
export type NewsletterIssueSummary = WireAnswer<typeof newsletterContract.compose>;
/** An article an issue may list. */
export type NewsletterArticleChoice = NewsletterOverview["articles"][number];
