/**
 * bench:api's `--mixed`: a living site's traffic at a fixed rate, on two processes of one site (issue
 * 40's target: pages and API p99 ≤ 100 ms at 200 req/s on 2 cores). Visitors read pages and the
 * API; a member reads theirs and writes one reply for every 20 reads, to the thread visitors read
 * most; each class is sent at its share of the rate, half to each process. It prints each class's
 * p50 and p99 (autocannon corrects a fixed rate's latencies for the requests a slow answer held
 * back), each process's CPU per request, and what the anonymous cache did: fresh hits, stale
 * answers served while remade, and readers who waited for a making.
 *
 * With BENCH_BEFORE_ROOT (a built checkout of an earlier commit, e.g. `git worktree add
 * /work/before <commit>`, then `npm ci && npm run build` there) the same mix runs first against
 * that build's two processes, so before and after come from one run over one database.
 */
import crypto from "node:crypto";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "../../server/test/free-port";
import { cpuMillis, startProductionServer, stopChild, type Child } from "../lib/processes";

export interface MixedWorkloadOptions {
  databaseUrl: string;
  dataDir: string;
  /** The thread visitors read most, and the member answers. */
  threadId: string;
  logIn: (baseUrl: string) => Promise<string>;
  seconds: number;
  /** Requests per second over both processes. */
  rate: number;
}

type Server = Child & { url: string };

interface TrafficClass {
  name: string;
  /** Share of the whole rate. */
  share: number;
  paths: string[];
  member?: boolean;
  write?: boolean;
  /** Pages are asked for as a browser asks them, compressed. */
  page?: boolean;
}

const METRICS_TOKEN = crypto.randomBytes(16).toString("hex");
const P99_TARGET_MS = 100;

/** A site's mix: most readers are visitors; one member write per 20 reads. */
function trafficClasses(threadId: string): TrafficClass[] {
  const writes = 1 / 21;
  return [
    {
      name: "visitor pages",
      share: 0.3 * (1 - writes),
      page: true,
      paths: ["/", "/community", `/community/${threadId}`, "/stories"],
    },
    {
      name: "visitor API",
      share: 0.3 * (1 - writes),
      paths: ["/api/posts?limit=20", `/api/posts/${threadId}`, `/api/posts/${threadId}/replies`, "/api/stories"],
    },
    {
      name: "member pages",
      share: 0.15 * (1 - writes),
      page: true,
      member: true,
      paths: ["/", `/community/${threadId}`],
    },
    {
      name: "member API",
      share: 0.25 * (1 - writes),
      member: true,
      paths: ["/api/notifications/unread-count", "/api/posts?limit=20", `/api/posts/${threadId}`],
    },
    { name: "member replies", share: writes, member: true, write: true, paths: [`/api/posts/${threadId}/replies`] },
  ];
}

interface ClassResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

/** Sends one class's share to one process at a fixed rate. */
async function sendClass(
  server: Server,
  traffic: TrafficClass,
  rate: number,
  seconds: number,
  cookie: string,
): Promise<autocannon.Result> {
  const headers: Record<string, string> = {};
  if (traffic.page) headers["accept-encoding"] = "br, gzip";
  if (traffic.member) Object.assign(headers, { cookie, "sec-fetch-site": "same-origin", origin: server.url });
  if (traffic.write) headers["content-type"] = "application/json";
  return autocannon({
    url: server.url,
    // A connection per request a second, so a slow answer delays the ones behind it only as a busy
    // server would: the rate is kept, and the wait shows in the latencies.
    connections: Math.max(2, Math.ceil(rate)),
    overallRate: Math.max(1, Math.round(rate)),
    duration: seconds,
    requests: traffic.paths.map((pathname) => ({
      method: traffic.write ? "POST" : "GET",
      path: pathname,
      headers,
      body: traffic.write ? JSON.stringify({ content: "Thinking of you today, from the mixed workload." }) : undefined,
    })),
  });
}

/** The anonymous cache's totals on a process, read from its /metrics. */
async function cacheTotals(server: Server): Promise<Record<string, number>> {
  const text = await (
    await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  const totals: Record<string, number> = {};
  for (const match of text.matchAll(/^pawswell_cache_(\w+)_total\{cache="anonymous_reads"\} (\S+)$/gm))
    totals[match[1]!] = Number(match[2]);
  return totals;
}

async function runMix(label: string, servers: Server[], options: MixedWorkloadOptions): Promise<void> {
  const cookies = await Promise.all(servers.map((server) => options.logIn(server.url)));
  const classes = trafficClasses(options.threadId);
  // Warm both processes' caches and connections, as a site that has been up a while has them.
  await Promise.all(
    servers.map((server, i) =>
      Promise.all(classes.filter((c) => !c.write).map((c) => sendClass(server, c, 20, 2, cookies[i]!))),
    ),
  );
  const cacheBefore = await Promise.all(servers.map(cacheTotals));
  const cpuBefore = servers.map((server) => cpuMillis(server.process.pid) ?? 0);
  const runs = await Promise.all(
    classes.map(async (traffic) => {
      const perProcess = await Promise.all(
        servers.map((server, i) =>
          sendClass(server, traffic, (options.rate * traffic.share) / servers.length, options.seconds, cookies[i]!),
        ),
      );
      return { traffic, perProcess };
    }),
  );
  const cpuUsed = servers.map((server, i) => (cpuMillis(server.process.pid) ?? 0) - cpuBefore[i]!);
  const cacheAfter = await Promise.all(servers.map(cacheTotals));

  const results: ClassResult[] = runs.map(({ traffic, perProcess }) => ({
    name: traffic.name,
    requestsPerSecond: perProcess.reduce((sum, run) => sum + run.requests.average, 0),
    p50: Math.max(...perProcess.map((run) => run.latency.p50)),
    p99: Math.max(...perProcess.map((run) => run.latency.p99)),
    failures: perProcess.reduce((sum, run) => sum + run.non2xx + run.errors + run.timeouts, 0),
  }));
  const total = runs.reduce((sum, { perProcess }) => sum + perProcess.reduce((s, run) => s + run.requests.total, 0), 0);
  console.log(`\n${label}: ${options.rate} req/s offered for ${options.seconds} s over ${servers.length} processes`);
  console.log(`${"class".padEnd(16)} ${"req/s".padStart(7)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} failed`);
  for (const result of results) {
    const verdict = result.p99 <= P99_TARGET_MS ? "ok" : `MISSES ≤ ${P99_TARGET_MS}`;
    console.log(
      `${result.name.padEnd(16)} ${result.requestsPerSecond.toFixed(0).padStart(7)} ${result.p50.toFixed(1).padStart(8)} ${result.p99.toFixed(1).padStart(8)} ${String(result.failures).padStart(6)}  p99 ${verdict}`,
    );
  }
  const cpu = cpuUsed.reduce((sum, ms) => sum + ms, 0);
  console.log(`CPU: ${(cpu / Math.max(1, total)).toFixed(2)} ms per request over both processes (${total} requests)`);
  const delta = (field: string) =>
    cacheAfter.reduce((sum, after, i) => sum + (after[field] ?? 0) - (cacheBefore[i]![field] ?? 0), 0);
  const [hits, staleHits, misses, remakes] = [delta("hits"), delta("stale_hits"), delta("misses"), delta("remakes")];
  const served = hits + staleHits + misses;
  console.log(
    `Anonymous cache: ${(((hits + staleHits) / Math.max(1, served)) * 100).toFixed(1)} % of visitors' reads answered without waiting ` +
      `(${hits} fresh, ${staleHits} stale while remade, ${misses} waited for a making; ${remakes} remakes)`,
  );
}

/** Two production servers of the build at `root`, over the bench database. */
async function startSite(root: string | undefined, name: string, options: MixedWorkloadOptions): Promise<Server[]> {
  const sessionSecret = crypto.randomBytes(32).toString("hex");
  return Promise.all(
    ["a", "b"].map(async (process) =>
      startProductionServer({
        name: `${name}-${process}`,
        root,
        databaseUrl: options.databaseUrl,
        sessionSecret,
        dataDir: path.join(options.dataDir, `${name}-${process}`),
        port: await freePort(),
        env: {
          METRICS_TOKEN,
          // The reply brakes would refuse the member's writes after the first few: measured is the work.
          LIMIT_REPLIES_PER_MEMBER: "1000000/1m",
          LIMIT_NEW_MEMBER_REPLIES: "1000000/1d",
        },
      }),
    ),
  );
}

export async function runMixedWorkload(options: MixedWorkloadOptions): Promise<void> {
  const before = process.env.BENCH_BEFORE_ROOT;
  if (before) {
    const servers = await startSite(before, "before", options);
    try {
      await runMix(`Before (${before})`, servers, options);
    } finally {
      await Promise.all(servers.map(stopChild));
    }
  }
  const servers = await startSite(undefined, "after", options);
  try {
    await runMix(before ? "After (this checkout)" : "This checkout", servers, options);
  } finally {
    await Promise.all(servers.map(stopChild));
  }
}
