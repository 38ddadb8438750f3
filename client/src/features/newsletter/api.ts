/**
 * The newsletter: subscribing and its links (anyone), and the moderators' Newsletter tab
 * (shared/contracts/newsletter.contract.ts). Subscribing, a test and sending answer 202, which the
 * contracts do not name, so those three are sent by URL.
 */
import type { NewsletterIssueSummary, NewsletterOverview } from "@shared/contracts/newsletter.contract";
import type { ComposeIssue } from "@shared/newsletter";
import { callApi, sendJson } from "@/lib/api";

/** Always answers the same calm message, whatever the address's state. */
export function subscribeToNewsletter(email: string): Promise<{ message: string }> {
  return sendJson<{ message: string }>("POST", "/api/newsletter/subscribe", { email });
}

export function confirmSubscription(token: string): Promise<{ message: string }> {
  return callApi("POST /api/newsletter/confirm", { body: { token } });
}

export function unsubscribeFromNewsletter(token: string): Promise<{ message: string }> {
  return callApi("POST /api/newsletter/unsubscribe", { body: { token } });
}

export function fetchNewsletterOverview(): Promise<NewsletterOverview> {
  return callApi("GET /api/newsletter/admin");
}

export function composeIssue(input: ComposeIssue): Promise<NewsletterIssueSummary> {
  return callApi("POST /api/newsletter/issues", { body: input });
}

export function sendTestIssue(id: string): Promise<{ message: string }> {
  return sendJson<{ message: string }>("POST", `/api/newsletter/issues/${encodeURIComponent(id)}/test`);
}

export function sendIssue(id: string): Promise<NewsletterIssueSummary> {
  return sendJson<NewsletterIssueSummary>("POST", `/api/newsletter/issues/${encodeURIComponent(id)}/send`);
}
