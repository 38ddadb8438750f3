/**
 * The anonymous cache across two processes over one database (here two apps, each with its own
 * LISTEN connection, as two server processes have): what a visitor reads is kept, every write on
 * either empties both within a second, and nothing personal is ever shared. What a write that
 * never gets its answer, a rolled-back one or one made straight in SQL does is in
 * committed-changes.test.ts.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { Express } from "express";
import { sql } from "drizzle-orm";
import request, { type Agent } from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationCases, posts } from "@shared/schema";
import { createApp } from "../app";
import { listenerName } from "../db";
import { contentChanges, type ContentChanges } from "../lib/content-changes";
import { createAppMetrics, type AppMetrics } from "../metrics/app-metrics";
import { CONTENT_CHANGES_CHANNEL, databaseChangeChannel } from "../services/content-change-channel";
import { liveHub, type LiveHub } from "../services/live-hub";
import { createLocalStorage } from "../storage/local-storage";
import { logInAs, newMember, TEST_PASSWORD } from "../test/auth-helpers";
import { TEST_SECRET, type TestContext } from "../test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../test/test-database";

interface Process {
  app: Express;
  /** The app listening on one address, as a server process does (the cache keys carry the host). */
  server: http.Server;
  changes: ContentChanges;
  live: LiveHub;
  metrics: AppMetrics;
}

let database: TestDatabase;
let storageDir: string;
let processA: Process;
let processB: Process;

async function startProcess(): Promise<Process> {
  const changes = contentChanges({ channel: databaseChangeChannel(database) });
  await changes.start();
  const live = liveHub(database);
  const metrics = createAppMetrics();
  const storage = createLocalStorage({ root: storageDir, secret: TEST_SECRET });
  const app = createApp({
    database,
    sessionSecret: TEST_SECRET,
    storage,
    liveHub: live,
    contentChanges: changes,
    metrics,
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { app, server, changes, live, metrics };
}

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-storage-"));
  processA = await startProcess();
  processB = await startProcess();
});

afterAll(async () => {
  for (const process of [processA, processB]) {
    await new Promise((resolve) => process?.server.close(resolve));
    await process?.changes.stop();
    await process?.live.close();
  }
  fs.rmSync(storageDir, { recursive: true, force: true });
  await database?.close();
});

/** A test context on one process, for the shared login helper. */
const on = (process: Process): TestContext => ({ app: process.app, database, liveHub: process.live, storageDir });

/** The cache's running totals on `process`, read as Prometheus scrapes them. */
async function cacheCount(
  process: Process,
  field: "hits" | "stale_hits" | "misses" | "remakes" | "forgets" | "refreshes",
): Promise<number> {
  const metric = await process.metrics.registry.getSingleMetric(`pawswell_cache_${field}_total`)?.get();
  return metric?.values.find((value) => value.labels.cache === "anonymous_reads")?.value ?? 0;
}

/** Reads `url` on `process` as a visitor until `isSeen` holds; answers how long that took (ms), or fails after 3 s. */
async function msUntil(process: Process, url: string, isSeen: (body: unknown) => boolean): Promise<number> {
  const started = performance.now();
  for (;;) {
    const res = await request(process.server).get(url);
    if (isSeen(res.body)) return performance.now() - started;
    if (performance.now() - started > 3000) throw new Error(`${url} did not change within 3 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const titlesOf = (body: unknown) => (body as { title: string }[]).map((post) => post.title);

/** Posts written straight into the database, in one statement (its commit empties every process's copies too). */
async function insertPosts(titles: string[]): Promise<void> {
  await database.db.insert(posts).values(
    titles.map((title) => ({
      title,
      content: "Written straight into the database.",
      category: "general-wellness",
      author: "someone",
    })),
  );
}

/** Reads `url` on `process` as a visitor until an answer comes from its cache: a copy is kept now. */
async function untilKept(process: Process, url: string): Promise<void> {
  await expect
    .poll(async () => {
      const hitsBefore = await cacheCount(process, "hits");
      await request(process.server).get(url).expect(200);
      return (await cacheCount(process, "hits")) - hitsBefore;
    })
    .toBe(1);
}

describe("the anonymous cache", () => {
  let author: { agent: Agent; user: { id: string; username: string } };

  beforeAll(async () => {
    author = await logInAs(on(processA), "member");
  });

  it("keeps a visitor's read, and a write on process A empties process B's copy within a second", async () => {
    await untilKept(processB, "/api/posts");
    const title = `Written on A ${crypto.randomUUID()}`;
    const created = await author.agent
      .post("/api/posts")
      .send({ title, content: "Hello from the other process.", category: "general-wellness" });
    expect(created.status).toBe(201);
    const ms = await msUntil(processB, "/api/posts", (body) => titlesOf(body).includes(title));
    expect(ms).toBeLessThan(1000);
  });

  it("a post a moderator hides on process A disappears from process B's list and page", async () => {
    const { body: post } = await author.agent.post("/api/posts").send({
      title: `To be hidden ${crypto.randomUUID()}`,
      content: "Buy cheap things here.",
      category: "general-wellness",
    });
    const listed = (body: unknown) => (body as { id: string }[]).some((item) => item.id === post.id);
    // Something new shows a moment later (its first reader may be given the list from before it).
    await msUntil(processB, "/api/posts", listed);
    await msUntil(processA, "/api/posts", listed);
    const PICKS = "/api/recommendations/guest-user?limit=50";
    const picked = (body: unknown) => (body as { contentId: string }[]).some((card) => card.contentId === post.id);
    await msUntil(processA, PICKS, picked);
    expect((await request(processB.server).get(`/api/posts/${post.id}`)).body.content).toBe("Buy cheap things here.");

    const reporter = await logInAs(on(processA), "member");
    expect(
      (await reporter.agent.post("/api/reports").send({ itemType: "post", itemId: post.id, reason: "spam" })).status,
    ).toBe(200);
    const [openCase] = await database.db
      .select()
      .from(moderationCases)
      .where(sql`${moderationCases.itemId} = ${post.id} and ${moderationCases.resolvedAt} is null`);
    const moderator = await logInAs(on(processA), "moderator");
    const hidden = await moderator.agent
      .post(`/api/moderation/cases/${openCase!.id}/actions`)
      .send({ action: "hide", reason: "Selling things" });
    expect(hidden.status).toBe(200);

    // On the process that answered the hide, the very next read never shows it, nor do the popular picks.
    expect(listed((await request(processA.server).get("/api/posts")).body)).toBe(false);
    expect(picked((await request(processA.server).get(PICKS)).body)).toBe(false);
    expect(await msUntil(processB, "/api/posts", (body) => !listed(body))).toBeLessThan(1000);
    const page = await request(processB.server).get(`/api/posts/${post.id}`);
    expect(page.body).toMatchObject({ status: "hidden" });
    expect(page.body.content).not.toBe("Buy cheap things here.");
  });

  it("answers readers at once after a reply, with what they had, while one new making runs", async () => {
    const { body: post } = await author.agent
      .post("/api/posts")
      .send({ title: `Busy ${crypto.randomUUID()}`, content: "Many answer here.", category: "general-wellness" });
    const url = `/api/posts/${post.id}`;
    const replyCount = (body: unknown) => (body as { replies: number }).replies;
    await msUntil(processA, url, (body) => replyCount(body) === 0);
    await untilKept(processA, url);
    const missesBefore = await cacheCount(processA, "misses");
    expect((await author.agent.post(`${url}/replies`).send({ content: "Sending warmth." })).status).toBe(201);
    // The reply's commit is heard before the next read, which is served what was kept, at once,
    // while a new answer is made; a read soon after has the reply.
    const first = await request(processA.server).get(url);
    expect(replyCount(first.body)).toBe(0);
    expect(await msUntil(processA, url, (body) => replyCount(body) === 1)).toBeLessThan(1000);
    expect((await cacheCount(processA, "misses")) - missesBefore).toBe(0);
    expect(await cacheCount(processA, "remakes")).toBeGreaterThan(0);
    // A reader who will not take what was kept waits for the new answer instead.
    await author.agent.post(`${url}/replies`).send({ content: "And more warmth." });
    const fresh = await request(processA.server).get(url).set("Cache-Control", "no-cache");
    expect(replyCount(fresh.body)).toBe(2);
  });

  it("is not emptied by a member's own writes: signing in, reading their notices, their settings", async () => {
    // A new account is something added (it refreshes): made before the list is kept.
    const username = await newMember(on(processA));
    await untilKept(processA, "/api/posts");
    const member = request.agent(processA.app);
    await member.post("/api/login").send({ username, password: TEST_PASSWORD }).expect(200);
    await member.post("/api/notifications/read-all").expect(200);
    await member.patch("/api/account/settings").send({ notificationDelivery: "none" }).expect(200);
    const hitsBefore = await cacheCount(processA, "hits");
    const missesBefore = await cacheCount(processA, "misses");
    await request(processA.server).get("/api/posts").expect(200);
    expect((await cacheCount(processA, "hits")) - hitsBefore).toBe(1);
    expect((await cacheCount(processA, "misses")) - missesBefore).toBe(0);
  });

  it("never gives a member a visitor's copy, nor a visitor or another member a member's answer", async () => {
    const { body: post } = await author.agent
      .post("/api/posts")
      .send({ title: `Mine ${crypto.randomUUID()}`, content: "My own words.", category: "general-wellness" });
    const other = await logInAs(on(processB), "member");
    // A visitor reads first, so a copy is kept; then each member reads, then a visitor again.
    const visitorFirst = await request(processB.server).get(`/api/posts/${post.id}`);
    const asAuthor = await author.agent.get(`/api/posts/${post.id}`);
    const asOther = await other.agent.get(`/api/posts/${post.id}`);
    const visitorAfter = await request(processB.server).get(`/api/posts/${post.id}`);

    expect(visitorFirst.body.canEdit).toBe(false);
    expect(asAuthor.body.canEdit).toBe(true);
    expect(asAuthor.headers["cache-control"]).toBe("private, no-store");
    expect(asOther.body.canEdit).toBe(false);
    expect(visitorAfter.body).toEqual(visitorFirst.body);
  });

  it("does one database read for many visitors asking at once, and answers each the same bytes", async () => {
    // Asked for nowhere else: nothing is kept for it yet. No write comes first, as its commit's
    // notification could arrive among these requests and make a second reading.
    const url = `/api/posts?limit=7`;
    const missesBefore = await cacheCount(processA, "misses");
    const hitsBefore = await cacheCount(processA, "hits");
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(processA.server).get(url)));
    expect(answers.every((res) => res.status === 200 && res.text === answers[0]!.text)).toBe(true);
    expect((await cacheCount(processA, "misses")) - missesBefore).toBe(1);
    expect((await cacheCount(processA, "hits")) - hitsBefore).toBe(19);
  });

  it("sends a kept answer with its route's headers, compressed as asked, and 304 to a reader who holds it", async () => {
    const refreshesBefore = await cacheCount(processA, "refreshes");
    await insertPosts(Array.from({ length: 25 }, (_, n) => `Filler ${n}`));
    // Heard, so it cannot touch the cache between the route's answer and the kept one.
    await expect.poll(() => cacheCount(processA, "refreshes")).toBeGreaterThan(refreshesBefore);
    // Over 1 KB, so worth compressing; fewer than there are, so the answer links the next page; asked
    // for nowhere else, so nothing stale is kept for it.
    const url = "/api/posts?limit=19";
    const hitsBefore = await cacheCount(processA, "hits");
    const first = await request(processA.server).get(url).set("Accept-Encoding", "identity");
    // supertest decodes what it receives: the same text arriving proves the encoding sound.
    const kept = await request(processA.server).get(url).set("Accept-Encoding", "br");
    expect((await cacheCount(processA, "hits")) - hitsBefore).toBe(1);
    expect(kept.headers["content-encoding"]).toBe("br");
    expect(kept.text).toBe(first.text);
    for (const header of ["content-type", "link", "etag", "x-content-type-options", "content-security-policy"]) {
      expect(kept.headers[header], header).toBe(first.headers[header]);
    }
    expect(kept.headers["vary"]).toMatch(/Accept-Encoding/);
    const gzipped = await request(processA.server).get(url).set("Accept-Encoding", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.text).toBe(first.text);
    const revalidated = await request(processA.server).get(url).set("If-None-Match", first.headers["etag"]!);
    expect(revalidated.status).toBe(304);
  });

  it("keeps no answer that is not a public 200, and leaves personal paths alone", async () => {
    const missing = "/api/posts/00000000-0000-4000-8000-000000000000";
    const missesAtFirst = await cacheCount(processA, "misses");
    await request(processA.server).get(missing).expect(404);
    await request(processA.server).get(missing).expect(404);
    expect((await cacheCount(processA, "misses")) - missesAtFirst).toBe(2);
    const missesBefore = await cacheCount(processA, "misses");
    await request(processA.server).get("/api/notifications").expect(401);
    await request(processA.server).get("/api/wellness-challenges/joined").expect(401);
    // Neither is a public read: the cache never even looks.
    expect((await cacheCount(processA, "misses")) - missesBefore).toBe(0);
  });
});

describe.runIf(testDatabaseKind === "postgres")("when a process loses its LISTEN connection", () => {
  it("forgets what it kept, listens again within a second or so, and hears the next change", async () => {
    await request(processB.server).get("/api/posts").expect(200);
    const forgetsBefore = await cacheCount(processB, "forgets");
    // What a PostgreSQL restart or a dropped connection does to each process's listener.
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where pid <> pg_backend_pid() and application_name = ${listenerName(CONTENT_CHANGES_CHANNEL)}`,
    );
    await expect
      .poll(() => cacheCount(processB, "forgets"), { timeout: 3000 })
      .toBeGreaterThanOrEqual(forgetsBefore + 2);
    const listening = async () => {
      const rows = await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where application_name = ${listenerName(CONTENT_CHANGES_CHANNEL)}`,
      );
      return (rows as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    await expect.poll(listening, { timeout: 3000 }).toBe(2);

    await request(processB.server).get("/api/posts").expect(200);
    const title = `After the reconnect ${crypto.randomUUID()}`;
    const author = await logInAs(on(processA), "member");
    await author.agent
      .post("/api/posts")
      .send({ title, content: "Heard again.", category: "general-wellness" })
      .expect(201);
    expect(await msUntil(processB, "/api/posts", (body) => titlesOf(body).includes(title))).toBeLessThan(1000);
  });
});
