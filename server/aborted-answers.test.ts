/**
 * No client can stop the server (docs/security.md#the-third-probes-findings, finding 1): every
 * streaming answer (a data export's download, the live event stream, photo files, feeds, sitemaps,
 * rendered pages) hung up by its client mid-body, a database failing after an event stream's
 * headers went out, and a connection dropped inside a transaction, leave the process serving, with
 * no uncaught exception. Before the fix, the first of these ended the process: the error handler
 * passed the late error on, the router restored `req.baseUrl` to undefined, and the route-pattern
 * watcher threw on it from a setImmediate.
 *
 * The app runs as production wires it, with request observation on (metrics), on a real port.
 */
import http from "node:http";
import { sql } from "drizzle-orm";
import express from "express";
import request from "supertest";
import type { AddressInfo } from "node:net";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageRenderer, type ServerEntry } from "./client/page-renderer";
import { CLIENT_SOURCE_DIR } from "./lib/app-root";
import { createAppMetrics } from "./metrics/app-metrics";
import { errorHandler } from "./middleware/error-handler";
import { liveHub, type LiveHub } from "./services/live-hub";
import { TEST_PASSWORD, logInAs } from "./test/auth-helpers";
import { sessionCookie } from "./test/event-stream";
import { finishedExport } from "./test/export-helpers";
import { noisyJpeg } from "./test/images";
import { useTestApp, type TestContext } from "./test/test-app";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "./test/test-database";
import { uploadImage } from "./test/uploads";

const template = fs.readFileSync(path.join(CLIENT_SOURCE_DIR, "index.html"), "utf8");
const loadEntry = () => import("../client/src/entry-server") as Promise<ServerEntry>;

/** Uncaught exceptions and unhandled rejections in this process while a case runs. */
const uncaught: unknown[] = [];
const recordUncaught = (error: unknown) => uncaught.push(error);

interface Hangup {
  status: number;
  bytesRead: number;
}

/**
 * GETs `pathname` on `baseUrl`, reads the first chunk of the body and resets the connection while
 * the server is still writing, as a closed tab or a dropped phone signal does.
 */
function hangUpMidBody(baseUrl: string, pathname: string, cookie?: string): Promise<Hangup> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} }, (res) => {
      // At once: loopback's socket buffers grow to megabytes, so a client that only stopped
      // reading would let a whole export be written before it hung up.
      res.once("data", (chunk: Buffer) => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, bytesRead: chunk.length });
      });
      res.once("end", () => resolve({ status: res.statusCode ?? 0, bytesRead: -1 }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ECONNRESET") reject(error);
    });
  });
}

/** GETs `pathname` whole; answers its status and the body's length. */
async function fetchWhole(baseUrl: string, pathname: string, cookie?: string) {
  const res = await fetch(`${baseUrl}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: res.status, length: (await res.arrayBuffer()).byteLength };
}

/**
 * Lets the server see the reset and run whatever follows it (the router's setImmediate included).
 * A real wait on purpose: what is tested is that nothing is raised afterwards, and "nothing
 * happened" has no event to wait for.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

/** The app of `ctx` on a real port; answers its base URL and a function that closes it. */
async function listen(ctx: TestContext): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

beforeAll(() => {
  process.on("uncaughtException", recordUncaught);
  process.on("unhandledRejection", recordUncaught);
});
afterAll(() => {
  process.off("uncaughtException", recordUncaught);
  process.off("unhandledRejection", recordUncaught);
});

describe(`streaming answers hung up mid-body (${testDatabaseKind})`, () => {
  const ctx = useTestApp({
    metrics: createAppMetrics(),
    serveClient: (app) => {
      app.get("/{*path}", pageRenderer({ loadEntry, templateFor: () => template }));
    },
  });
  let server: Awaited<ReturnType<typeof listen>>;
  let cookie: string;
  let exportId: string;
  let photoPath: string;
  let postId: string;

  beforeAll(async () => {
    server = await listen(ctx);
    const member = await logInAs(ctx, "member");
    cookie = await sessionCookie(server.baseUrl, member.user.username, TEST_PASSWORD);
    // Photos of noise barely compress, so the export is megabytes: more than the sockets buffer.
    const photoUrls: string[] = [];
    for (let photo = 0; photo < 3; photo++) {
      const imageUrl = await uploadImage(ctx.app, await noisyJpeg(1600, 1200, 95), member.agent);
      const shared = await member.agent
        .post("/api/pet-photos")
        .send({ imageUrl, petName: `Noise ${photo}`, petType: "cat", description: "Static" });
      expect(shared.status).toBe(201);
      photoUrls.push(imageUrl);
    }
    photoPath = photoUrls[0]!;
    const post = await member.agent
      .post("/api/posts")
      .send({ title: "Evening walk", content: "The river was calm tonight.", category: "general-wellness" });
    postId = post.body.id as string;
    expect((await member.agent.post("/api/account/exports")).status).toBe(202);
    const finished = await finishedExport(member.agent);
    expect(finished.status).toBe("ready");
    exportId = finished.id;
    expect(exportId).toBeDefined();
  }, 120_000);
  afterAll(() => server?.close());

  const cases: { what: string; path: () => string; asMember?: boolean }[] = [
    { what: "a data export's download", path: () => `/api/account/exports/${exportId}/download`, asMember: true },
    { what: "the live event stream", path: () => `/api/live?thread=post:${postId}` },
    { what: "a member's live event stream", path: () => "/api/live", asMember: true },
    { what: "a photo's file", path: () => photoPath },
    { what: "the stories feed", path: () => "/feeds/stories.rss" },
    { what: "the sitemap", path: () => "/sitemap.xml" },
    { what: "a rendered page", path: () => `/community/${postId}` },
  ];

  it.each(cases)("keeps serving after a client hangs up on $what", async ({ path: pathOf, asMember }) => {
    uncaught.length = 0;
    const hangup = await hangUpMidBody(server.baseUrl, pathOf(), asMember ? cookie : undefined);
    expect(hangup.status).toBe(200);
    await settle();
    expect(uncaught).toEqual([]);
    expect((await fetchWhole(server.baseUrl, "/readyz")).status).toBe(200);
  });

  it("cuts the export off mid-download, then serves it whole to the next request", async () => {
    uncaught.length = 0;
    const whole = await fetchWhole(server.baseUrl, `/api/account/exports/${exportId}/download`, cookie);
    // The case above read part of it: the file is big enough for the hang-up to come mid-body.
    expect(whole.status).toBe(200);
    expect(whole.length).toBeGreaterThan(1_000_000);
    await settle();
    expect(uncaught).toEqual([]);
  });
});

/** The id of a new published discussion, whose thread anyone may follow. */
async function aPublishedPost(ctx: TestContext): Promise<string> {
  const member = await logInAs(ctx, "member");
  const res = await member.agent
    .post("/api/posts")
    .send({ title: "Quiet evenings", content: "We sit by the window.", category: "general-wellness" });
  if (res.status !== 201) throw new Error(`fixture post answered ${res.status}: ${res.text}`);
  return (res.body as { id: string }).id;
}

describe(`a database failing after the live stream's headers (${testDatabaseKind})`, () => {
  // The stream's own reads go to a database that has been closed: the driver's real error, after
  // the headers and the retry line are sent.
  let closedHub: LiveHub | undefined;
  const streamsOverAClosedDatabase: LiveHub = {
    subscribe: async () => () => undefined,
    latestId: () => closedHub!.latestId(),
    replay: (channels, afterId, limit) => closedHub!.replay(channels, afterId, limit),
    size: 0,
    close: async () => undefined,
  };
  const ctx = useTestApp({ metrics: createAppMetrics(), liveHub: streamsOverAClosedDatabase });
  let server: Awaited<ReturnType<typeof listen>>;
  let thread: string;

  beforeAll(async () => {
    // A thread that exists and is published: only such a thread is followed at all.
    thread = `post:${await aPublishedPost(ctx)}`;
    const closed = await createTestDatabase();
    await closed.close();
    closedHub = liveHub(closed);
    server = await listen(ctx);
  });
  afterAll(() => server?.close());

  it.each([
    { what: "where it starts", query: "" },
    { what: "the events it missed", query: "&lastEventId=5" },
  ])("ends the stream, so the browser reconnects, when reading $what fails", async ({ query }) => {
    uncaught.length = 0;
    const res = await fetch(`${server.baseUrl}/api/live?thread=${thread}${query}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
    // The body ends (cut), rather than hanging open on a stream that will never carry an event.
    const ended = await res.text().then(
      (text) => ({ text }),
      (error: unknown) => ({ error }),
    );
    expect("text" in ended ? ended.text : "cut").not.toContain("event: ready");
    await settle();
    expect(uncaught).toEqual([]);
    expect((await fetchWhole(server.baseUrl, "/readyz")).status).toBe(200);
  });
});

describe(`a process that is stopping (${testDatabaseKind})`, () => {
  const ctx = useTestApp({ metrics: createAppMetrics() });

  it("refuses new live streams with 503 and Retry-After once its streams were closed, so browsers reconnect elsewhere", async () => {
    const postId = await aPublishedPost(ctx);
    await ctx.liveHub.close();
    const res = await request(ctx.app).get(`/api/live?thread=post:${postId}`);
    expect(res.status).toBe(503);
    expect(res.headers["retry-after"]).toBe("2");
    expect(res.body).toEqual({ message: "This server is restarting. Please try again in a moment." });
    expect(ctx.liveHub.size).toBe(0);
  });
});

describe.runIf(testDatabaseKind === "postgres")("a connection dropped inside a transaction (postgres)", () => {
  let database: TestDatabase;
  let app: express.Express;
  beforeAll(async () => {
    database = await createTestDatabase();
    // A write whose connection PostgreSQL drops between its two statements, as a restart or
    // pg_terminate_backend does to a transaction waiting on a slow step.
    app = express();
    app.post("/drop-me", async (_req, res) => {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`).catch(() => undefined);
        await tx.execute(sql`select 1`);
      });
      res.json({ written: true });
    });
    app.use(errorHandler);
  });
  afterAll(() => database?.close());

  it("answers 503, never 500, and raises nothing uncaught", async () => {
    uncaught.length = 0;
    const res = await request(app).post("/drop-me");
    expect(res.status).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    await settle();
    expect(uncaught).toEqual([]);
    // The pool serves on with a fresh connection.
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
