/**
 * The mail outbox: mail is written here in the transaction of the event that causes it, so it is
 * sent exactly when that event commits, and a mail server that is down only delays it
 * (docs/decisions.md: "Email is optional"). server/mail/ sends what waits here.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import { mailOutbox } from "@shared/schema";
import type { Executor } from "../db";
import { nowPlus } from "./database-clock";

/** One message to send: plain text, to one address. */
export interface OutgoingMail {
  /** The member it is for; unsent mail goes with their account. */
  userId?: string;
  to: string;
  subject: string;
  text: string;
  /** Extra headers (a newsletter issue's List-Unsubscribe); site links in them are made full too. */
  headers?: Record<string, string>;
}

/** A row a worker has claimed: it alone sends it until `claimedUntil`. */
export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string> | null;
  /** Attempts so far, this one included. */
  attempts: number;
}

function outboxRow(mail: OutgoingMail) {
  return {
    userId: mail.userId ?? null,
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    headers: mail.headers ?? null,
  };
}

/** The outbox table behind a small interface; build it over the caller's transaction. */
export function mailOutboxRepository(db: Executor) {
  return {
    /** Queues `mail` for the worker; it is sent only if the surrounding transaction commits. */
    async enqueue(mail: OutgoingMail): Promise<void> {
      await db.insert(mailOutbox).values(outboxRow(mail));
    },

    /** Queues several messages at once and answers their row ids, in the order given. */
    async enqueueMany(mails: OutgoingMail[]): Promise<number[]> {
      if (mails.length === 0) return [];
      const rows = await db.insert(mailOutbox).values(mails.map(outboxRow)).returning({ id: mailOutbox.id });
      return rows.map((row) => row.id);
    },

    /**
     * Claims up to `limit` unsent rows that are due and not held by a live claim (a worker that
     * died leaves its claim to expire), for `claimMs`, counting the attempt. One statement: rows
     * another worker is claiming at the same moment are skipped (SKIP LOCKED), so each row goes
     * to one worker.
     */
    async claimDue(limit: number, claimMs: number): Promise<ClaimedMail[]> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            lte(mailOutbox.nextAttemptAt, sql`now()`),
            or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(mailOutbox)
        .set({ claimedUntil: nowPlus(claimMs), attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning({
          id: mailOutbox.id,
          to: mailOutbox.toAddress,
          subject: mailOutbox.subject,
          text: mailOutbox.textBody,
          headers: mailOutbox.headers,
          attempts: mailOutbox.attempts,
        });
      return rows.sort((a, b) => a.id - b.id);
    },

    /** Records that `id` was handed to the mail server; it is never claimed again. */
    async markSent(id: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, claimedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, id));
    },

    /** Records a failed attempt and when to try again (`retryInMs` from now); the row stays queued. */
    async markFailed(id: number, error: string, retryInMs: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt: nowPlus(retryInMs), claimedUntil: null, lastError: error.slice(0, 1000) })
        .where(eq(mailOutbox.id, id));
    },

    /** How many messages wait to be sent (the metrics' queue depth); read through the unsent rows' partial index. */
    async countPending(): Promise<number> {
      const [row] = await db.select({ count: count() }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
      return row?.count ?? 0;
    },

    /** Deletes mail sent before `cutoff` (housekeeping); answers how many rows went. */
    async deleteSentBefore(cutoff: Date): Promise<number> {
      const rows = await db
        .delete(mailOutbox)
        .where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, cutoff)))
        .returning({ id: mailOutbox.id });
      return rows.length;
    },
  };
}
