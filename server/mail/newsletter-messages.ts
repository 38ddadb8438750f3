/**
 * The newsletter's messages: the confirmation link (double opt-in), and each issue, which carries
 * its subscriber's own unsubscribe link in its text and in List-Unsubscribe (RFC 2369) with
 * List-Unsubscribe-Post (RFC 8058), so a mail program's "Unsubscribe" works in one click.
 */
import type { OutgoingMail } from "../repositories/mail-outbox.repository";
import { siteLink } from "./site-links";

const SIGN_OFF = "Take care,\nPawsWell";

/** The page (and one-click endpoint, POST) that unsubscribes `token`'s holder. */
export function unsubscribeLink(token: string): string {
  return siteLink(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
}

/** The link that confirms a subscription (valid 48 hours). */
export function confirmSubscriptionMessage(input: { email: string; link: string }): OutgoingMail {
  return {
    to: input.email,
    subject: "Please confirm your PawsWell newsletter subscription",
    text: [
      "Hello,",
      "",
      "Someone, hopefully you, asked for the PawsWell newsletter at this address: gentle stories and",
      "guides from our blog, now and then. To confirm, open this link:",
      "",
      input.link,
      "",
      "The link works for 48 hours. Until it is opened we send nothing else.",
      "",
      "If this was not you, you can ignore this message and you will not hear from us again.",
      "",
      SIGN_OFF,
      "",
    ].join("\n"),
  };
}

/** An issue's shared text: the introduction, then each article's title, excerpt and link. */
export function issueText(intro: string, articles: { title: string; excerpt: string; slug: string }[]): string {
  const parts = [intro.trim(), ""];
  for (const article of articles) {
    parts.push("----------------------------------------", "", article.title, "");
    if (article.excerpt.trim()) parts.push(article.excerpt.trim(), "");
    parts.push(`Read it: ${siteLink(`/blog/${article.slug}`)}`, "");
  }
  parts.push("----------------------------------------", "");
  return parts.join("\n");
}

/** One subscriber's copy of an issue, with their unsubscribe link in the text and the headers. */
export function issueMessage(input: {
  email: string;
  subject: string;
  text: string;
  unsubscribeToken: string;
}): OutgoingMail {
  const link = unsubscribeLink(input.unsubscribeToken);
  return {
    to: input.email,
    subject: input.subject,
    text: [
      input.text,
      "You receive this because you subscribed to the PawsWell newsletter.",
      "To stop, open this link (no login needed):",
      "",
      link,
      "",
      SIGN_OFF,
      "",
    ].join("\n"),
    headers: {
      "List-Unsubscribe": `<${link}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The test copy a moderator sends to themself before sending an issue. */
export function testIssueMessage(input: { email: string; subject: string; text: string }): OutgoingMail {
  return {
    to: input.email,
    subject: `[Test] ${input.subject}`,
    text: [
      "This is a test of a newsletter issue; only you received it.",
      "",
      input.text,
      "You receive this because you subscribed to the PawsWell newsletter.",
      "To stop, open this link (no login needed):",
      "",
      "(each subscriber's own unsubscribe link goes here)",
      "",
      SIGN_OFF,
      "",
    ].join("\n"),
  };
}
