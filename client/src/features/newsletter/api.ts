/** The newsletter: subscribing and its links (anyone), and the moderators' Newsletter tab. */
import type { ComposeIssue, NewsletterIssueSummary, NewsletterOverview } from "@shared/newsletter";
import { getJson, sendJson } from "@/lib/api";

export const NEWSLETTER_ADMIN_URL = "/api/newsletter/admin";

/** Always answers the same calm message, whatever the address's state. */
export function subscribeToNewsletter(email: string): Promise<{ message: string }> {
  return sendJson<{ message: string }>("POST", "/api/newsletter/subscribe", { email });
}

export function confirmSubscription(token: string): Promise<{ message: string }> {
  return sendJson<{ message: string }>("POST", "/api/newsletter/confirm", { token });
}

export function unsubscribeFromNewsletter(token: string): Promise<{ message: string }> {
  return sendJson<{ message: string }>("POST", "/api/newsletter/unsubscribe", { token });
}

export function fetchNewsletterOverview(): Promise<NewsletterOverview> {
  return getJson<NewsletterOverview>(NEWSLETTER_ADMIN_URL);
}

export function composeIssue(input: ComposeIssue): Promise<NewsletterIssueSummary> {
  return sendJson<NewsletterIssueSummary>("POST", "/api/newsletter/issues", input);
}

export function sendTestIssue(id: string): Promise<{ message: string }> {
  return sendJson<{ message: string }>("POST", `/api/newsletter/issues/${encodeURIComponent(id)}/test`);
}

export function sendIssue(id: string): Promise<NewsletterIssueSummary> {
  return sendJson<NewsletterIssueSummary>("POST", `/api/newsletter/issues/${encodeURIComponent(id)}/send`);
}
