/**
 * Sends what waits in the mail outbox. Each pass claims due rows in one statement (so several
 * processes never claim the same row), sends each outside any transaction (PGlite has one
 * connection, and a slow mail server must not hold a database lock), then records it as sent, or
 * as failed with a later retry time. A process that dies mid-send leaves its claim to expire and
 * another pass picks the row up again.
 */
import type { Database } from "../db";
import { backgroundPasses, type PassState } from "../lib/background-passes";
import { logger } from "../lib/logger";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import type { Mailer } from "./mailer";
import { onMailQueued } from "./outbox-signal";

export interface OutboxWorkerOptions {
  /** How often the outbox is read when nothing nudges the worker. */
  pollMs: number;
  /** Rows claimed per pass. */
  batchSize: number;
  /**
   * How long a claim holds a row. Longer than a whole batch can take to send (the mailer bounds
   * each message's exchange), so a live worker never loses its rows to another.
   */
  claimMs: number;
  /** The wait after the first failure; it doubles with each further failure, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
}

export const DEFAULT_OUTBOX_WORKER_OPTIONS: OutboxWorkerOptions = {
  pollMs: 10_000,
  batchSize: 10,
  claimMs: 10 * 60_000,
  backoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
};

/** What one pass did. */
export interface OutboxPass {
  sent: number;
  failed: number;
}

/** The wait before attempt `attempts + 1`: doubling from `backoffMs`, capped at `maxBackoffMs`. */
export function retryDelayMs(attempts: number, options: Pick<OutboxWorkerOptions, "backoffMs" | "maxBackoffMs">) {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(options.maxBackoffMs, options.backoffMs * 2 ** doublings);
}

/** The outbox worker over `db`, delivering through `mailer`. `start` it; `stop` waits for a pass in flight. */
export function outboxWorker(db: Database, mailer: Mailer, overrides: Partial<OutboxWorkerOptions> = {}) {
  const options = { ...DEFAULT_OUTBOX_WORKER_OPTIONS, ...overrides };
  const outbox = mailOutboxRepository(db);

  async function pass(state: PassState): Promise<OutboxPass> {
    const result: OutboxPass = { sent: 0, failed: 0 };
    for (;;) {
      const rows = await outbox.claimDue(options.batchSize, options.claimMs);
      for (const row of rows) {
        try {
          await mailer.send({ id: row.id, to: row.to, subject: row.subject, text: row.text, headers: row.headers });
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const delay = retryDelayMs(row.attempts, options);
          await outbox.markFailed(row.id, message, delay);
          logger.warn(
            { id: row.id, attempts: row.attempts, retryInMs: delay, message },
            "Mail not sent; will try again",
          );
          result.failed += 1;
          continue;
        }
        await outbox.markSent(row.id);
        result.sent += 1;
      }
      // A full batch may mean more is due; a short one means the outbox is drained for now.
      if (rows.length < options.batchSize || state.isStopped()) return result;
    }
  }

  return backgroundPasses(pass, {
    pollMs: options.pollMs,
    onSignal: onMailQueued,
    failureMessage: "Mail outbox pass failed",
  });
}

/** What `outboxWorker` returns. */
export type OutboxWorker = ReturnType<typeof outboxWorker>;
