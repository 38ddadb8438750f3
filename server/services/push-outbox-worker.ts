/**
 * Sends what waits in the push outbox, as the mail outbox worker does (server/mail/outbox-worker.ts):
 * each pass claims due rows in one statement (so several processes never claim the same row), sends
 * each outside any transaction, then records it as sent, or as failed with a later retry. A
 * subscription its push service says has expired (404, 410) is removed, and its waiting notices
 * with it. A notice that fails too often is dropped: a day-old buzz helps nobody.
 */
import type { Database } from "../db";
import { backgroundPasses, type PassState } from "../lib/background-passes";
import { logger } from "../lib/logger";
import { retryDelayMs } from "../mail/outbox-worker";
import { pushOutboxRepository } from "../repositories/push-outbox.repository";
import { pushSubscriptionsRepository } from "../repositories/push-subscriptions.repository";
import type { PushSender } from "./push-sender";

export interface PushOutboxWorkerOptions {
  /** How often the outbox is read; notices are queued inside other requests' transactions, so polling finds them. */
  pollMs: number;
  /** Rows claimed per pass. */
  batchSize: number;
  /** How long a claim holds a row: longer than a batch can take (each send is bounded by the sender's timeout). */
  claimMs: number;
  /** The wait after the first failure, doubling up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** Attempts after which a notice is dropped. */
  maxAttempts: number;
}

export const DEFAULT_PUSH_OUTBOX_WORKER_OPTIONS: PushOutboxWorkerOptions = {
  pollMs: 3_000,
  batchSize: 20,
  claimMs: 10 * 60_000,
  backoffMs: 30_000,
  maxBackoffMs: 30 * 60_000,
  maxAttempts: 6,
};

/** What one pass did. */
export interface PushOutboxPass {
  sent: number;
  failed: number;
  expired: number;
}

/** Nothing nudges the push worker: notices are found by polling. */
const noNudges = () => () => undefined;

/** The push outbox worker over `db`, sending through `sender`. `start` it; `stop` waits for a pass in flight. */
export function pushOutboxWorker(db: Database, sender: PushSender, overrides: Partial<PushOutboxWorkerOptions> = {}) {
  const options = { ...DEFAULT_PUSH_OUTBOX_WORKER_OPTIONS, ...overrides };
  const outbox = pushOutboxRepository(db);
  const subscriptions = pushSubscriptionsRepository(db);

  async function pass(state: PassState): Promise<PushOutboxPass> {
    const result: PushOutboxPass = { sent: 0, failed: 0, expired: 0 };
    for (;;) {
      const rows = await outbox.claimDue(options.batchSize, options.claimMs);
      const found = new Map(
        (await subscriptions.find([...new Set(rows.map((row) => row.subscriptionId))])).map((s) => [s.id, s]),
      );
      for (const row of rows) {
        const subscription = found.get(row.subscriptionId);
        // Removed since it was claimed (expired, or turned off): its row went with it.
        if (!subscription) continue;
        try {
          if ((await sender.send(subscription, row.payload)) === "expired") {
            await subscriptions.remove(subscription.id);
            found.delete(subscription.id);
            result.expired += 1;
            continue;
          }
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          result.failed += 1;
          if (row.attempts >= options.maxAttempts) {
            await outbox.remove(row.id);
            logger.warn({ id: row.id, attempts: row.attempts, message }, "Push notice dropped after repeated failures");
            continue;
          }
          const delay = retryDelayMs(row.attempts, options);
          await outbox.markFailed(row.id, message, delay);
          logger.warn(
            { id: row.id, attempts: row.attempts, retryInMs: delay, message },
            "Push notice not sent; will try again",
          );
          continue;
        }
        await outbox.markSent(row.id);
        result.sent += 1;
      }
      if (rows.length < options.batchSize || state.isStopped()) return result;
    }
  }

  return backgroundPasses(pass, {
    pollMs: options.pollMs,
    onSignal: noNudges,
    failureMessage: "Push outbox pass failed",
  });
}

/** What `pushOutboxWorker` returns. */
export type PushOutboxWorker = ReturnType<typeof pushOutboxWorker>;
