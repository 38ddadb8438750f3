import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mailOutbox } from "@shared/schema";
import { openPostgres, type Database, type DatabaseHandle } from "../db";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import { parseMail } from "../test/mail-message";
import { startSmtpInbox, type SmtpInbox } from "../test/smtp-inbox";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { createMailer } from "./mailer";
import { TEST_PUBLIC_URL } from "../test/mail-helpers";
import { outboxWorker, retryDelayMs } from "./outbox-worker";

const FROM = "PawsWell <no-reply@pawswell.test>";

async function queue(db: Database, count: number, tag: string): Promise<string[]> {
  const subjects = Array.from({ length: count }, (_, i) => `${tag} ${i + 1}`);
  for (const subject of subjects) {
    await mailOutboxRepository(db).enqueue({
      to: `${tag.replace(/\s/g, "-")}@example.org`,
      subject,
      text: `Body of ${subject}`,
    });
  }
  return subjects;
}

/** Waits until `condition` holds, failing with `what` after `timeoutMs`. */
async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await condition())) throw new Error(`Timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 25 },
  );
}

describe("retryDelayMs", () => {
  it("doubles from the first wait and stops at the cap", () => {
    const options = { backoffMs: 1000, maxBackoffMs: 10_000 };
    expect([1, 2, 3, 4, 5, 50].map((attempts) => retryDelayMs(attempts, options))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });
});

describe("the outbox worker over SMTP", () => {
  let database: TestDatabase;
  let inbox: SmtpInbox;
  // On PostgreSQL the second worker has its own connection pool, as a second process would.
  let second: DatabaseHandle | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    inbox = await startSmtpInbox();
    if (database.url) second = await openPostgres(database.url, { migrate: false, max: 3 });
  });
  afterAll(async () => {
    await inbox?.stop();
    await second?.close();
    await database?.close();
  });

  it("sends queued mail once and records it as sent", async () => {
    const subjects = await queue(database.db, 3, "plain");
    const worker = outboxWorker(
      database.db,
      createMailer({ smtpUrl: inbox.url, from: FROM, outboxDir: "", publicUrl: TEST_PUBLIC_URL }),
    );
    expect(await worker.runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    const received = inbox.messages.filter((message) => message.subject.startsWith("plain"));
    expect(received.map((message) => message.subject)).toEqual(subjects);
    expect(received[0]!.text).toBe("Body of plain 1\n");
    expect(received[0]!.from).toBe(FROM);
    const unsent = await database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    expect(unsent).toHaveLength(0);
  });

  it("keeps every message through an SMTP outage and delivers each exactly once, with two workers", async () => {
    const subjects = await queue(database.db, 12, "outage");
    const options = { pollMs: 30, batchSize: 3, backoffMs: 100, maxBackoffMs: 400 };
    const workers = [
      outboxWorker(
        database.db,
        createMailer({ smtpUrl: inbox.url, from: FROM, outboxDir: "", publicUrl: TEST_PUBLIC_URL }),
        options,
      ),
      outboxWorker(
        (second ?? database).db,
        createMailer({ smtpUrl: inbox.url, from: FROM, outboxDir: "", publicUrl: TEST_PUBLIC_URL }),
        options,
      ),
    ];

    await inbox.stop();
    for (const worker of workers) worker.start();
    // Both workers try while the server is down: failures are recorded, nothing is lost or sent.
    await until(
      async () => {
        const rows = await database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
        const outageRows = rows.filter((row) => row.subject.startsWith("outage"));
        return outageRows.length === 12 && outageRows.every((row) => row.attempts >= 2 && row.lastError !== null);
      },
      15_000,
      "two failed attempts on every message",
    );
    const failed = await database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
    expect(failed.filter((row) => row.subject.startsWith("outage"))).toHaveLength(12);
    expect(failed[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.every((row) => row.nextAttemptAt.getTime() > row.createdAt.getTime())).toBe(true);

    await inbox.start();
    await until(
      async () => inbox.messages.filter((message) => message.subject.startsWith("outage")).length >= 12,
      15_000,
      "every message after the outage",
    );
    // Once every row is recorded sent no worker claims one again, so stopping them here leaves no
    // duplicate unseen: one could only come from a send in flight, which `stop` waits for.
    await until(
      async () => {
        const rows = await database.db.select().from(mailOutbox).where(isNull(mailOutbox.sentAt));
        return !rows.some((row) => row.subject.startsWith("outage"));
      },
      15_000,
      "every message recorded sent",
    );
    await Promise.all(workers.map((worker) => worker.stop()));

    const arrived = inbox.messages.filter((message) => message.subject.startsWith("outage")).map((m) => m.subject);
    expect(arrived.sort()).toEqual([...subjects].sort());
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.filter((row) => row.subject.startsWith("outage")).every((row) => row.sentAt !== null)).toBe(true);
  });

  it("claims a row again once a dead worker's claim has expired", async () => {
    await queue(database.db, 1, "orphan");
    // A worker claims the row for a minute and dies before sending it.
    const [claimed] = await mailOutboxRepository(database.db).claimDue(10, 60_000);
    expect(claimed?.subject).toBe("orphan 1");
    const worker = outboxWorker(
      database.db,
      createMailer({ smtpUrl: inbox.url, from: FROM, outboxDir: "", publicUrl: TEST_PUBLIC_URL }),
    );
    expect(await worker.runOnce()).toEqual({ sent: 0, failed: 0 });
    // The minute passes (the claim's end is the database's clock, so it is moved, not waited for).
    await database.db
      .update(mailOutbox)
      .set({ claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, claimed!.id));
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, claimed!.id));
    expect(row?.attempts).toBe(2);
    expect(inbox.messages.filter((message) => message.subject === "orphan 1")).toHaveLength(1);
  });

  it("deletes mail sent before a cutoff, never unsent mail", async () => {
    await queue(database.db, 1, "kept unsent");
    const deleted = await mailOutboxRepository(database.db).deleteSentBefore(new Date(Date.now() + 60_000));
    expect(deleted).toBeGreaterThan(0);
    const left = await database.db.select().from(mailOutbox);
    expect(left.map((row) => row.subject)).toEqual(["kept unsent 1"]);
  });
});

describe("the file mailer (no SMTP_URL)", () => {
  let database: TestDatabase;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-outbox-"));
  });
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes each message as an .eml file under DATA_DIR/outbox", async () => {
    const outboxDir = path.join(dataDir, "outbox");
    const link = "https://pawswell.test/reset-password?token=abcDEF123_-abcDEF123_-abcDEF123_-abcDEF123_-x";
    await mailOutboxRepository(database.db).enqueue({
      to: "sam@example.org",
      subject: "Reset",
      text: `Open:\n\n${link}\n`,
    });
    const worker = outboxWorker(database.db, createMailer({ from: FROM, outboxDir, publicUrl: TEST_PUBLIC_URL }));
    expect(await worker.runOnce()).toEqual({ sent: 1, failed: 0 });

    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const message = parseMail(fs.readFileSync(path.join(outboxDir, files[0]!), "utf8"));
    expect(message.to).toBe("sam@example.org");
    expect(message.from).toBe(FROM);
    expect(message.subject).toBe("Reset");
    expect(message.headers["message-id"]).toMatch(/^<.+@.+>$/);
    expect(message.headers.date).toBeDefined();
    expect(message.links).toEqual([link]);
    expect(fs.statSync(path.join(outboxDir, files[0]!)).mode & 0o777).toBe(0o600);
  });
});
