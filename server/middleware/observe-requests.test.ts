/**
 * Log lines as an operator reads them: JSON, a request id on each line of a request (the access
 * line and the error handler's), route patterns instead of URLs, and no secret from the request.
 * The logger writes into an array here instead of stdout (its destination stream is captured).
 */
import { sql } from "drizzle-orm";
import express from "express";
import fc from "fast-check";
import request from "supertest";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "../lib/logger";
import type * as LoggerModule from "../lib/logger";
import { nastyString } from "../test/fuzz/arbitraries";
import { fuzzParameters, fuzzTimeout } from "../test/fuzz/fuzz-harness";
import { useTestApp } from "../test/test-app";
import { errorHandler } from "./error-handler";
import { observeRequests } from "./observe-requests";
import { routePatternOf, watchRoutePattern } from "../lib/route-pattern";

const output = vi.hoisted(() => ({ lines: [] as string[] }));
vi.mock("../lib/logger", async (importOriginal) => {
  const actual = await importOriginal<typeof LoggerModule>();
  const destination = { write: (line: string) => void output.lines.push(line) };
  return { ...actual, logger: actual.createLogger({ level: "info", destination }) };
});

type Line = Record<string, unknown>;
/** Every line written so far, each parsed as JSON (a line that is not JSON fails the test). */
const lines = (): Line[] => output.lines.map((line) => JSON.parse(line) as Line);
const accessLines = () => lines().filter((line) => line.msg === "request");
/**
 * The access line is written when the answer's connection closes, just after supertest has it:
 * waits until `count` access lines are written (each after whatever its request logged before it).
 */
const untilAccessLines = (count: number) =>
  vi.waitFor(() => expect(accessLines().length).toBeGreaterThanOrEqual(count), { interval: 5 });

const PASSWORD = "correct-horse-battery-staple";
const TOKEN = "t0ken-from-an-emailed-link";
const COOKIE_VALUE = "s%3Asession-id-never-logged";
const BEARER = "bearer-never-logged";

describe("log lines of a request", () => {
  const ctx = useTestApp();
  beforeEach(() => {
    output.lines.length = 0;
  });

  it("writes one JSON access line with the request id, method, route pattern, status and duration", async () => {
    const res = await request(ctx.app).get("/api/posts?limit=5");
    await untilAccessLines(1);
    const id = res.headers["x-request-id"] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(accessLines()).toEqual([
      expect.objectContaining({
        level: "info",
        requestId: id,
        method: "GET",
        route: "/api/posts",
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
  });

  it("keeps a sane X-Request-Id from the caller and replaces one that is not", async () => {
    const kept = await request(ctx.app).get("/healthz").set("X-Request-Id", "edge-7f3a.42");
    expect(kept.headers["x-request-id"]).toBe("edge-7f3a.42");
    const replaced = await request(ctx.app).get("/healthz").set("X-Request-Id", "two words<script>");
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    await untilAccessLines(2);
    expect(accessLines().map((line) => line.requestId)).toEqual([
      "edge-7f3a.42",
      replaced.headers["x-request-id"] as string,
    ]);
  });

  it("answers any X-Request-Id with a sane one, never a 5xx", { timeout: fuzzTimeout() }, async () => {
    const sendable = nastyString.filter((value) => /^[\t\x20-\x7e]*$/.test(value));
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(sendable, async (value) => {
        sent += 1;
        const res = await request(ctx.app).get("/healthz").set("X-Request-Id", value);
        expect(res.status).toBe(200);
        expect(res.headers["x-request-id"]).toMatch(/^[A-Za-z0-9._:@=+/-]{1,128}$/);
      }),
      fuzzParameters(),
    );
    await untilAccessLines(sent);
  });

  it("names the route's pattern, never the URL's ids or its query string", async () => {
    const postId = "0b6c1f7e-1111-4c3a-9a55-3f2f3a9d2b10";
    await request(ctx.app).get(`/api/posts/${postId}/replies?token=${TOKEN}`);
    await request(ctx.app).get(`/api/no-such-thing?token=${TOKEN}`);
    await untilAccessLines(2);
    expect(accessLines().map((line) => [line.route, line.status])).toEqual([
      ["/api/posts/:id/replies", 404],
      ["(no route)", 404],
    ]);
    expect(output.lines.join("")).not.toContain(postId);
    expect(output.lines.join("")).not.toContain(TOKEN);
  });

  it("writes no password, cookie, Authorization header or token a request carried", async () => {
    await request(ctx.app)
      .post("/api/login")
      .set("Cookie", `pawswell.sid=${COOKIE_VALUE}`)
      .set("Authorization", `Bearer ${BEARER}`)
      .set("Sec-Fetch-Site", "same-origin")
      .send({ username: "nobody-here", password: PASSWORD, token: TOKEN });
    await untilAccessLines(1);
    expect(accessLines()).toHaveLength(1);
    const written = output.lines.join("");
    for (const secret of [PASSWORD, COOKIE_VALUE, BEARER, TOKEN]) expect(written).not.toContain(secret);
  });

  it("redacts secrets wherever a call site passes them", () => {
    logger.info(
      {
        password: PASSWORD,
        req: {
          headers: { cookie: `pawswell.sid=${COOKIE_VALUE}`, authorization: `Bearer ${BEARER}` },
          body: { newPassword: PASSWORD, token: TOKEN, code: "123456" },
        },
        user: { sessionId: "sess-1", totpSecret: "JBSWY3DPEHPK3PXP" },
      },
      "a careless line",
    );
    const [line] = lines();
    expect(line).toMatchObject({
      password: "[Redacted]",
      req: {
        headers: { cookie: "[Redacted]", authorization: "[Redacted]" },
        body: { newPassword: "[Redacted]", token: "[Redacted]", code: "[Redacted]" },
      },
      user: { sessionId: "[Redacted]", totpSecret: "[Redacted]" },
    });
  });
});

describe("a line written while a request is served", () => {
  const ctx = useTestApp();
  beforeEach(() => {
    output.lines.length = 0;
  });

  it("carries the request's id, after the body parser and a database call, with no id passed along", async () => {
    const app = express();
    app.use(observeRequests());
    app.use(express.json());
    app.post("/notes", async (_req, res) => {
      await ctx.database.ping();
      logger.warn("Something worth a look");
      res.status(204).end();
    });
    await request(app).post("/notes").set("X-Request-Id", "req-inside").send({ text: "hello" });
    logger.info("Outside any request");
    await untilAccessLines(1);
    // The access line comes when the connection closes, which may be after the line outside.
    expect(lines().map((line) => [line.msg, line.requestId])).toEqual(
      expect.arrayContaining([
        ["Something worth a look", "req-inside"],
        ["Outside any request", undefined],
        ["request", "req-inside"],
      ]),
    );
    expect(lines()).toHaveLength(3);
  });
});

describe("the error handler's line", () => {
  const ctx = useTestApp();
  beforeEach(() => {
    output.lines.length = 0;
  });

  it("carries the request id, method, route pattern and status, and never a failed query's parameters", async () => {
    const app = express();
    app.use(observeRequests());
    const things = express.Router();
    // A query on a table that does not exist: drizzle's error quotes the query and its parameters.
    things.get("/:id/summary", async (req, res) => {
      res.json(await ctx.database.db.execute(sql`select * from no_such_table where token = ${TOKEN}`));
    });
    app.use("/things", things);
    app.use(errorHandler);

    const res = await request(app).get("/things/42/summary").set("X-Request-Id", "req-500-check");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: "Something went wrong" });
    await untilAccessLines(1);
    const failure = lines().find((line) => line.level === "error");
    expect(failure).toMatchObject({
      msg: "Request failed",
      requestId: "req-500-check",
      method: "GET",
      route: "/things/:id/summary",
      status: 500,
      err: { message: expect.stringContaining("no_such_table") },
    });
    expect(accessLines()).toEqual([expect.objectContaining({ requestId: "req-500-check", status: 500 })]);
    expect(output.lines.join("")).not.toContain(TOKEN);
  });
});

describe("an error after the answer began", () => {
  beforeEach(() => {
    output.lines.length = 0;
  });

  it("is logged with its route, cuts the answer, and never reaches Express's final handler", async () => {
    const app = express();
    app.use(observeRequests());
    const things = express.Router();
    things.get("/:id/stream", (_req, res, next) => {
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.write("the first half, ");
      next(new Error("the disk went away"));
    });
    app.use("/things", things);
    app.use(errorHandler);
    // Anything past the error handler (Express's own final handler included) would run here.
    let isPassedOn = false;
    app.use((_error: unknown, _req: express.Request, _res: express.Response, next: express.NextFunction) => {
      isPassedOn = true;
      next();
    });

    const outcome = await request(app)
      .get("/things/42/stream")
      .then(
        (res) => `answered ${res.status}`,
        (error: NodeJS.ErrnoException) => error.code ?? error.message,
      );
    expect(outcome).not.toMatch(/^answered/);
    await untilAccessLines(1);
    expect(isPassedOn).toBe(false);
    expect(lines().find((line) => line.level === "error")).toMatchObject({
      msg: "Request failed after its answer began",
      route: "/things/:id/stream",
      err: { message: "the disk went away" },
    });
  });
});

describe("the route pattern's watcher", () => {
  it("takes whatever Express sets, an undefined baseUrl included, and never throws", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), nastyString, fc.string())),
        (values) => {
          const req = { baseUrl: undefined, params: { id: "\ud800" } } as unknown as express.Request;
          watchRoutePattern(req);
          for (const value of values) {
            (req as { baseUrl: unknown }).baseUrl = value;
            (req as { route: unknown }).route = { path: value };
          }
          (req as { baseUrl: unknown }).baseUrl = undefined;
          expect(typeof routePatternOf(req)).toBe("string");
        },
      ),
      { numRuns: 200 },
    );
  });
});
