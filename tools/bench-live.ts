/**
 * `npm run bench:live [-- --streams N] [-- --replies N]`: live updates at scale. Two built
 * production servers, A and B, share a scratch PostgreSQL database (from BENCH_DATABASE_URL's
 * server, dropped afterwards). 10,000 visitors follow one thread on B; B's extra memory per open
 * stream is reported. Then a member replies 1,000 times on A, one at a time, and the time from
 * sending each reply to its event arriving on a stream on B gives p50 and p99 (target p99 ≤ 1 s).
 * That time includes the reply's own work on A, so it bounds the commit-to-arrival delay from
 * above. Figures only; nothing here fails on time.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { openEventStream, sessionCookie, type EventStream } from "../server/test/event-stream";
import { freePort } from "../server/test/free-port";
import { databaseUrlFor } from "../server/test/postgres-url";
import { benchDatabaseUrl, dropDatabase, ensureDatabase } from "./bench/database";
import { buildIfStale, onInterrupt, rssKiB, startProductionServer, stopChild } from "./lib/processes";

const STREAMS = numberArgument("--streams", 10_000);
const REPLIES = numberArgument("--replies", 1_000);
const OPEN_AT_ONCE = 500;
const TARGET_P99_MS = 1_000;
const PASSWORD = "bench-live-password";

function numberArgument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function post(baseUrl: string, url: string, cookie: string, body: unknown): Promise<{ id: string }> {
  const res = await fetch(`${baseUrl}${url}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** Settles the server's heap, so the RSS read after it compares like with like. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 3000));
}

async function main(): Promise<void> {
  const url = databaseUrlFor(benchDatabaseUrl(), `pawswell_live_${crypto.randomBytes(4).toString("hex")}`);
  await ensureDatabase(url);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-bench-live-"));
  onInterrupt(async () => {
    await dropDatabase(url);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const streams: EventStream[] = [];
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  try {
    buildIfStale();
    const sessionSecret = crypto.randomBytes(32).toString("hex");
    // The reply brakes would stop a member at 10 a minute: this measures delivery, not the brake.
    const env = { LIMIT_REPLIES_PER_MEMBER: "1000000/1m", LIMIT_NEW_MEMBER_REPLIES: "1000000/1d" };
    const serverOptions = { databaseUrl: url, sessionSecret, dataDir, env };
    const a = await startProductionServer({ name: "A", port: await freePort(), ...serverOptions });
    const b = await startProductionServer({ name: "B", port: await freePort(), ...serverOptions });

    const username = `bench-live-${crypto.randomBytes(3).toString("hex")}`;
    await fetch(`${a.url}/api/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ username, password: PASSWORD, ageConfirmed: true }),
    });
    const cookie = await sessionCookie(a.url, username, PASSWORD);
    const thread = await post(a.url, "/api/posts", cookie, {
      title: "A thread many people read",
      content: "Everyone is reading along.",
      category: "general-wellness",
    });
    const streamUrl = `${b.url}/api/live?thread=post:${thread.id}`;

    // One stream first, so B's listener and its first-use allocations are in the baseline.
    const probe = await openEventStream(streamUrl, { agent });
    streams.push(probe);
    await probe.waitFor((event) => event.event === "ready");
    await settle();
    const before = rssKiB(b.process.pid)!;
    console.log(`Opening ${STREAMS.toLocaleString("en")} streams on B, ${OPEN_AT_ONCE} at a time…`);
    const started = performance.now();
    for (let opened = 0; opened < STREAMS; opened += OPEN_AT_ONCE) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(OPEN_AT_ONCE, STREAMS - opened) }, () =>
          openEventStream(streamUrl, { agent, keepEvents: false }),
        ),
      );
      await Promise.all(
        batch.map((stream) => stream.counts.get("ready") || stream.waitFor((event) => event.event === "ready", 30_000)),
      );
      streams.push(...batch);
    }
    const openSeconds = (performance.now() - started) / 1000;
    await settle();
    const after = rssKiB(b.process.pid)!;
    const perStreamKiB = (after - before) / STREAMS;

    console.log(`Replying ${REPLIES.toLocaleString("en")} times on A, one at a time…`);
    const latencies: number[] = [];
    // The stream the hub reaches last, keeping its events to check each arrives once.
    const last = await openEventStream(streamUrl, { agent });
    streams.push(last);
    await last.waitFor((event) => event.event === "ready");
    for (let i = 0; i < REPLIES; i++) {
      const sent = performance.now();
      const reply = await post(a.url, `/api/posts/${thread.id}/replies`, cookie, { content: `Reply ${i}` });
      await last.waitFor((event) => event.event === "reply" && JSON.parse(event.data).replyId === reply.id, 10_000);
      latencies.push(performance.now() - sent);
    }
    latencies.sort((x, y) => x - y);
    const lastReplyIds = last.events.filter((event) => event.event === "reply").map((event) => event.data);
    const everyStreamGotAll =
      new Set(lastReplyIds).size === REPLIES && streams.every((stream) => stream.counts.get("reply") === REPLIES);

    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    console.log(`\nbench:live on ${os.cpus().length} cores, PostgreSQL, processes A and B on one database\n`);
    console.log(
      `Streams open on B:        ${(STREAMS + 2).toLocaleString("en")} (opened in ${openSeconds.toFixed(1)} s)`,
    );
    console.log(
      `B's memory:               ${(before / 1024).toFixed(0)} MiB → ${(after / 1024).toFixed(0)} MiB: ${perStreamKiB.toFixed(1)} KiB per stream`,
    );
    console.log(
      `Reply sent on A → event on B (${REPLIES.toLocaleString("en")} replies, each to all ${(STREAMS + 2).toLocaleString("en")} streams): p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${latencies[latencies.length - 1]!.toFixed(0)} ms ${p99 <= TARGET_P99_MS ? "(ok: p99 ≤ 1 s)" : "(MISSES p99 ≤ 1 s)"}`,
    );
    console.log(`Every stream received every reply exactly once: ${everyStreamGotAll ? "yes" : "NO"}`);

    for (const stream of streams) stream.close();
    await stopChild(a);
    await stopChild(b);
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
    await dropDatabase(url);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
