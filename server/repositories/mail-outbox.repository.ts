/**
 * The mail outbox: mail is written here in the transaction of the event that causes it, so it is
 * sent exactly when that event commits, and a mail server that is down only delays it
 * (docs/decisions.md: "Email is optional"). server/mail/ sends what waits here.
 */
import { mailOutbox } from "@shared/schema";
import type { Executor } from "../db";

/** One message to send: plain text, to one address. */
export interface OutgoingMail {
  /** The member it is for; unsent mail goes with their account. */
  userId?: string;
  to: string;
  subject: string;
  text: string;
}

/** The outbox table behind a small interface; build it over the caller's transaction. */
export function mailOutboxRepository(db: Executor) {
  return {
    /** Queues `mail` for the worker; it is sent only if the surrounding transaction commits. */
    async enqueue(mail: OutgoingMail): Promise<void> {
      await db
        .insert(mailOutbox)
        .values({ userId: mail.userId ?? null, toAddress: mail.to, subject: mail.subject, textBody: mail.text });
    },
  };
}
