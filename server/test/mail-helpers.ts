/** Mail for route tests: a real SMTP inbox and an outbox worker sending to it over the test app's database. */
import { isNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { mailOutbox } from "@shared/schema";
import { createMailer } from "../mail/mailer";
import { outboxWorker, type OutboxWorker } from "../mail/outbox-worker";
import type { ParsedMail } from "./mail-message";
import { startSmtpInbox, type SmtpInbox } from "./smtp-inbox";
import type { TestContext } from "./test-app";

/** The address links in test mail point at (the test mailer's publicUrl). */
export const TEST_PUBLIC_URL = "https://pawswell.test";

export interface MailContext {
  inbox: SmtpInbox;
  worker: OutboxWorker;
}

/**
 * Starts an SMTP inbox and a polling outbox worker for the calling file, after `useTestApp`'s
 * setup (call it after useTestApp), and stops both before the database closes.
 */
export function useSmtpMail(ctx: TestContext): MailContext {
  const mail = {} as MailContext;
  beforeAll(async () => {
    mail.inbox = await startSmtpInbox();
    const mailer = createMailer({
      smtpUrl: mail.inbox.url,
      from: "PawsWell <no-reply@pawswell.test>",
      outboxDir: "",
      publicUrl: TEST_PUBLIC_URL,
    });
    mail.worker = outboxWorker(ctx.database.db, mailer, { pollMs: 50, backoffMs: 50, maxBackoffMs: 200 });
    mail.worker.start();
  });
  afterAll(async () => {
    await mail.worker?.stop();
    await mail.inbox?.stop();
  });
  return mail;
}

/**
 * Waits until the outbox worker has handed every queued message to the inbox (no row is left
 * unsent): after it, whatever the requests before it queued is in `inbox.messages`, so a test can
 * count what did not arrive without waiting a guessed while.
 */
export async function untilOutboxSent(ctx: TestContext): Promise<void> {
  await vi.waitFor(
    async () => {
      const unsent = await ctx.database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(isNull(mailOutbox.sentAt));
      expect(unsent).toHaveLength(0);
    },
    { timeout: 20_000, interval: 20 },
  );
}

/** The token in the first link of `message` that leads to `path`. */
export function tokenFrom(message: ParsedMail, path: string): string {
  const link = message.links.map((href) => new URL(href)).find((url) => url.pathname === path);
  const token = link?.searchParams.get("token");
  if (!token) throw new Error(`No ${path} link in: ${message.text}`);
  return token;
}

/** A new, unique address at the test domain. */
export function uniqueEmail(name = "member"): string {
  return `${name}-${Math.random().toString(36).slice(2, 10)}@example.org`;
}
