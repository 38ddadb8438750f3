import type http from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppMetrics } from "../metrics/app-metrics";
import { listenForMetrics } from "../metrics/metrics-server";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import { uploadsRepository } from "../repositories/uploads.repository";
import { nastyString } from "../test/fuzz/arbitraries";
import { fuzzParameters, fuzzTimeout } from "../test/fuzz/fuzz-harness";
import { useTestApp } from "../test/test-app";

const TOKEN = "a-scrape-token-of-some-length";
/** What an HTTP client can send as a header value (the fuzzer's nasty strings, where sendable). */
const headerValue = nastyString.filter((value) => /^[\t\x20-\x7e]*$/.test(value) && value.trim() !== TOKEN);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("GET /metrics with no metrics configured", () => {
  const ctx = useTestApp();

  it("answers 404, as any unknown path, even to a bearer token", async () => {
    for (const headers of [{}, bearer(TOKEN)]) {
      const res = await request(ctx.app).get("/metrics").set(headers);
      expect(res.status).toBe(404);
      expect(res.text).toBe("Not found");
    }
  });
});

describe("GET /metrics with METRICS_TOKEN", () => {
  const metrics = createAppMetrics();
  const ctx = useTestApp({
    metrics,
    metricsToken: TOKEN,
    isAnonymousCacheOn: true,
  });

  it("answers 401 without the token or with a wrong one", async () => {
    for (const headers of [
      {},
      bearer("a-scrape-token-of-some-lengtH"),
      bearer(`${TOKEN}x`),
      { Authorization: TOKEN },
    ]) {
      const res = await request(ctx.app).get("/metrics").set(headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
      expect(res.text).not.toContain("http_request");
    }
  });

  it(
    "answers 401 to any other Authorization header, never a 5xx and never the metrics",
    { timeout: fuzzTimeout() },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            headerValue,
            headerValue.map((value) => `Bearer ${value}`),
          ),
          async (value) => {
            const res = await request(ctx.app).get("/metrics").set("Authorization", value);
            expect(res.status).toBe(401);
          },
        ),
        fuzzParameters(),
      );
    },
  );

  it("answers Prometheus text with the latency histogram and status counts of a route after a request", async () => {
    const postId = "0b6c1f7e-1111-4c3a-9a55-3f2f3a9d2b10";
    await request(ctx.app).get("/api/posts?limit=5").expect(200);
    await request(ctx.app).get(`/api/posts/${postId}`).expect(404);
    const res = await request(ctx.app).get("/metrics").set(bearer(TOKEN));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(res.text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/posts"\} \d+$/m,
    );
    expect(res.text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/posts"\} 1$/m);
    expect(res.text).toMatch(/^http_requests_total\{method="GET",route="\/api\/posts",status="200"\} 1$/m);
    expect(res.text).toMatch(/^http_requests_total\{method="GET",route="\/api\/posts\/:id",status="404"\} 1$/m);
    expect(res.text).not.toContain(postId);
    // Node's own process metrics.
    expect(res.text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });

  it("reports the mail and upload queue depths, open event streams and the anonymous cache's counts", async () => {
    const { db } = ctx.database;
    await mailOutboxRepository(db).enqueueMany([
      { to: "a@example.org", subject: "One", text: "Hello" },
      { to: "b@example.org", subject: "Two", text: "Hello" },
    ]);
    const uploads = uploadsRepository(db);
    await uploads.create({ issuedTo: "address:127.0.0.1", expiresAt: new Date(Date.now() + 60_000) });
    // Expired: no longer waiting for anything.
    await uploads.create({ issuedTo: "address:127.0.0.1", expiresAt: new Date(Date.now() - 60_000) });
    const cacheCount = (text: string, field: string) =>
      Number(new RegExp(`^pawswell_cache_${field}_total\\{cache="anonymous_reads"\\} (\\d+)$`, "m").exec(text)?.[1]);
    const before = (await request(ctx.app).get("/metrics").set(bearer(TOKEN))).text;
    // The same visitor read twice: a miss, then a hit.
    for (let read = 0; read < 2; read++) await request(ctx.app).get("/api/categories");
    const res = await request(ctx.app).get("/metrics").set(bearer(TOKEN));
    expect(cacheCount(res.text, "misses") - cacheCount(before, "misses")).toBe(1);
    expect(cacheCount(res.text, "hits") - cacheCount(before, "hits")).toBe(1);
    expect(res.text).toMatch(/^pawswell_cache_evictions_total\{cache="anonymous_reads"\} 0$/m);
    expect(res.text).toMatch(/^pawswell_mail_outbox_pending 2$/m);
    expect(res.text).toMatch(/^pawswell_uploads_pending 1$/m);
    expect(res.text).toMatch(/^pawswell_live_streams_open 0$/m);
    if (ctx.database.kind === "postgres") {
      expect(res.text).toMatch(/^pawswell_db_pool_in_use \d+$/m);
      expect(res.text).toMatch(/^pawswell_db_pool_waiting 0$/m);
    } else {
      // PGlite: one connection inside the process, no pool to report.
      expect(res.text).not.toContain("pawswell_db_pool");
    }
  });
});

describe("the metrics port (METRICS_HOST:METRICS_PORT)", () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = await listenForMetrics(createAppMetrics(), { host: "127.0.0.1", port: 0 });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  it("serves /metrics without a token on the address the operator chose, and nothing else", async () => {
    const res = await request(url).get("/metrics");
    expect(res.status).toBe(200);
    expect(res.text).toContain("process_cpu_user_seconds_total");
    expect((await request(url).get("/api/posts")).status).toBe(404);
  });
});
