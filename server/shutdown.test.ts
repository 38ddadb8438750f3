/**
 * Graceful shutdown (docs/operations.md#faults-and-load): the real server process, under a load of
 * keep-alive and slow requests, gets SIGTERM; no request it had accepted fails and it exits 0
 * within 10 s.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./test/free-port";
import { startApiOnlyProcess, type ApiOnlyProcess } from "./test/api-only-process";

const EXIT_BOUND_MS = 10_000;

interface Outcome {
  what: string;
  sentAt: number;
  status?: number;
  error?: string;
}

describe("SIGTERM under load", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-shutdown-"));
  let server: ApiOnlyProcess;
  let port: number;
  let exited: Promise<{ code: number | null; at: number }>;

  /** One HTTP request over `agent`; resolves with its status or the connection error, never rejects. */
  function send(
    agent: http.Agent,
    what: string,
    options: { method?: string; path: string; body?: string; cookie?: string; dripMs?: number },
  ): Promise<Outcome> {
    const outcome: Outcome = { what, sentAt: Date.now() };
    return new Promise((resolve) => {
      const headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" };
      if (options.cookie) headers.Cookie = options.cookie;
      if (options.body !== undefined) {
        headers["Content-Type"] = "application/json";
        headers["Content-Length"] = String(Buffer.byteLength(options.body));
      }
      const req = http.request(
        { host: "127.0.0.1", port, agent, method: options.method ?? "GET", path: options.path, headers },
        (res) => {
          res.resume();
          res.on("end", () => resolve({ ...outcome, status: res.statusCode }));
          res.on("error", (error) => resolve({ ...outcome, error: error.message }));
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => resolve({ ...outcome, error: error.code ?? error.message }));
      const body = options.body ?? "";
      if (options.dripMs) {
        // A slow client: the server has the headers and half the body, and waits for the rest.
        req.flushHeaders();
        req.write(body.slice(0, body.length / 2));
        setTimeout(() => req.end(body.slice(body.length / 2)), options.dripMs);
      } else {
        req.end(body);
      }
    });
  }

  beforeAll(async () => {
    port = await freePort();
    server = await startApiOnlyProcess({ port, dataDir });
    const { child } = server;
    exited = new Promise((resolve) => {
      if (child.exitCode !== null) resolve({ code: child.exitCode, at: Date.now() });
      else child.once("exit", (code) => resolve({ code, at: Date.now() }));
    });
  }, 90_000);

  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("fails no accepted request and exits 0 within 10 s", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    const credentials = JSON.stringify({
      username: "shutdown-member",
      password: "a-good-long-password",
      ageConfirmed: true,
    });
    expect((await send(agent, "sign-up", { method: "POST", path: "/api/register", body: credentials })).status).toBe(
      201,
    );
    const cookie = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/login",
          headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
        },
        (res) => {
          res.resume();
          const setCookie = res.headers["set-cookie"]?.[0];
          if (res.statusCode === 200 && setCookie) resolve(setCookie.split(";")[0]!);
          else reject(new Error(`login answered ${res.statusCode}`));
        },
      );
      req.end(credentials);
    });

    const post = (title: string) =>
      JSON.stringify({ title, content: "Posted while the server stops", category: "general-wellness" });
    let signalledAt = Number.POSITIVE_INFINITY;
    let stop = false;
    const outcomes: Outcome[] = [];

    // Keep-alive workers: each sends its next request as soon as the last one answered, until the
    // server refuses or drops it (allowed only for requests sent after the signal) or has exited.
    const kinds = [
      { what: "list posts", path: "/api/posts" },
      { what: "list stories", path: "/api/stories?limit=100" },
      { what: "readyz", path: "/readyz" },
      { what: "create post", path: "/api/posts", method: "POST" },
    ];
    let counter = 0;
    const workers = Array.from({ length: 6 }, async (_, worker) => {
      while (!stop) {
        const kind = kinds[(worker + counter++) % kinds.length]!;
        const body = kind.method === "POST" ? post(`Worker ${worker} post ${counter}`) : undefined;
        const outcome = await send(agent, kind.what, { method: kind.method, path: kind.path, body, cookie });
        outcomes.push(outcome);
        if (outcome.error) break;
      }
    });
    // Slow clients on their own connections, opened well before the signal and still sending after it.
    const slowAgent = new http.Agent({ keepAlive: true });
    const slow = Array.from({ length: 4 }, (_, i) =>
      send(slowAgent, "slow create post", {
        method: "POST",
        path: "/api/posts",
        body: post(`Slow post ${i}`),
        cookie,
        dripMs: 2500,
      }),
    );

    // A real wait on purpose: a real server process under real load for a while, with the slow
    // clients mid-body (2.5 s of dripping) when the signal comes, is what is tested.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    signalledAt = Date.now();
    server.child.kill("SIGTERM");
    const exit = await Promise.race([
      exited,
      new Promise<{ code: null; at: number }>((resolve) =>
        setTimeout(() => resolve({ code: null, at: Number.NaN }), EXIT_BOUND_MS),
      ),
    ]);
    stop = true;
    await Promise.all(workers);
    outcomes.push(...(await Promise.all(slow)));
    agent.destroy();
    slowAgent.destroy();

    const accepted = outcomes.filter((outcome) => outcome.sentAt < signalledAt);
    const describeFailure = (outcome: Outcome) => `${outcome.what}: ${outcome.error ?? outcome.status}`;
    expect(exit.code, `exit code (server output:\n${server.output()})`).toBe(0);
    expect(outcomes.filter((outcome) => (outcome.status ?? 0) >= 500).map(describeFailure)).toEqual([]);
    expect(
      accepted.filter((outcome) => outcome.error !== undefined || outcome.status === undefined).map(describeFailure),
    ).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.what === "slow create post").map((outcome) => outcome.status)).toEqual([
      201, 201, 201, 201,
    ]);
    expect(accepted.length).toBeGreaterThan(10);
  }, 60_000);
});
