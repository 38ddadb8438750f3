/**
 * `npm run bench:api [-- --reseed] [-- --lists] [-- --only <text>] [-- --posts N]
 * [-- --observability [--rounds N]] [-- --cache] [-- --mixed [--rate N]]`: the API under load at a million rows.
 *
 * On the PostgreSQL in BENCH_DATABASE_URL (created when missing) it migrates and seeds 1,000,000
 * posts and 100,000 of each other content type (reused when already there), one post with a
 * thread of 5,000 replies and the member's 1,000 notifications, starts the built production server
 * and a bare Express "ceiling" server as child processes, and runs autocannon against each
 * endpoint at 10 and 50 connections. Prints req/s, p50 and p99, each list endpoint as a ratio of
 * the ceiling, and the targets met or missed. Search (a common word, a rare word, a two-word phrase
 * and a misspelling, list and summary; 100,000 replies are seeded for it) runs alone (c=1) and at
 * 10 connections, with PostgreSQL's CPU per request beside the app's.
 *
 * `--only <text>` runs the scenarios whose name contains the text (`--only search`: just the
 * searches). `--lists` runs only the ceiling and the public list endpoints (for comparing one
 * change's cpu/req). `--posts N` seeds N posts (and a tenth as many of the rest) for a quick run.
 * `--observability` runs only the comparison of cpu/req with logs and metrics off and on
 * (tools/bench/observability-cost.ts). `--cache` runs only the anonymous cache's figures, warm and
 * cold against the ceiling, the first read after a write and the staleness across two processes
 * (tools/bench/anonymous-cache.ts). `--mixed` runs only a living site's mix at a fixed rate (200
 * req/s unless `--rate`) on two processes: visitors and a member reading, one write per 20 reads
 * (tools/bench/mixed-workload.ts; BENCH_BEFORE_ROOT adds an earlier build's figures to the same
 * run). Figures only; nothing here fails on time.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPostgres } from "../server/db";
import { benchDatabaseUrl, ensureDatabase } from "./bench/database";
import { itemPageScenarios } from "./bench/item-page-scenarios";
import { printTable, runLoad, type LoadResult } from "./bench/load";
import { targetNotes, type Scenario } from "./bench/api-targets";
import { cursorAtRow, logIn, removeRunLeftovers, replyCursorAtRow, sessionTableActivity } from "./bench/api-fixtures";
import { memberScenarios } from "./bench/member-scenarios";
import { freePort } from "../server/test/free-port";
import { buildIfStale, onInterrupt, startCeilingServer, startProductionServer, stopChild } from "./lib/processes";
import { compareObservabilityCost } from "./bench/observability-cost";
import { compareAnonymousCache } from "./bench/anonymous-cache";
import { runMixedWorkload } from "./bench/mixed-workload";
import {
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
/** Search runs alone (one visitor's wait) and at its target's concurrency. */
const SEARCH_CONNECTIONS = [1, 10];
const DEEP_ROW = 900_000;
/** How deep the thread's deep page starts (of THREAD_REPLY_COUNT replies, oldest first). */
const DEEP_REPLY = 4_950;

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
    if (process.argv.includes("--mixed")) {
      await runMixedWorkload({
        databaseUrl: url,
        dataDir,
        threadId,
        logIn,
        seconds: Number(process.env.BENCH_SECONDS ?? 20),
        rate: Number(flagValue("--rate") ?? 200),
      });
      await removeRunLeftovers(db, memberId);
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
    const members: Scenario[] = listsOnly ? [] : memberScenarios({ baseUrl: server.url, memberId, cookie, threadId });
    // `--only <text>`: just the scenarios whose name contains it (and the ceiling), to compare one change.
    const only = flagValue("--only");
    const wanted = (scenario: Scenario) =>
      !only || scenario.kind === "ceiling" || scenario.kind === "shell" || scenario.name.includes(only);
    publicScenarios.splice(0, publicScenarios.length, ...publicScenarios.filter(wanted));
    members.splice(0, members.length, ...members.filter(wanted));
    searchRuns.splice(0, searchRuns.length, ...searchRuns.filter(wanted));
    console.log(
      `\nWarming up (2 s per endpoint), then ${SECONDS} s per endpoint at ${CONNECTIONS.join(" and ")} connections…`,
    );
    for (const scenario of [...publicScenarios, ...searchRuns, ...members])
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
    // Search alone and at c=10, with PostgreSQL's CPU beside the app's: most of a search's work is PostgreSQL's.
    for (const connections of SEARCH_CONNECTIONS) {
      for (const scenario of searchRuns) {
        const result = await runLoad(scenario.name, scenario.request, connections, SECONDS, pidOf(scenario), {
          measureDatabase: true,
        });
        results.push({ scenario, result });
      }
    }
    await flushStatistics();
    const sessionActivity = (await sessionTableActivity(db)) - sessionActivityBefore;
    for (const connections of CONNECTIONS) {
      for (const scenario of members) {
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
    printTable(sorted, (result) => targetNotes(result, ceiling, shell, kinds.get(result)!));
    console.log("cpu/req: CPU ms the serving process used per request (steady even on a busy machine, unlike req/s)");
    if (searchRuns.length > 0) {
      console.log(
        "Search (cpu/req is the app's share; PostgreSQL's is every postgres process's CPU over the row, so a local database only):",
      );
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
