import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactMessages,
  liveEvents,
  mailOutbox,
  newsletterSubscribers,
  petPhotos,
  rateLimits,
  uploads,
} from "@shared/schema";
import type { DatabaseHandle } from "../db";
import { createLocalStorage } from "../storage/local-storage";
import { IMAGE_VARIANTS, variantKey, type ObjectStorage } from "../storage/object-storage";
import { TEST_SECRET } from "../test/test-app";
import { createTestDatabase, testDatabaseKind } from "../test/test-database";
import { housekeeping } from "./housekeeping";
import { objectPathFor } from "./uploads";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const AGES = { unsharedUploadMaxAgeMs: DAY, liveEventMaxAgeMs: DAY, handledContactMessageMaxAgeMs: 90 * DAY };

describe("housekeeping", () => {
  let database: DatabaseHandle;
  let root: string;
  let local: ObjectStorage;
  beforeAll(async () => {
    database = await createTestDatabase();
    root = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-housekeeping-"));
    local = createLocalStorage({ root, secret: TEST_SECRET });
  });
  afterAll(async () => {
    fs.rmSync(root, { recursive: true, force: true });
    await database.close();
  });

  /** An upload row created `ageMs` ago with its files in storage, optionally shown by a pet photo. */
  async function upload(ageMs: number, options: { status: "pending" | "stored"; shared?: boolean }): Promise<string> {
    const createdAt = new Date(Date.now() - ageMs);
    const [row] = await database.db
      .insert(uploads)
      .values({ issuedTo: "203.0.113.9", status: options.status, expiresAt: createdAt, createdAt })
      .returning();
    const id = row!.id;
    const keys = options.status === "stored" ? IMAGE_VARIANTS.map((v) => variantKey(id, v)) : [local.originalKey(id)];
    for (const key of keys) await local.write(key, Buffer.from("image"), "image/webp");
    if (options.shared) {
      await database.db
        .insert(petPhotos)
        .values({ imageUrl: objectPathFor(id), petName: "Rex", petType: "dog", ownerName: "Ann" });
    }
    return id;
  }

  async function filesOf(id: string): Promise<number> {
    const keys = [...IMAGE_VARIANTS.map((v) => variantKey(id, v)), local.originalKey(id)];
    const found = await Promise.all(keys.map((key) => local.read(key)));
    return found.filter(Boolean).length;
  }

  async function uploadIds(): Promise<string[]> {
    return (await database.db.select({ id: uploads.id }).from(uploads)).map((row) => row.id);
  }

  it("removes ended counters and uploads unshared for a day, files too, and keeps fresh and shared ones", async () => {
    await database.db.insert(rateLimits).values([
      { key: "ended", hits: 3, resetAt: new Date(Date.now() - 1000) },
      { key: "running", hits: 3, resetAt: new Date(Date.now() + HOUR) },
    ]);
    const oldStored = await upload(DAY + HOUR, { status: "stored" });
    const oldPending = await upload(DAY + HOUR, { status: "pending" });
    const fresh = await upload(HOUR, { status: "stored" });
    const shared = await upload(30 * DAY, { status: "stored", shared: true });
    await database.db.insert(liveEvents).values([
      { channel: "thread:old", payload: {}, createdAt: new Date(Date.now() - DAY - HOUR) },
      { channel: "thread:fresh", payload: {}, createdAt: new Date(Date.now() - HOUR) },
    ]);

    const mail = { toAddress: "someone@example.org", subject: "A link", textBody: "…" };
    await database.db.insert(mailOutbox).values([
      { ...mail, subject: "sent two days ago", sentAt: new Date(Date.now() - 2 * DAY) },
      { ...mail, subject: "sent just now", sentAt: new Date() },
      { ...mail, subject: "waiting since two days ago", createdAt: new Date(Date.now() - 2 * DAY) },
    ]);

    const subscriber = (email: string, confirmExpiresAt: Date, status: "pending" | "confirmed" = "pending") => ({
      email,
      status,
      confirmExpiresAt,
    });
    await database.db
      .insert(newsletterSubscribers)
      .values([
        subscriber("expired@example.org", new Date(Date.now() - HOUR)),
        subscriber("waiting@example.org", new Date(Date.now() + HOUR)),
        subscriber("confirmed@example.org", new Date(Date.now() - DAY), "confirmed"),
      ]);

    const contact = { topic: "question" as const, message: "How do I post?" };
    await database.db.insert(contactMessages).values([
      { ...contact, message: "handled long ago", handledAt: new Date(Date.now() - 91 * DAY) },
      { ...contact, message: "handled lately", handledAt: new Date(Date.now() - 89 * DAY) },
      { ...contact, message: "not handled, old", createdAt: new Date(Date.now() - 200 * DAY) },
    ]);

    const report = await housekeeping(database.db, local, AGES).run();

    expect(report).toEqual({
      rateLimits: 1,
      uploads: 2,
      liveEvents: 1,
      digests: 0,
      exports: 0,
      staleExports: 0,
      releasedNames: 0,
      sentMail: 1,
      unconfirmedSubscribers: 1,
      handledContactMessages: 1,
      suspendedAddresses: 0,
    });
    const keptMessages = await database.db.select({ message: contactMessages.message }).from(contactMessages);
    expect(keptMessages.map((row) => row.message).sort()).toEqual(["handled lately", "not handled, old"]);
    const kept = await database.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers);
    expect(kept.map((row) => row.email).sort()).toEqual(["confirmed@example.org", "waiting@example.org"]);
    const keptMail = await database.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
    expect(keptMail.map((row) => row.subject).sort()).toEqual(["sent just now", "waiting since two days ago"]);
    expect(
      (await database.db.select({ channel: liveEvents.channel }).from(liveEvents)).map((row) => row.channel),
    ).toEqual(["thread:fresh"]);
    expect((await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key)).toEqual([
      "running",
    ]);
    expect((await uploadIds()).sort()).toEqual([fresh, shared].sort());
    expect(await filesOf(oldStored)).toBe(0);
    expect(await filesOf(oldPending)).toBe(0);
    expect(await filesOf(fresh)).toBe(2);
    expect(await filesOf(shared)).toBe(2);
  });

  it("keeps the rows when storage fails, for the next run", async () => {
    const id = await upload(DAY + HOUR, { status: "stored" });
    const failing: ObjectStorage = {
      ...local,
      remove: () => Promise.reject(new Error("bucket unreachable")),
    };
    await expect(housekeeping(database.db, failing, AGES).run()).rejects.toThrow("bucket unreachable");
    expect(await uploadIds()).toContain(id);
    expect(await housekeeping(database.db, local, AGES).run()).toEqual({
      rateLimits: 0,
      uploads: 1,
      liveEvents: 0,
      digests: 0,
      exports: 0,
      staleExports: 0,
      releasedNames: 0,
      sentMail: 0,
      unconfirmedSubscribers: 0,
      handledContactMessages: 0,
      suspendedAddresses: 0,
    });
    expect(await filesOf(id)).toBe(0);
  });

  it(`does the work once when two processes run it at the same moment (${testDatabaseKind})`, async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => upload(DAY + HOUR, { status: "stored" })));
    const removedKeys: string[] = [];
    // Slow removal keeps the first run's lock held while the second one asks for it. A real wait on
    // purpose: the overlap of two runs is what is tested, and neither run tells when it asks.
    const slow: ObjectStorage = {
      ...local,
      remove: async (keys) => {
        removedKeys.push(...keys);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await local.remove(keys);
      },
    };
    const job = housekeeping(database.db, slow, AGES);

    const reports = await Promise.all([job.run(), job.run()]);

    const removed = reports.reduce((sum, report) => sum + (report?.uploads ?? 0), 0);
    expect(removed).toBe(5);
    expect(new Set(removedKeys).size).toBe(removedKeys.length);
    // PostgreSQL: the second run finds the lock taken and skips. PGlite has one connection, so
    // the second run waits for the first transaction and then finds nothing left to do.
    if (testDatabaseKind === "postgres") expect(reports).toContain(null);
    for (const id of ids) expect(await filesOf(id)).toBe(0);
  });
});
