/**
 * The push outbox: a notice for one subscription is written in the transaction of the event that
 * causes it, once per event and subscription (the unique key), and sent by the push worker as mail
 * is (./mail-outbox.repository.ts): claimed, retried with backoff, kept a day once sent.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { PushPayload } from "@shared/push-notices";
import { pushOutbox } from "@shared/schema";
import type { Executor } from "../db";
import { nowPlus } from "./database-clock";

/** One notice to queue for one subscription. */
export interface QueuedPush {
  subscriptionId: string;
  /** What makes it once per event: the same key for the same subscription is queued once. */
  eventKey: string;
  payload: PushPayload;
}

/** A row a worker has claimed: it alone sends it until the claim ends. */
export interface ClaimedPush {
  id: number;
  subscriptionId: string;
  payload: PushPayload;
  /** Attempts so far, this one included. */
  attempts: number;
}

export function pushOutboxRepository(db: Executor) {
  return {
    /** Queues each notice unless the same event is already queued for that subscription. */
    async enqueue(pushes: QueuedPush[]): Promise<void> {
      if (pushes.length === 0) return;
      await db
        .insert(pushOutbox)
        .values(pushes)
        .onConflictDoNothing({ target: [pushOutbox.subscriptionId, pushOutbox.eventKey] });
    },

    /**
     * Claims up to `limit` unsent, due rows no live claim holds, for `claimMs`, counting the
     * attempt. One statement with SKIP LOCKED: rows another worker is claiming are skipped, so each
     * row goes to one worker.
     */
    async claimDue(limit: number, claimMs: number): Promise<ClaimedPush[]> {
      const due = db
        .select({ id: pushOutbox.id })
        .from(pushOutbox)
        .where(
          and(
            isNull(pushOutbox.sentAt),
            lte(pushOutbox.nextAttemptAt, sql`now()`),
            or(isNull(pushOutbox.claimedUntil), lt(pushOutbox.claimedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(pushOutbox.nextAttemptAt), asc(pushOutbox.id))
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(pushOutbox)
        .set({ claimedUntil: nowPlus(claimMs), attempts: sql`${pushOutbox.attempts} + 1` })
        .where(inArray(pushOutbox.id, due))
        .returning({
          id: pushOutbox.id,
          subscriptionId: pushOutbox.subscriptionId,
          payload: pushOutbox.payload,
          attempts: pushOutbox.attempts,
        });
      return rows.sort((a, b) => a.id - b.id);
    },

    /** Records that `id` was accepted by its push service; it is never claimed again. */
    async markSent(id: number): Promise<void> {
      await db
        .update(pushOutbox)
        .set({ sentAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(eq(pushOutbox.id, id));
    },

    /** Records a failed attempt and when to try again (`retryInMs` from now). */
    async markFailed(id: number, error: string, retryInMs: number): Promise<void> {
      await db
        .update(pushOutbox)
        .set({ nextAttemptAt: nowPlus(retryInMs), claimedUntil: null, lastError: error.slice(0, 1000) })
        .where(eq(pushOutbox.id, id));
    },

    /** Deletes a notice the worker gave up on (too many failed attempts: a late notice helps nobody). */
    async remove(id: number): Promise<void> {
      await db.delete(pushOutbox).where(eq(pushOutbox.id, id));
    },

    /** Deletes notices sent before `cutoff` (housekeeping); answers how many rows went. */
    async deleteSentBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(pushOutbox)
        .where(and(isNotNull(pushOutbox.sentAt), lt(pushOutbox.sentAt, cutoff)))
        .returning({ id: pushOutbox.id });
      return rows.length;
    },
  };
}
