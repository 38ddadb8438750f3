/**
 * Sends newsletter issues marked "sending", on any process: each pass runs
 * `sendNextBatch` (server/services/newsletter.ts) until nothing is left, one batch per
 * transaction, the issue's row locked for it so that processes take turns. A process that dies
 * mid-send loses at most its uncommitted batch; the next pass, here or elsewhere, resumes.
 */
import type { Database } from "../db";
import { backgroundPasses, type PassState } from "../lib/background-passes";
import { logger } from "../lib/logger";
import { sendNextBatch, type BatchOutcome } from "../services/newsletter";
import { onNewsletterSending } from "./newsletter-signal";

export interface NewsletterSenderOptions {
  /** How often issues being sent are looked for when nothing nudges the sender. */
  pollMs: number;
  /** Subscribers queued per transaction. */
  batchSize: number;
}

export const DEFAULT_NEWSLETTER_SENDER_OPTIONS: NewsletterSenderOptions = { pollMs: 30_000, batchSize: 100 };

/** The newsletter sender over `db`. `start` it; `stop` waits for a pass in flight. */
export function newsletterSender(db: Database, overrides: Partial<NewsletterSenderOptions> = {}) {
  const options = { ...DEFAULT_NEWSLETTER_SENDER_OPTIONS, ...overrides };
  /** Batches until idle; answers how many copies were queued. */
  async function pass(state: PassState): Promise<number> {
    let queued = 0;
    for (;;) {
      const outcome: BatchOutcome = await sendNextBatch(db, options.batchSize);
      if (outcome.state === "idle") return queued;
      if (outcome.state === "queued") queued += outcome.queued;
      else logger.info({ issueId: outcome.issueId }, "Newsletter issue queued for every subscriber");
      if (state.isStopping()) return queued;
    }
  }

  return backgroundPasses(pass, {
    pollMs: options.pollMs,
    onSignal: onNewsletterSending,
    failureMessage: "Newsletter pass failed; it resumes at the next one",
  });
}

export type NewsletterSender = ReturnType<typeof newsletterSender>;
