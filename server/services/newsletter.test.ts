/**
 * Sending an issue is resumable and exact: a batch that "crashes" is rolled back whole, a new
 * sender (a restarted process) resumes, two senders at once never double a copy, and only the
 * subscribers confirmed when sending started, and still confirmed, get it.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "@shared/schema";
import { openPostgres, type Database, type DatabaseHandle } from "../db";
import { newsletterSender } from "../mail/newsletter-sender";
import { newsletterIssuesRepository } from "../repositories/newsletter-issues.repository";
import { inTransaction } from "../repositories/transaction";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { hashLinkToken } from "./account-links";
import { queueNextBatch, sendNextBatch } from "./newsletter";

/** `count` subscribers confirmed a minute ago, tagged so each test counts its own. */
async function confirmedSubscribers(db: Database, tag: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `${tag}-${i}@example.org`);
  await db.insert(newsletterSubscribers).values(
    emails.map((email) => ({
      email,
      status: "confirmed" as const,
      confirmedAt: sql`now() - interval '1 minute'`,
    })),
  );
  return emails;
}

/** An issue marked "sending" now, as a moderator's send would leave it. */
async function startedIssue(db: Database, subject: string): Promise<string> {
  const newsletter = newsletterIssuesRepository(db);
  const issue = await newsletter.insertIssue({ subject, intro: "Hello.", articleIds: [], createdBy: null });
  await newsletter.startSending(issue.id, "Hello.\n");
  return issue.id;
}

async function copiesOf(db: Database, subject: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
}

/** Finishes any issue another test left sending, so each test's batches are its own. */
async function drain(db: Database): Promise<void> {
  for (;;) if ((await sendNextBatch(db, 50)).state === "idle") return;
}

describe("sending a newsletter issue", () => {
  let database: TestDatabase;
  // On PostgreSQL the second sender has its own connection pool, as a second process would.
  let second: DatabaseHandle | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.url) second = await openPostgres(database.url, { migrate: false, max: 3 });
  });
  afterAll(async () => {
    await second?.close();
    await database?.close();
  });

  it("resumes after a crash mid-send and queues each subscriber exactly once", async () => {
    const { db } = database;
    await drain(db);
    const emails = await confirmedSubscribers(db, "crash", 7);
    const issueId = await startedIssue(db, "Crash test");

    expect(await sendNextBatch(db, 3)).toEqual({ state: "queued", issueId, queued: 3 });
    // The process dies inside the next batch: its deliveries and outbox rows go with it.
    await expect(
      inTransaction(db, async (tx) => {
        expect((await queueNextBatch(tx, 3)).state).toBe("queued");
        throw new Error("crash");
      }),
    ).rejects.toThrow("crash");
    expect(await copiesOf(db, "Crash test")).toHaveLength(3);

    // A new process's sender resumes.
    expect(await newsletterSender(db, { batchSize: 3 }).runOnce()).toBe(4);
    expect(await newsletterSender(db, { batchSize: 3 }).runOnce()).toBe(0);

    const copies = await copiesOf(db, "Crash test");
    expect(copies.map((row) => row.toAddress).sort()).toEqual([...emails].sort());
    const deliveries = await db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.issueId, issueId));
    expect(deliveries).toHaveLength(7);
    expect(new Set(deliveries.map((row) => row.mailId))).toEqual(new Set(copies.map((row) => row.id)));
    const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    expect(issue?.status).toBe("sent");
    expect(issue?.recipientCount).toBeGreaterThanOrEqual(7);
    // Every copy carries an unsubscribe link of its own, in the text and the headers; the database
    // keeps only its token's SHA-256, on that copy's delivery row.
    const tokens = new Set<string>();
    for (const copy of copies) {
      const token = /\/newsletter\/unsubscribe\?token=([\w-]+)/.exec(copy.textBody)![1]!;
      tokens.add(token);
      expect(copy.headers?.["List-Unsubscribe"]).toContain(`/newsletter/unsubscribe?token=${token}>`);
      expect(copy.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      const delivery = deliveries.find((row) => row.mailId === copy.id)!;
      expect(delivery.unsubscribeTokenHash).toBe(hashLinkToken(token));
      expect(JSON.stringify(delivery)).not.toContain(token);
    }
    expect(tokens.size).toBe(copies.length);
  });

  it("leaves out who unsubscribed mid-send and who confirmed after sending started", async () => {
    const { db } = database;
    await drain(db);
    const emails = await confirmedSubscribers(db, "midway", 5);
    const issueId = await startedIssue(db, "Midway");
    expect((await sendNextBatch(db, 2)).state).toBe("queued");

    const queuedTo = new Set((await copiesOf(db, "Midway")).map((row) => row.toAddress));
    const leaving = emails.find((email) => !queuedTo.has(email))!;
    await db
      .update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
      .where(eq(newsletterSubscribers.email, leaving));
    // Confirmed a second after sending started (no waiting for the clock to move on).
    await db.insert(newsletterSubscribers).values({
      email: "late@example.org",
      status: "confirmed",
      confirmedAt: sql`(select ${newsletterIssues.sendingStartedAt} + interval '1 second' from ${newsletterIssues} where ${newsletterIssues.id} = ${issueId})`,
    });

    await newsletterSender(db, { batchSize: 2 }).runOnce();
    // The earlier tests' subscribers get it too; of this test's, all but the one who left, and not the late one.
    const sentTo = (await copiesOf(db, "Midway")).map((row) => row.toAddress);
    expect(sentTo.filter((email) => /^(midway|late)/.test(email)).sort()).toEqual(
      emails.filter((email) => email !== leaving).sort(),
    );
    expect(new Set(sentTo).size).toBe(sentTo.length);
    const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    expect(issue?.status).toBe("sent");
  });

  it("gives each subscriber one copy when two senders run at once", async () => {
    const { db } = database;
    await drain(db);
    const emails = await confirmedSubscribers(db, "pair", 12);
    await startedIssue(db, "Two senders");
    await Promise.all([
      newsletterSender(db, { batchSize: 2 }).runOnce(),
      newsletterSender((second ?? database).db, { batchSize: 3 }).runOnce(),
    ]);
    // A sender that skipped the locked issue may stop early; one more pass finishes for sure.
    await newsletterSender(db).runOnce();
    const sentTo = (await copiesOf(db, "Two senders")).map((row) => row.toAddress);
    expect(new Set(sentTo).size).toBe(sentTo.length);
    for (const email of emails) expect(sentTo).toContain(email);
  });
});
