/**
 * `npm run bench:scale`: two production server processes on one PostgreSQL behind Debian's nginx,
 * all on loopback, showing that any process can serve any request: a login made through one is
 * valid on the other, failed-login limits are counted together, an upload made through one is
 * served by the other, and a post written through either shows on both at once despite each
 * process's anonymous cache; then list throughput through nginx with two processes vs one.
 * Uses a scratch database `<name>_scale` on BENCH_DATABASE_URL's server, dropped at the end.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { UploadTicket } from "@shared/api";
import { openPostgres } from "../server/db";
import { databaseUrlFor } from "../server/test/postgres-url";
import { solidImage } from "../server/test/images";
import { DEFAULT_LIMITS } from "../server/config/limits";
import { benchDatabaseUrl, databaseName, dropDatabase, ensureDatabase } from "./bench/database";
import { printTable, runLoad, type LoadResult } from "./bench/load";
import { startNginx } from "./bench/nginx";
import { freePort } from "../server/test/free-port";
import { buildIfStale, onInterrupt, startProductionServer, stopChild } from "./lib/processes";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const POSTS = 20_000;
const PASSWORD = "scale-test-password";
/** Both processes serve /metrics with it, to show their caches' hits. */
const METRICS_TOKEN = crypto.randomBytes(24).toString("hex");

const json = { "Content-Type": "application/json" };

function cookieOf(res: Response): string {
  const line = res.headers.getSetCookie().find((value) => value.startsWith("pawswell.sid="));
  if (!line) throw new Error(`No session cookie in the answer (${res.status})`);
  return line.split(";")[0]!;
}

function check(label: string, ok: boolean, detail: string): void {
  console.log(`  ${ok ? "ok  " : "FAIL"} ${label}: ${detail}`);
  if (!ok) process.exitCode = 1;
}

async function seedPosts(url: string): Promise<void> {
  const database = await openPostgres(url, { max: 1 });
  await database.db.execute(
    sql.raw(`insert into posts (title, content, author, category, created_at)
      select 'Scale post ' || g.i, repeat('A calm walk with my dog after a long day. ', 6), 'member' || (g.i % 100),
        (array['therapy-training','pet-loss','ptsd','general-wellness'])[1 + g.i % 4],
        timestamptz '2026-11-01 12:00+00' - g.i * interval '1 minute'
      from generate_series(${POSTS}, 1, -1) g(i)`),
  );
  await database.db.execute(sql`analyze posts`);
  await database.close();
}

async function sessionsAreShared(a: string, b: string, username: string): Promise<string> {
  console.log("\n1. A login made through one process is valid on the other");
  const register = await fetch(`${a}/api/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ username, password: PASSWORD, ageConfirmed: true }),
  });
  check("sign up through process A", register.status === 201, `${register.status}`);
  const login = await fetch(`${a}/api/login`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const cookie = cookieOf(login);
  check("log in through process A", login.status === 200, `${login.status}, session cookie issued by A`);
  const me = await fetch(`${b}/api/me`, { headers: { Cookie: cookie } });
  const body = (await me.json()) as { user?: { username: string } };
  check(
    "GET /api/me through process B with A's cookie",
    me.status === 200 && body.user?.username === username,
    `${me.status} ${JSON.stringify(body)}`,
  );
  return cookie;
}

async function rateLimitsAreShared(a: string, b: string, username: string): Promise<void> {
  const limit = DEFAULT_LIMITS.loginFailuresPerUsername.limit;
  console.log(`\n2. Failed logins are counted together (limit: ${limit} per username per 15 minutes)`);
  const statuses: string[] = [];
  let firstRefused = 0;
  for (let attempt = 1; attempt <= limit + 2; attempt++) {
    const [name, base] = attempt % 2 ? ["A", a] : ["B", b];
    const res = await fetch(`${base}/api/login`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ username, password: "wrong-password" }),
    });
    statuses.push(`#${attempt} via ${name}: ${res.status}`);
    if (res.status === 429 && firstRefused === 0) firstRefused = attempt;
  }
  console.log(`  ${statuses.join(", ")}`);
  check(
    "the first 429 comes right after the shared limit",
    firstRefused === limit + 1,
    `attempt ${firstRefused || "none"} refused`,
  );
}

async function uploadsAreShared(a: string, b: string, cookie: string): Promise<void> {
  console.log("\n3. An upload made through one process is served by the other (shared DATA_DIR)");
  const ticketRes = await fetch(`${a}/api/objects/upload`, { method: "POST", headers: { Cookie: cookie } });
  const ticket = (await ticketRes.json()) as UploadTicket;
  check("upload URL from process A", ticketRes.status === 200, ticket.uploadURL.split("?")[0]!);
  const put = await fetch(`${a}${ticket.uploadURL}`, {
    method: "PUT",
    headers: { "Content-Type": "image/jpeg" },
    body: new Uint8Array(await solidImage("jpeg", 640, 480)),
  });
  check("PUT the photo to process A", put.status === 200, `${put.status}`);
  const photo = await fetch(`${a}/api/pet-photos`, {
    method: "POST",
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({ imageUrl: ticket.objectPath, petName: "Scout", petType: "dog" }),
  });
  check("create the pet photo through process A", photo.status === 201, `${photo.status}`);
  const image = await fetch(`${b}${ticket.objectPath}`);
  const bytes = (await image.arrayBuffer()).byteLength;
  check(
    `GET ${ticket.objectPath} from process B`,
    image.status === 200 && bytes > 0,
    `${image.status} ${image.headers.get("content-type")}, ${bytes} bytes`,
  );
  const gallery = (await (await fetch(`${b}/api/pet-photos`)).json()) as { imageUrl: string }[];
  check(
    "process B lists the photo",
    gallery.some((item) => item.imageUrl === ticket.objectPath),
    `${gallery.length} photo(s)`,
  );
}

/** Each process's anonymous-cache totals, from its /metrics. */
async function cacheTotals(base: string): Promise<{ hits: number; staleHits: number; misses: number }> {
  const text = await (await fetch(`${base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const read = (field: string) =>
    Number(
      new RegExp(`^pawswell_cache_${field}_total\\{cache="anonymous_reads"\\} (\\S+)$`, "m").exec(text)?.[1] ?? NaN,
    );
  return { hits: read("hits"), staleHits: read("stale_hits"), misses: read("misses") };
}

async function cacheAcrossProcesses(a: string, b: string, both: string, cookie: string): Promise<void> {
  const rounds = 40;
  console.log(`\n4. The anonymous cache: a post written through nginx shows on both processes (${rounds} posts)`);
  const titles = async (base: string) =>
    ((await (await fetch(`${base}/api/posts?limit=20`)).json()) as { title: string }[]).map((post) => post.title);
  const ms: number[] = [];
  for (let round = 0; round < rounds; round++) {
    // Both processes hold the list before the write: read each twice, so the second read is its kept copy.
    for (const base of [a, b, a, b]) await titles(base);
    const title = `Across processes ${round} ${crypto.randomBytes(3).toString("hex")}`;
    const written = await fetch(`${both}/api/posts`, {
      method: "POST",
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ title, content: "Seen everywhere at once.", category: "general-wellness" }),
    });
    if (written.status !== 201) throw new Error(`POST /api/posts answered ${written.status}`);
    const started = performance.now();
    const pending = new Set([a, b]);
    while (pending.size > 0 && performance.now() - started < 5000) {
      for (const base of [...pending]) if ((await titles(base)).includes(title)) pending.delete(base);
    }
    ms.push(pending.size > 0 ? Infinity : performance.now() - started);
  }
  ms.sort((x, y) => x - y);
  const worst = ms[ms.length - 1]!;
  check(
    "every post shows on both processes within 1 s",
    worst <= 1000,
    `p50 ${ms[Math.floor(rounds / 2)]!.toFixed(1)} ms, max ${worst.toFixed(1)} ms after the write's answer`,
  );
}

async function balancedAcrossBoth(both: string): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < 4; i++) seen.push((await fetch(`${both}/healthz`)).headers.get("x-upstream") ?? "?");
  check("nginx takes turns between the processes", new Set(seen).size === 2, seen.join(", "));
}

async function throughput(one: string, both: string, processes: string[]): Promise<void> {
  console.log(`\n5. Throughput through nginx: GET /api/posts?limit=20, ${CONNECTIONS} connections, ${SECONDS} s each`);
  await balancedAcrossBoth(both);
  const url = (base: string) => `${base}/api/posts?limit=20`;
  await runLoad("warm-up", { url: url(both) }, 10, 3);
  // Alternated, twice each, so a burst of other work on the machine does not land on one side only.
  const results: LoadResult[] = [];
  const before = await Promise.all(processes.map(cacheTotals));
  for (let round = 1; round <= 2; round++) {
    results.push(await runLoad(`nginx → 1 process (run ${round})`, { url: url(one) }, CONNECTIONS, SECONDS));
    results.push(await runLoad(`nginx → 2 processes (run ${round})`, { url: url(both) }, CONNECTIONS, SECONDS));
  }
  const mean = (processes: number) => {
    const runs = results.filter((result) => result.name.startsWith(`nginx → ${processes} process`));
    return runs.reduce((sum, result) => sum + result.requestsPerSecond, 0) / runs.length;
  };
  const after = await Promise.all(processes.map(cacheTotals));
  console.log("");
  printTable(results);
  const shares = after.map((totals, i) => {
    const hits = totals.hits + totals.staleHits - before[i]!.hits - before[i]!.staleHits;
    return `${((hits / (hits + totals.misses - before[i]!.misses)) * 100).toFixed(1)} %`;
  });
  console.log(`\nAnswered from the anonymous cache during these runs: ${shares.join(" on A, ")} on B`);
  console.log(
    `\nMean: ${mean(1).toFixed(0)} req/s with one process, ${mean(2).toFixed(0)} req/s with two (${(mean(2) / mean(1)).toFixed(2)}×)`,
  );
  console.log(
    `\nOn ${os.cpus().length} cores shared by nginx, PostgreSQL, autocannon and the app, a second process can only use what the ` +
      "others leave idle; on separate machines each process brings its own cores.",
  );
}

async function main(): Promise<void> {
  const url = databaseUrlFor(benchDatabaseUrl(), `${databaseName(benchDatabaseUrl())}_scale`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-bench-scale-"));
  const dataDir = path.join(dir, "data");
  fs.mkdirSync(dataDir);
  onInterrupt(async () => {
    await dropDatabase(url);
    fs.rmSync(dir, { recursive: true, force: true });
  });
  try {
    await dropDatabase(url);
    await ensureDatabase(url);
    await seedPosts(url);
    buildIfStale();

    const sessionSecret = crypto.randomBytes(32).toString("hex");
    // Same database, same secret, same data folder; TRUST_PROXY so nginx's X-Forwarded-For is the client.
    const common = { databaseUrl: url, sessionSecret, dataDir, env: { TRUST_PROXY: "loopback", METRICS_TOKEN } };
    const [portA, portB, portOne, portBoth] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const [a, b] = await Promise.all([
      startProductionServer({ ...common, name: "process A", port: portA }),
      startProductionServer({ ...common, name: "process B", port: portB }),
    ]);
    const nginx = await startNginx(path.join(dir, "nginx"), [
      { port: portOne, upstreams: [portA] },
      { port: portBoth, upstreams: [portA, portB] },
    ]);
    console.log(
      `Process A on :${portA}, process B on :${portB}, nginx on :${portBoth} (both) and :${portOne} (A only); database ${databaseName(url)}`,
    );

    const username = `scale-${crypto.randomBytes(3).toString("hex")}`;
    const cookie = await sessionsAreShared(a.url, b.url, username);
    await rateLimitsAreShared(a.url, b.url, username);
    await uploadsAreShared(a.url, b.url, cookie);
    await cacheAcrossProcesses(a.url, b.url, `http://127.0.0.1:${portBoth}`, cookie);
    await throughput(`http://127.0.0.1:${portOne}`, `http://127.0.0.1:${portBoth}`, [a.url, b.url]);

    await stopChild(nginx);
    await Promise.all([stopChild(a), stopChild(b)]);
  } finally {
    await dropDatabase(url);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
