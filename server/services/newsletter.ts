/**
 * The blog's newsletter (docs/decisions.md#a-real-newsletter). Subscribing is double opt-in:
 * only the confirmation is sent until its link is opened. A moderator composes an issue from
 * recent articles, tests it on themself, then sends it: the issue is marked "sending" and
 * `sendNextBatch` (run by server/mail/newsletter-sender.ts on any process) queues it for the
 * confirmed subscribers in batches, each subscriber's delivery row in the same transaction as
 * their outbox row, so a restart mid-send resumes and nobody gets an issue twice.
 */
import crypto from "node:crypto";
import {
  ISSUE_ALREADY_SENT,
  ISSUE_NOT_FOUND,
  type newsletterIssueAnswer,
  type newsletterOverviewAnswer,
} from "@shared/contracts/newsletter.contract";
import {
  CONFIRM_FAILED_MESSAGE,
  ISSUE_ARTICLES_MISSING_MESSAGE,
  NO_MODERATOR_EMAIL_MESSAGE,
  UNSUBSCRIBE_FAILED_MESSAGE,
  type ComposeIssue,
} from "@shared/newsletter";
import type { z } from "zod";
import type { RateRule } from "../config/limits";
import type { Database, Executor } from "../db";
import { badRequest, conflict, notFound } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { logger } from "../lib/logger";
import { confirmSubscriptionMessage, issueMessage, issueText, testIssueMessage } from "../mail/newsletter-messages";
import { notifyNewsletterSending } from "../mail/newsletter-signal";
import { notifyMailQueued } from "../mail/outbox-signal";
import { accountCredentialsRepository } from "../repositories/account-credentials.repository";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import { moderationLogRepository } from "../repositories/moderation-log.repository";
import { newsletterIssuesRepository, type IssueWithCounts } from "../repositories/newsletter-issues.repository";
import { newsletterSubscribersRepository } from "../repositories/newsletter-subscribers.repository";
import { rateLimitsRepository } from "../repositories/rate-limits.repository";
import { inTransaction } from "../repositories/transaction";
import { hashLinkToken, linkWithToken, newLinkToken } from "./account-links";

/** How long a confirmation link works. */
export const CONFIRM_VALID_MS = 48 * 60 * 60 * 1000;
/** How many subscribers, issues and articles /admin shows. */
const ADMIN_LIST_SIZE = 50;
const ARTICLE_CHOICES = 20;

/** The stored form of an address: trimmed and lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What one batch did: nothing to send, queued `queued` copies of an issue, or found it complete. */
export type BatchOutcome =
  { state: "idle" } | { state: "queued"; issueId: string; queued: number } | { state: "finished"; issueId: string };

/** An issue and the overview as the routes answer them, dates as Dates (JSON writes them out as ISO strings). */
type NewsletterIssueSummary = z.output<typeof newsletterIssueAnswer>;
type NewsletterOverview = z.output<typeof newsletterOverviewAnswer>;

function summary(issue: IssueWithCounts): NewsletterIssueSummary {
  return {
    id: issue.id,
    subject: issue.subject,
    intro: issue.intro,
    articleIds: issue.articleIds,
    status: issue.status,
    recipientCount: issue.recipientCount,
    queued: issue.queued,
    delivered: issue.delivered,
    createdAt: issue.createdAt,
    sentAt: issue.sentAt,
  };
}

/** The issue's shared text from its intro and the articles it lists, in the order chosen. */
async function composeText(tx: Executor, issue: { intro: string; articleIds: string[] }): Promise<string> {
  const found = await newsletterIssuesRepository(tx).articlesByIds(issue.articleIds);
  const byId = new Map(found.map((article) => [article.id, article]));
  const articles = issue.articleIds.flatMap((id) => byId.get(id) ?? []);
  return issueText(issue.intro, articles);
}

/**
 * Queues the next batch of the oldest issue being sent, in one transaction that holds the issue's
 * row: a delivery row per subscriber (ON CONFLICT DO NOTHING) and, for each one new, its outbox
 * row. A crash anywhere rolls the whole batch back; the next run starts where the last commit left.
 * When no subscriber the issue is for lacks a delivery, the issue is marked sent.
 */
export async function sendNextBatch(db: Database, batchSize: number): Promise<BatchOutcome> {
  const outcome = await inTransaction(db, (tx) => queueNextBatch(tx, batchSize));
  if (outcome.state === "queued") notifyMailQueued();
  return outcome;
}

/** `sendNextBatch`'s work inside the caller's transaction `tx` (tests roll it back to play a crash). */
export async function queueNextBatch(tx: Executor, batchSize: number): Promise<BatchOutcome> {
  const issues = newsletterIssuesRepository(tx);
  const issue = await issues.claimSending();
  if (!issue?.textBody || !issue.sendingStartedAt) return { state: "idle" };
  const recipients = await issues.nextRecipients({ id: issue.id, sendingStartedAt: issue.sendingStartedAt }, batchSize);
  if (recipients.length === 0) {
    await issues.markSent(issue.id);
    return { state: "finished", issueId: issue.id };
  }
  // Each copy's unsubscribe link carries a token of its own; only its hash is kept (the delivery row).
  const tokens = new Map(recipients.map((recipient) => [recipient.id, newLinkToken()]));
  const fresh = new Set(
    await issues.insertDeliveries(
      issue.id,
      recipients.map((recipient) => ({
        subscriberId: recipient.id,
        unsubscribeTokenHash: tokens.get(recipient.id)!.tokenHash,
      })),
    ),
  );
  const queued = recipients.filter((recipient) => fresh.has(recipient.id));
  const mailIds = await mailOutboxRepository(tx).enqueueMany(
    queued.map((recipient) =>
      issueMessage({
        email: recipient.email,
        subject: issue.subject,
        text: issue.textBody!,
        unsubscribeToken: tokens.get(recipient.id)!.token,
      }),
    ),
  );
  for (const [i, recipient] of queued.entries()) {
    await issues.setDeliveryMail(issue.id, recipient.id, mailIds[i]!);
  }
  return { state: "queued", issueId: issue.id, queued: queued.length };
}

/** The newsletter use cases over `db`. */
export function newsletterService(db: Database, limits: { confirmationsPerEmail: RateRule }) {
  const counters = rateLimitsRepository(db);

  return {
    /**
     * Asks for the newsletter at `email`. A new address, a pending one and an unsubscribed one get
     * a confirmation link (at most `confirmationsPerEmail` per address); a confirmed one nothing.
     * The caller answers the same whatever happens here.
     */
    async subscribe(rawEmail: string): Promise<void> {
      const email = normaliseEmail(rawEmail);
      // Counted by a hash, so the counters never hold an address; counted for every state alike.
      const folded = crypto.createHash("sha256").update(email).digest("hex");
      const count = await counters.hit(`newsletter-confirm:${folded}`, limits.confirmationsPerEmail.windowMs);
      const existing = await newsletterSubscribersRepository(db).findByEmail(email);
      if (existing?.status === "confirmed") return;
      if (count.hits > limits.confirmationsPerEmail.limit) {
        logger.info("Newsletter confirmation not sent again: the per-address limit is reached");
        return;
      }
      const { token, tokenHash } = newLinkToken();
      await inTransaction(db, async (tx) => {
        const subscribers = newsletterSubscribersRepository(tx);
        if (existing) await subscribers.renewPending(existing.id, tokenHash, CONFIRM_VALID_MS);
        else {
          const created = await subscribers.insertPending({
            email,
            confirmTokenHash: tokenHash,
            validMs: CONFIRM_VALID_MS,
          });
          // Another request made it this very moment and sends its own link.
          if (!created) return;
        }
        await mailOutboxRepository(tx).enqueue(
          confirmSubscriptionMessage({ email, link: linkWithToken("/newsletter/confirm", token) }),
        );
      });
      notifyMailQueued();
    },

    /** Confirms from the emailed link; opening it again answers the same. 400 when unknown or expired. */
    async confirm(token: string): Promise<void> {
      const confirmed = await newsletterSubscribersRepository(db).confirm(hashLinkToken(token));
      if (!confirmed) throw badRequest(CONFIRM_FAILED_MESSAGE);
    },

    /** Unsubscribes by the token in an issue's links; again is fine. 400 when no copy carried it. */
    async unsubscribe(token: string): Promise<void> {
      const isKnown = await newsletterSubscribersRepository(db).unsubscribe(hashLinkToken(token));
      if (!isKnown) throw badRequest(UNSUBSCRIBE_FAILED_MESSAGE);
    },

    /** What the Newsletter tab in /admin shows. */
    async overview(): Promise<NewsletterOverview> {
      const subscribersRepository = newsletterSubscribersRepository(db);
      const issuesRepository = newsletterIssuesRepository(db);
      const [counts, subscribers, issues, articles] = [
        await subscribersRepository.countsByStatus(),
        await subscribersRepository.newestSubscribers(ADMIN_LIST_SIZE),
        await issuesRepository.newestIssues(ADMIN_LIST_SIZE),
        await issuesRepository.recentArticles(ARTICLE_CHOICES),
      ];
      return {
        counts,
        subscribers: subscribers.map((row) => ({
          id: row.id,
          email: row.email,
          status: row.status,
          createdAt: row.createdAt,
        })),
        issues: issues.map(summary),
        articles,
      };
    },

    /** A draft issue; every article must exist and be published (400 otherwise). */
    async compose(moderator: Viewer, input: ComposeIssue): Promise<NewsletterIssueSummary> {
      const found = await newsletterIssuesRepository(db).articlesByIds(input.articleIds);
      if (found.length !== input.articleIds.length) throw badRequest(ISSUE_ARTICLES_MISSING_MESSAGE);
      const issue = await newsletterIssuesRepository(db).insertIssue({ ...input, createdBy: moderator.id });
      return summary({ ...issue, queued: 0, delivered: 0 });
    },

    /** Sends the issue as it stands to the moderator's own verified address; 400 when they have none. */
    async sendTest(moderator: Viewer, issueId: string): Promise<{ email: string }> {
      const email = await accountCredentialsRepository(db).emailOf(moderator.id);
      if (!email) throw badRequest(NO_MODERATOR_EMAIL_MESSAGE);
      await inTransaction(db, async (tx) => {
        const issue = await newsletterIssuesRepository(tx).findIssue(issueId);
        if (!issue) throw notFound(ISSUE_NOT_FOUND);
        const text = issue.textBody ?? (await composeText(tx, issue));
        await mailOutboxRepository(tx).enqueue({
          userId: moderator.id,
          ...testIssueMessage({ email, subject: issue.subject, text }),
        });
      });
      notifyMailQueued();
      return { email };
    },

    /**
     * Starts sending a draft to every subscriber confirmed now, and records it in the audit log.
     * 409 when it is already sending or sent.
     */
    async send(moderator: Viewer, issueId: string): Promise<NewsletterIssueSummary> {
      const started = await inTransaction(db, async (tx) => {
        const issues = newsletterIssuesRepository(tx);
        const issue = await issues.findIssue(issueId);
        if (!issue) throw notFound(ISSUE_NOT_FOUND);
        const text = await composeText(tx, issue);
        const row = await issues.startSending(issueId, text);
        if (!row) throw conflict(ISSUE_ALREADY_SENT);
        await moderationLogRepository(tx).append({
          moderatorId: moderator.id,
          moderatorName: moderator.username,
          action: "send-newsletter",
          reason: `Sent "${row.subject}" to ${row.recipientCount ?? 0} confirmed subscribers`,
        });
        return row;
      });
      notifyNewsletterSending();
      return summary({ ...started, queued: 0, delivered: 0 });
    },
  };
}

/** What `newsletterService` returns. */
export type NewsletterService = ReturnType<typeof newsletterService>;
