/**
 * The blog's newsletter (docs/decisions.md#a-real-newsletter): the forms and the server parse with
 * these, and the messages both sides share (the answers' shapes are in
 * shared/contracts/newsletter.contract.ts). Subscribing is double opt-in; every issue carries an
 * unsubscribe link.
 */
import { z } from "zod";
import { emailSchema } from "./account-recovery";
import { requiredText } from "./fields";

export const subscribeSchema = z.object({ email: emailSchema });
export type Subscribe = z.infer<typeof subscribeSchema>;

/** A token from a link; the database decides whether it is good. */
export const newsletterTokenSchema = z.object({
  token: z.string({ error: "The link is incomplete" }).trim().min(1, "The link is incomplete").max(200),
});

/** Articles one issue may list. */
export const ISSUE_ARTICLES_MAX = 10;
export const ISSUE_SUBJECT_MAX = 150;
export const ISSUE_INTRO_MAX = 2000;

export const composeIssueSchema = z.object({
  // One line: it becomes the Subject header.
  subject: requiredText("Subject", ISSUE_SUBJECT_MAX).refine(
    (value) => !/[\r\n]/.test(value),
    "Subject must be one line",
  ),
  intro: requiredText("Introduction", ISSUE_INTRO_MAX),
  articleIds: z
    .array(z.uuid({ error: "Choose articles from the list" }), { error: "Choose at least one article" })
    .min(1, "Choose at least one article")
    .max(ISSUE_ARTICLES_MAX, `Choose at most ${ISSUE_ARTICLES_MAX} articles`)
    .refine((ids) => new Set(ids).size === ids.length, "Choose each article once"),
});
export type ComposeIssue = z.infer<typeof composeIssueSchema>;

/** The one answer to subscribing, whatever the address's state: nobody learns who is subscribed. */
export const SUBSCRIBE_ANSWER =
  "Thank you. If this address isn't subscribed yet, we've sent it a link to confirm. Nothing else is sent until you open it.";
export const CONFIRMED_ANSWER = "You're subscribed. Thank you for joining us.";
export const CONFIRM_FAILED_MESSAGE =
  "This link has expired or doesn't match a subscription. You can subscribe again from the blog.";
export const UNSUBSCRIBED_ANSWER = "You're unsubscribed. We won't send you the newsletter again.";
export const UNSUBSCRIBE_FAILED_MESSAGE =
  "This link doesn't match a subscription. If you still receive the newsletter, please use the link in the newest issue.";
/** A draft's articles must all be there and published when it is composed. */
export const ISSUE_ARTICLES_MISSING_MESSAGE = "Some of those articles are no longer there, or not yet published";
export const NO_MODERATOR_EMAIL_MESSAGE =
  "Add and confirm an email address in your settings first: the test is sent there.";
