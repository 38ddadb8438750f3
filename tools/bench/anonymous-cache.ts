/**
 * bench:api's `--cache`: the anonymous cache (docs/decisions.md#the-anonymous-cache) measured.
 * Three production servers over the same database: two with the cache on (two processes of one
 * site) and one with it off (ANONYMOUS_CACHE=off: every read goes to PostgreSQL, as a cache emptied
 * before each request would), and the bare Express ceiling. For each public list and page it prints
 * req/s as a share of the ceiling warm (cache on, no writes) and cold (cache off) at each concurrency;
 * then the latency of the first read after a write (a reaction: it marks the copies stale, and the
 * first read is answered with the stale copy while a new one is made), and how long a write made on
 * one process takes to show on the other.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { selectRows, type Database } from "../../server/db";
import { freePort } from "../../server/test/free-port";
import { cpuMillis, startCeilingServer, startProductionServer, stopChild, type Child } from "../lib/processes";
import { runLoad, type LoadRequest, type LoadResult } from "./load";

export interface AnonymousCacheBenchOptions {
  databaseUrl: string;
  /** The bench database, to see when PostgreSQL has finished what a row left running. */
  db: Database;
  dataDir: string;
  /** A post with a thread: its page, its replies, and the post a member reacts to (each reaction is a write). */
  threadId: string;
  /** The bench member's session cookie ("name=value"), for the writes. */
  logIn: (baseUrl: string) => Promise<string>;
  seconds: number;
  connections: number[];
}

/**
 * A page is asked for as a browser asks, brotli accepted: a thread's page is 160 KB as it is and
 * 8 KB compressed, so sent uncompressed it would measure the socket, not the cache. The API rows
 * ask without Accept-Encoding, as every earlier bench:api row did (and as the ceiling answers).
 */
function loadOf(server: Server, endpoint: string): LoadRequest {
  const isPage = !endpoint.startsWith("/api/") && !endpoint.includes(".");
  return { url: `${server.url}${endpoint}`, headers: isPage ? { "Accept-Encoding": "br, gzip" } : undefined };
}

/** How many writes the invalidation figures are taken over. */
const WRITE_ROUNDS = 100;
const TARGETS = { warm: 0.8, cold: 0.6, p99AtC50: 20, stalenessMs: 1000 };

type Server = Child & { url: string };

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ?? NaN;

export async function compareAnonymousCache(options: AnonymousCacheBenchOptions): Promise<void> {
  const common = { databaseUrl: options.databaseUrl, sessionSecret: crypto.randomBytes(32).toString("hex") };
  const start = async (name: string, env: Record<string, string>) =>
    startProductionServer({ ...common, name, dataDir: path.join(options.dataDir, name), port: await freePort(), env });
  const warm = await start("cache-on", {});
  const other = await start("cache-on-2", {});
  const cold = await start("cache-off", { ANONYMOUS_CACHE: "off" });
  const itemsFile = path.join(options.dataDir, "ceiling-items.json");
  fs.writeFileSync(itemsFile, await (await fetch(`${warm.url}/api/posts?limit=20`)).text());
  const ceiling = await startCeilingServer(itemsFile, await freePort());
  try {
    const endpoints = [
      "/api/posts?limit=20",
      "/api/stories",
      "/api/groups",
      "/api/resources",
      "/api/blog",
      "/api/pet-photos",
      "/api/wellness-challenges",
      `/api/posts/${options.threadId}`,
      `/api/posts/${options.threadId}/replies`,
      "/api/search?q=dog",
      "/sitemap.xml",
      "/feeds/blog.rss",
      "/",
      "/community",
      `/community/${options.threadId}`,
      "/blog",
    ];
    for (const endpoint of endpoints) {
      await runLoad(endpoint, loadOf(warm, endpoint), 10, 2);
      await runLoad(endpoint, loadOf(cold, endpoint), 10, 2);
      await settle(cold, options.db);
    }
    const rows: string[][] = [];
    const misses: string[] = [];
    for (const connections of options.connections) {
      const base = await runLoad("ceiling", { url: ceiling.url }, connections, options.seconds, ceiling.process.pid);
      rows.push(row("ceiling (bare Express, 20 items)", connections, base, base));
      for (const endpoint of endpoints) {
        const run = (server: Server) =>
          runLoad(endpoint, loadOf(server, endpoint), connections, options.seconds, server.process.pid);
        const warmRun = await run(warm);
        const coldRun = await run(cold);
        // A cold row can leave work queued (a sitemap of a million posts takes seconds to read):
        // the next row starts once it is done, so it measures only itself.
        await settle(cold, options.db);
        rows.push(row(endpoint, connections, warmRun, base, coldRun));
        const warmShare = warmRun.requestsPerSecond / base.requestsPerSecond;
        const coldShare = coldRun.requestsPerSecond / base.requestsPerSecond;
        if (warmShare < TARGETS.warm)
          misses.push(`${endpoint} c=${connections}: warm ${warmShare.toFixed(2)} < ${TARGETS.warm}`);
        if (endpoint.startsWith("/api") && coldShare < TARGETS.cold)
          misses.push(`${endpoint} c=${connections}: cold ${coldShare.toFixed(2)} < ${TARGETS.cold}`);
        if (connections === 50 && warmRun.p99 > TARGETS.p99AtC50)
          misses.push(
            `${endpoint} c=50: warm p99 ${warmRun.p99} ms > ${TARGETS.p99AtC50} (the ceiling's own: ${base.p99} ms)`,
          );
      }
    }
    console.log(
      `\nThe anonymous cache: req/s as a share of the bare Express ceiling, warm (cache on, no writes) and cold (ANONYMOUS_CACHE=off), ${options.seconds} s per row; pages (no /api/, no extension) asked with Accept-Encoding: br, gzip\n`,
    );
    printRows(
      [
        "endpoint",
        "c",
        "warm req/s",
        "warm share",
        "warm p99",
        "cold req/s",
        "cold share",
        "cold p99",
        "cpu/req warm / cold",
      ],
      rows,
    );

    const cookie = await options.logIn(warm.url);
    const afterWrite = await firstReadsAfterWrites(warm, cookie, options.threadId, endpoints);
    console.log(
      `\nThe first visitor read after a write marked its copy stale (${WRITE_ROUNDS} reactions, one at a time, no other load)\n`,
    );
    printRows(
      ["endpoint", "p50 ms", "p99 ms"],
      afterWrite.map(({ endpoint, ms }) => [endpoint, percentile(ms, 50).toFixed(1), percentile(ms, 99).toFixed(1)]),
    );
    const staleness = await msUntilSeenElsewhere(warm, other, cookie, options.threadId);
    const stalenessP99 = percentile(staleness, 99);
    console.log(
      `\nA reaction made on one process, until the other process's kept page of the post shows it (${staleness.length} writes): p50 ${percentile(staleness, 50).toFixed(1)} ms, p99 ${stalenessP99.toFixed(1)} ms, max ${Math.max(...staleness).toFixed(1)} ms ${stalenessP99 <= TARGETS.stalenessMs ? "(ok: ≤ 1 s)" : "(MISSES ≤ 1 s)"}`,
    );
    console.log(
      misses.length === 0
        ? "\nEvery target met (warm ≥ 0.8, cold API ≥ 0.6, p99 ≤ 20 ms at c=50)."
        : `\nMissed:\n${misses.map((line) => `  ${line}`).join("\n")}`,
    );
  } finally {
    for (const child of [ceiling, cold, other, warm]) await stopChild(child);
  }
}

/** Waits (at most a minute) until `server` and PostgreSQL are idle: under 5 % of a core over half a second, and no query running. */
async function settle(server: Server, db: Database): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const before = cpuMillis(server.process.pid) ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
    const [busy] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and datname = current_database()`,
    );
    if ((cpuMillis(server.process.pid) ?? 0) - before < 25 && busy?.n === 0) return;
  }
}

function row(name: string, connections: number, warm: LoadResult, base: LoadResult, cold?: LoadResult): string[] {
  const share = (result: LoadResult) => (result.requestsPerSecond / base.requestsPerSecond).toFixed(2);
  const failures = warm.failures + (cold?.failures ?? 0);
  return [
    name,
    String(connections),
    warm.requestsPerSecond.toFixed(0),
    share(warm),
    `${warm.p99.toFixed(1)} ms`,
    cold ? cold.requestsPerSecond.toFixed(0) : "",
    cold ? share(cold) : "",
    cold ? `${cold.p99.toFixed(1)} ms` : "",
    `${warm.cpuPerRequest?.toFixed(3) ?? "-"} / ${cold?.cpuPerRequest?.toFixed(3) ?? "-"}${failures > 0 ? ` (${failures} failed!)` : ""}`,
  ];
}

function printRows(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((cells) => cells[i]?.length ?? 0)));
  for (const cells of [header, ...rows]) console.log(cells.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
}

/**
 * A member's reaction on the thread's post, taken back first (an earlier run may have left it),
 * then made or taken back on each call: each one a write that marks every copy that reads
 * reactions stale (docs/decisions.md#the-anonymous-cache).
 */
async function reactionToggle(server: Server, cookie: string, threadId: string): Promise<() => Promise<void>> {
  let isOn = true;
  const toggle = async () => {
    isOn = !isOn;
    const res = await fetch(`${server.url}/api/posts/${threadId}/reactions/support`, {
      method: isOn ? "PUT" : "DELETE",
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin", Origin: server.url },
    });
    if (!res.ok) throw new Error(`The reaction answered ${res.status}: ${await res.text()}`);
  };
  await toggle();
  return toggle;
}

async function firstReadsAfterWrites(
  server: Server,
  cookie: string,
  threadId: string,
  endpoints: string[],
): Promise<{ endpoint: string; ms: number[] }[]> {
  const write = await reactionToggle(server, cookie, threadId);
  const results = [];
  for (const endpoint of endpoints) {
    const ms: number[] = [];
    for (let round = 0; round < WRITE_ROUNDS; round++) {
      await write();
      const started = performance.now();
      const res = await fetch(`${server.url}${endpoint}`, { headers: { "Accept-Encoding": "br, gzip" } });
      await res.arrayBuffer();
      ms.push(performance.now() - started);
    }
    results.push({ endpoint, ms });
  }
  return results;
}

/** For each of a number of reactions made on `writer`, how long until `reader`'s kept post page shows the new count. */
async function msUntilSeenElsewhere(
  writer: Server,
  reader: Server,
  cookie: string,
  threadId: string,
): Promise<number[]> {
  const write = await reactionToggle(writer, cookie, threadId);
  const supportCount = async () => {
    const res = await fetch(`${reader.url}/api/posts/${threadId}`);
    return ((await res.json()) as { reactions: { counts: { support: number } } }).reactions.counts.support;
  };
  const ms: number[] = [];
  for (let round = 0; round < WRITE_ROUNDS / 2; round++) {
    const before = await supportCount();
    // Read twice: the second read is the reader's kept copy.
    await supportCount();
    await write();
    const written = performance.now();
    while ((await supportCount()) === before) {
      if (performance.now() - written > 5000) throw new Error("A write never showed on the other process");
    }
    ms.push(performance.now() - written);
  }
  return ms;
}
