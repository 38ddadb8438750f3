/**
 * `npm run bench:api [-- --reseed] [-- --lists] [-- --only <text>] [-- --posts N] [-- --observability [--rounds N]] [-- --cache]`: the API under load at a million rows. On the PostgreSQL in
 * BENCH_DATABASE_URL (created when missing) it migrates and seeds 1,000,000 posts and 100,000 of
 * each other content type (reused when already there), one post with a thread of 5,000 replies and
 * the member's 1,000 notifications, starts the built production server and a
 * bare Express "ceiling" server as child processes, and runs autocannon against each endpoint at
 * 10 and 50 connections. Prints req/s, p50 and p99, each list endpoint as a ratio of the ceiling,
 * and the targets met or missed. Search (a common word, a rare word, a two-word phrase and a
 * misspelling, list and summary; 100,000 replies are seeded for it) runs at 10 connections only,
 * `--only search` runs just those. `--lists` runs only the ceiling and the public list endpoints (for
 * comparing one change's cpu/req); `--only` runs the scenarios whose name contains the text. `--posts N` seeds N posts (and
 * a tenth as many of the rest) for a quick run. `--observability` runs only the comparison of cpu/req with logs and metrics
 * off and on (tools/bench/observability-cost.ts). `--cache` runs only the anonymous cache's figures, warm and cold
 * against the ceiling, the first read after a write and the staleness across two processes (tools/bench/anonymous-cache.ts). Figures only; nothing here fails on time.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openPostgres, selectRows, type Database } from "../server/db";
import { encodeCursor } from "../server/lib/pagination";
import { benchDatabaseUrl, ensureDatabase } from "./bench/database";
import { itemPageScenarios } from "./bench/item-page-scenarios";
import { printTable, runLoad, type LoadRequest, type LoadResult } from "./bench/load";
import { freePort } from "../server/test/free-port";
import { buildIfStale, onInterrupt, startCeilingServer, startProductionServer, stopChild } from "./lib/processes";
import { compareObservabilityCost } from "./bench/observability-cost";
import { compareAnonymousCache } from "./bench/anonymous-cache";
import {
  BENCH_MEMBER,
  FULL_SIZE,
  POST_COUNT,
  THREAD_REPLY_COUNT,
  benchMemberId,
  seedBenchDatabase,
  seedBenchThread,
  seedSize,
} from "./bench/seed";
import { searchScenarios } from "./bench/search-scenarios";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [10, 50];
const DEEP_ROW = 900_000;
const TARGETS = {
  listRatio: 0.5,
  pageP99AtC10: 20,
  writeP99: 100,
  countP99: 10,
  searchP99AtC10: 50,
  renderedPageP99AtC10: 50,
};
/** How deep the thread's deep page starts (of THREAD_REPLY_COUNT replies, oldest first). */
const DEEP_REPLY = 4_950;

interface Scenario {
  name: string;
  /**
   * "thread": a thread page's request (p99 target at c=10); "count": the bell's unread count;
   * "search": a search request (p99 target at c=10, run at c=10 only); "shell": the app's static
   * shell (a private screen's HTML); "html": a server-rendered page (p99 target at c=10, and its
   * throughput as a share of the shell's).
   */
  kind: "ceiling" | "list" | "page" | "thread" | "count" | "read" | "write" | "search" | "shell" | "html";
  request: LoadRequest;
}

/** The cursor a client would hold after reading `row` rows, newest first. */
async function cursorAtRow(db: Database, row: number): Promise<string> {
  const [found] = await selectRows<{ created_at: Date; id: string }>(
    db,
    sql`select created_at, id from posts order by created_at desc, id desc offset ${row - 1} limit 1`,
  );
  if (!found) throw new Error(`posts has fewer than ${row} rows`);
  return encodeCursor({ createdAt: new Date(found.created_at), id: found.id });
}

/** The cursor a reader holds after `row` replies of the thread, oldest first. */
async function replyCursorAtRow(db: Database, postId: string, row: number): Promise<string> {
  const [found] = await selectRows<{ created_at: Date; id: string }>(
    db,
    sql`select created_at, id from replies where post_id = ${postId} order by created_at, id offset ${row - 1} limit 1`,
  );
  if (!found) throw new Error(`the thread has fewer than ${row} replies`);
  return encodeCursor({ createdAt: new Date(found.created_at), id: found.id });
}

/** Logs the bench member in and returns its session cookie ("name=value"). */
async function logIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(BENCH_MEMBER),
  });
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith("pawswell.sid="));
  if (res.status !== 200 || !cookie) throw new Error(`Login answered ${res.status}: ${await res.text()}`);
  return cookie.split(";")[0]!;
}

/** Reads, inserts, updates of the sessions table so far (PostgreSQL's own statistics). */
async function sessionTableActivity(db: Database): Promise<number> {
  const [row] = await selectRows<{ n: string }>(
    db,
    sql`select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) + n_tup_ins + n_tup_upd + n_tup_del as n
        from pg_stat_user_tables where relname = 'sessions'`,
  );
  return Number(row?.n ?? 0);
}

/** Removes what earlier runs wrote, so the seeded counts stay exact and reusable. */
async function removeRunLeftovers(db: Database, memberId: string): Promise<void> {
  await db.execute(sql`delete from posts where author_id = ${memberId}`);
  await db.execute(sql`delete from replies where author_id = ${memberId}`);
  await db.execute(sql`delete from reactions where user_id = ${memberId}`);
  await db.execute(sql`update posts set replies = ${THREAD_REPLY_COUNT} where replies > ${THREAD_REPLY_COUNT}`);
  await db.execute(sql`delete from live_events`);
  await db.execute(sql`delete from sessions`);
  await db.execute(sql`delete from rate_limits`);
}

function ratioNote(
  result: LoadResult,
  ceiling: Map<number, number>,
  shell: Map<number, number>,
  kind: Scenario["kind"],
): string {
  const notes: string[] = [];
  const base = ceiling.get(result.connections);
  const shellRate = shell.get(result.connections);
  if (kind === "html" && shellRate)
    notes.push(`${(result.requestsPerSecond / shellRate).toFixed(2)} of the shell's req/s`);
  if (kind === "html" && result.connections === 10) {
    notes.push(
      `p99 ${result.p99 <= TARGETS.renderedPageP99AtC10 ? "ok" : `MISSES ≤ ${TARGETS.renderedPageP99AtC10} ms`}`,
    );
  }
  if ((kind === "list" || kind === "page") && base) {
    const ratio = result.requestsPerSecond / base;
    notes.push(`${ratio.toFixed(2)} of ceiling ${ratio >= TARGETS.listRatio ? "ok" : `MISSES ≥ ${TARGETS.listRatio}`}`);
  }
  if (kind === "page" && result.connections === 10) {
    notes.push(`p99 ${result.p99 <= TARGETS.pageP99AtC10 ? "ok" : `MISSES ≤ ${TARGETS.pageP99AtC10} ms`}`);
  }
  if (kind === "thread" && result.connections === 10) {
    notes.push(`p99 ${result.p99 <= TARGETS.pageP99AtC10 ? "ok" : `MISSES ≤ ${TARGETS.pageP99AtC10} ms`}`);
  }
  if (kind === "search") {
    notes.push(`p99 ${result.p99 <= TARGETS.searchP99AtC10 ? "ok" : `MISSES ≤ ${TARGETS.searchP99AtC10} ms`}`);
  }
  if (kind === "count") notes.push(`p99 ${result.p99 <= TARGETS.countP99 ? "ok" : `MISSES ≤ ${TARGETS.countP99} ms`}`);
  if (kind === "write") notes.push(`p99 ${result.p99 <= TARGETS.writeP99 ? "ok" : `MISSES ≤ ${TARGETS.writeP99} ms`}`);
  if (result.failures > 0) notes.push(`${result.failures} of ${result.total} failed!`);
  return notes.join("; ");
}

/** The value after `flag` on the command line, when given. */
function flagValue(flag: string): string | undefined {
  return process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined;
}

async function main(): Promise<void> {
  const reseed = process.argv.includes("--reseed");
  const listsOnly = process.argv.includes("--lists");
  const postsFlag = flagValue("--posts");
  const size = postsFlag === undefined ? FULL_SIZE : seedSize(Number(postsFlag));
  if (!Number.isSafeInteger(size.posts) || size.posts < 1_000) throw new Error("--posts must be a whole number ≥ 1000");
  const url = benchDatabaseUrl();
  await ensureDatabase(url);
  const database = await openPostgres(url, { max: 2 });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-bench-api-"));
  // What an interrupted run wrote (posts, sessions) is removed at the start of the next one.
  onInterrupt(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  try {
    const { db } = database;
    await seedBenchDatabase(db, { reseed, size });
    const memberId = await benchMemberId(db);
    await removeRunLeftovers(db, memberId);
    const threadId = await seedBenchThread(db, memberId);

    buildIfStale();
    if (process.argv.includes("--observability")) {
      await compareObservabilityCost({
        databaseUrl: url,
        dataDir,
        threadId,
        seconds: SECONDS,
        connections: CONNECTIONS,
        rounds: Number(flagValue("--rounds") ?? 3),
      });
      return;
    }
    if (process.argv.includes("--cache")) {
      await compareAnonymousCache({
        databaseUrl: url,
        db,
        dataDir,
        threadId,
        logIn,
        seconds: SECONDS,
        connections: CONNECTIONS,
      });
      await removeRunLeftovers(db, memberId);
      return;
    }
    const deepRow = Math.round(size.posts * (DEEP_ROW / POST_COUNT));
    const deepCursor = await cursorAtRow(db, deepRow);
    const deepReplyCursor = await replyCursorAtRow(db, threadId, DEEP_REPLY);

    const server = await startProductionServer({
      name: "server",
      databaseUrl: url,
      sessionSecret: crypto.randomBytes(32).toString("hex"),
      dataDir,
      port: await freePort(),
      // The reply brakes (10 a minute, 30 on a new account's first day) would refuse all but the
      // first replies: the benchmark measures the work of a reply, not the brake.
      // The anonymous cache would answer every repeated visitor read from memory: these rows
      // measure each route's own work, and `--cache` measures the cache.
      env: {
        LIMIT_REPLIES_PER_MEMBER: "1000000/1m",
        LIMIT_NEW_MEMBER_REPLIES: "1000000/1d",
        ANONYMOUS_CACHE: "off",
      },
    });
    const firstPage = await fetch(`${server.url}/api/posts?limit=20`);
    const itemsFile = path.join(dataDir, "first-page.json");
    fs.writeFileSync(itemsFile, await firstPage.text());
    const ceilingServer = await startCeilingServer(itemsFile, await freePort());
    const cookie = await logIn(server.url);

    const json = { "Content-Type": "application/json" };
    const publicScenarios: Scenario[] = [
      { name: "ceiling (bare Express, 20 items)", kind: "ceiling", request: { url: ceilingServer.url } },
      { name: "GET /api/posts?limit=20", kind: "page", request: { url: `${server.url}/api/posts?limit=20` } },
      {
        name: `GET /api/posts page ${deepRow.toLocaleString("en")} rows deep`,
        kind: "page",
        request: { url: `${server.url}/api/posts?limit=20&cursor=${deepCursor}` },
      },
      { name: "GET /api/stories", kind: "list", request: { url: `${server.url}/api/stories` } },
      {
        name: `GET /api/posts/:id (a thread of ${THREAD_REPLY_COUNT.toLocaleString("en")})`,
        kind: "thread",
        request: { url: `${server.url}/api/posts/${threadId}` },
      },
      {
        name: "GET /api/posts/:id/replies (first 50)",
        kind: "thread",
        request: { url: `${server.url}/api/posts/${threadId}/replies` },
      },
      {
        name: `GET /api/posts/:id/replies from reply ${DEEP_REPLY.toLocaleString("en")}`,
        kind: "thread",
        request: { url: `${server.url}/api/posts/${threadId}/replies?cursor=${deepReplyCursor}` },
      },
    ];
    // Server-rendered pages as a visitor asks for them (rendered once, then kept a few seconds), beside
    // the shell a private screen gets; and the home page as a member, rendered for each request.
    publicScenarios.push(
      { name: "GET /settings (the static shell)", kind: "shell", request: { url: `${server.url}/settings` } },
      { name: "GET / rendered (visitor)", kind: "html", request: { url: `${server.url}/` } },
      {
        name: `GET /community/:id rendered (visitor, thread of ${THREAD_REPLY_COUNT.toLocaleString("en")})`,
        kind: "html",
        request: { url: `${server.url}/community/${threadId}` },
      },
    );
    const itemPages = listsOnly ? [] : await itemPageScenarios(db, server.url);
    publicScenarios.push(...itemPages.map((scenario) => ({ ...scenario, kind: "thread" }) satisfies Scenario));
    const search = await searchScenarios(db, server.url);
    const searchRuns: Scenario[] = listsOnly
      ? []
      : search.scenarios.map((scenario) => ({ ...scenario, kind: "search" }) satisfies Scenario);
    const memberScenarios: Scenario[] = listsOnly
      ? []
      : [
          {
            name: "GET /api/recommendations/:id (member)",
            kind: "read",
            request: { url: `${server.url}/api/recommendations/${memberId}`, headers: { Cookie: cookie } },
          },
          {
            name: "GET / rendered (member: never kept)",
            kind: "read",
            request: { url: `${server.url}/`, headers: { Cookie: cookie } },
          },
          {
            name: "GET /api/notifications/unread-count (member)",
            kind: "count",
            request: { url: `${server.url}/api/notifications/unread-count`, headers: { Cookie: cookie } },
          },
          {
            name: "POST /api/posts/:id/replies (member)",
            kind: "write",
            request: {
              url: `${server.url}/api/posts/${threadId}/replies`,
              method: "POST",
              headers: { ...json, Cookie: cookie, "Sec-Fetch-Site": "same-origin", Origin: server.url },
              body: JSON.stringify({ content: "Sending you support from the benchmark." }),
            },
          },
          {
            name: "POST /api/posts (member)",
            kind: "write",
            request: {
              url: `${server.url}/api/posts`,
              method: "POST",
              // What a browser on the site sends: same-origin fetch metadata, JSON, the session cookie.
              headers: { ...json, Cookie: cookie, "Sec-Fetch-Site": "same-origin", Origin: server.url },
              body: JSON.stringify({
                title: "Benchmark walk",
                content: "A calm walk by the river with my dog after work.",
                category: "general-wellness",
              }),
            },
          },
          {
            name: "POST /api/login (argon2id)",
            kind: "write",
            request: {
              url: `${server.url}/api/login`,
              method: "POST",
              headers: { ...json, "Sec-Fetch-Site": "same-origin" },
              body: JSON.stringify(BENCH_MEMBER),
            },
          },
        ];

    // `--only <text>`: just the scenarios whose name contains it (and the ceiling), to compare one change.
    const only = flagValue("--only");
    const wanted = (scenario: Scenario) =>
      !only || scenario.kind === "ceiling" || scenario.kind === "shell" || scenario.name.includes(only);
    publicScenarios.splice(0, publicScenarios.length, ...publicScenarios.filter(wanted));
    memberScenarios.splice(0, memberScenarios.length, ...memberScenarios.filter(wanted));
    searchRuns.splice(0, searchRuns.length, ...searchRuns.filter(wanted));
    console.log(
      `\nWarming up (2 s per endpoint), then ${SECONDS} s per endpoint at ${CONNECTIONS.join(" and ")} connections…`,
    );
    for (const scenario of [...publicScenarios, ...searchRuns, ...memberScenarios])
      await runLoad(scenario.name, scenario.request, 10, 2);
    const pidOf = (scenario: Scenario) => (scenario.kind === "ceiling" ? ceilingServer : server).process.pid;

    const results: { scenario: Scenario; result: LoadResult }[] = [];
    // Backends report table statistics when idle, at most every 10 s: let the warm-up's reach the
    // counters before the public runs start, and theirs before reading them again.
    const flushStatistics = () => new Promise((resolve) => setTimeout(resolve, listsOnly ? 0 : 11_000));
    await flushStatistics();
    const sessionActivityBefore = await sessionTableActivity(db);
    for (const connections of CONNECTIONS) {
      for (const scenario of publicScenarios) {
        results.push({
          scenario,
          result: await runLoad(scenario.name, scenario.request, connections, SECONDS, pidOf(scenario)),
        });
      }
    }
    // Search at c=10, its target's concurrency.
    for (const scenario of searchRuns) {
      results.push({ scenario, result: await runLoad(scenario.name, scenario.request, 10, SECONDS, pidOf(scenario)) });
    }
    await flushStatistics();
    const sessionActivity = (await sessionTableActivity(db)) - sessionActivityBefore;
    for (const connections of CONNECTIONS) {
      for (const scenario of memberScenarios) {
        results.push({
          scenario,
          result: await runLoad(scenario.name, scenario.request, connections, SECONDS, pidOf(scenario)),
        });
      }
    }

    const ceiling = new Map(
      results
        .filter(({ scenario }) => scenario.kind === "ceiling")
        .map(({ result }) => [result.connections, result.requestsPerSecond]),
    );
    const shell = new Map(
      results
        .filter(({ scenario }) => scenario.kind === "shell")
        .map(({ result }) => [result.connections, result.requestsPerSecond]),
    );
    const kinds = new Map(results.map(({ scenario, result }) => [result, scenario.kind]));
    const sorted = results.map(({ result }) => result).sort((a, b) => a.connections - b.connections);
    console.log(
      `\nbench:api on ${os.cpus().length} cores, ${SECONDS} s per row (PostgreSQL: ${size.posts.toLocaleString("en")} posts, ${size.others.toLocaleString("en")} of each other type)\n`,
    );
    printTable(sorted, (result) => ratioNote(result, ceiling, shell, kinds.get(result)!));
    console.log("cpu/req: CPU ms the serving process used per request (steady even on a busy machine, unlike req/s)");
    if (searchRuns.length > 0) {
      console.log("Search (cpu/req is the app's share only: most of a search's work is PostgreSQL's):");
      for (const note of search.notes) console.log(`  ${note}`);
    }
    if (!listsOnly) {
      console.log(
        `\nSession table during the public GET runs (no cookie): ${sessionActivity} reads or writes ${sessionActivity === 0 ? "(ok: never touched)" : "(MISSES: should be 0)"}`,
      );
    }
    console.log(
      "Login is bounded by argon2id (m=19456 KiB, t=2, p=1) on the libuv thread pool: each login costs one hash verification by design.",
    );

    await stopChild(ceilingServer);
    await stopChild(server);
    await removeRunLeftovers(db, memberId);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
