/**
 * The newsletter: subscribing and its links (anyone), and the moderators' Newsletter tab
 * (shared/contracts/newsletter.contract.ts).
 */
import type {
  NewsletterIssueSummary,
  NewsletterOverview,
  NewsletterTestView,
} from "@shared/contracts/newsletter.contract";
import type { ComposeIssue } from "@shared/newsletter";
import { callApi } from "@/lib/api";

/** Always answers the same calm message, whatever the address's state. */
export function subscribeToNewsletter(email: string): Promise<{ message: string }> {
  return callApi("POST /api/newsletter/subscribe", { body: { email } });
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

export function sendTestIssue(id: string): Promise<NewsletterTestView> {
  return callApi("POST /api/newsletter/issues/:id/test", { params: { id } });
}

export function sendIssue(id: string): Promise<NewsletterIssueSummary> {
  return callApi("POST /api/newsletter/issues/:id/send", { params: { id } });
}
