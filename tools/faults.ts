/**
 * `npm run faults [-- --seconds N]`: proves the site keeps serving while it is abused and broken
 * (docs/security.md#the-third-probes-findings). Two production server processes run behind Debian's
 * nginx (tools/bench/nginx.ts) on a private PostgreSQL 15 cluster made for the run
 * (tools/faults/private-postgres.ts, never the shared one on :5432), all on 127.0.0.1, kept running
 * by a supervisor that starts a process again whenever it exits (tools/faults/supervisor.ts). For N
 * seconds (default 120, FAULTS_SECONDS):
 *
 * - attackers read 2 KB of a member's data export (a few MB: the member shared five large photos),
 *   of photo files, feeds, sitemaps and rendered pages, and the first line of event streams, then
 *   hang up (TCP reset or close), through nginx and at each process directly (nginx buffers, so it
 *   would hide some aborts from the processes); a visitor keeps a hundred event streams open,
 *   reopening each that ends;
 * - every 3 s the app's PostgreSQL connections are dropped (pg_terminate_backend), every other
 *   time while a burst of event streams is being answered;
 * - a process is SIGKILLed every 30 s or so (planned: the supervisor starts it again);
 * - three bursts of greedy uploads fill the image queue, which refuses the rest with 503;
 * - meanwhile visitors read lists, pages, feeds, the sitemap and photos (10 a second), and members
 *   post discussions, stories and photos and read each back at once, all through nginx.
 *
 * A well-behaved client honours 503 with Retry-After (waits and sends again, up to 4 times). When
 * a request gets a 502 or a broken connection while the script SIGKILLed the process serving
 * it, a read is sent once more, and a write is first read back from the database: counted as
 * "stored despite a planned kill" when it was, sent once more when it was not. Lost is anything
 * else: a 500, a 503 without Retry-After, a 502 or broken connection that no planned kill
 * explains, a failure after the one retry, or a write answered 201 that cannot be read back (at
 * once through the API, and from the database at the end). Nothing is swallowed: every error a
 * well-behaved client saw is printed by kind.
 *
 * Prints the well-behaved requests, the errors they saw, the requests lost, the restarts
 * (planned/unplanned) and each process's exits with the last lines an unplanned one printed, and
 * exits 1 when any well-behaved request was lost or any process exited without the script's own
 * SIGKILL. Everything it started (processes, nginx, the cluster, temporary folders) is removed at
 * the end, also on Ctrl-C.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/test/free-port";
import { startNginx } from "./bench/nginx";
import { abortLoop, holdStreams, Tally, uploadFlood } from "./faults/attackers";
import { dropAppConnections, dropDuringStreams, scriptPool } from "./faults/connection-drops";
import { prepareFaultRun, seedDemoContent } from "./faults/fault-fixtures";
import { printFaultReport } from "./faults/fault-report";
import type { PoliteRecord } from "./faults/polite-client";
import { missingWrites, runMembers, runVisitors, type StoredWrite } from "./faults/polite-load";
import { createPrivatePostgres, type PrivatePostgres } from "./faults/private-postgres";
import { startSupervisor, type Supervisor } from "./faults/supervisor";
import { buildIfStale, onInterrupt, stopChild } from "./lib/processes";

const SECONDS = Number(optionValue("--seconds") ?? process.env.FAULTS_SECONDS ?? 120);
const KILL_EVERY_MS = 30_000;
const DROP_EVERY_MS = 3000;
const FLOOD_MS = 8000;
/** The attacker's data export holds this many large photos: about 5 MB. */
const EXPORT_PHOTOS = 5;
const MEMBERS = 3;
const VISITOR_INTERVAL_MS = 100;
const MEMBER_PAUSE_MS = 300;
const HELD_STREAMS = 100;

// Generous limits: one machine is every client here, and the run is about faults, not limits.
const LIMITS = {
  LIMIT_SIGNUPS_PER_ADDRESS: "1000/1h",
  LIMIT_UPLOAD_URLS_PER_ADDRESS: "100000/1h",
  LIMIT_DATA_EXPORTS_PER_MEMBER: "100/1d",
  LIMIT_GUEST_POSTS_PER_ADDRESS: "100000/1h",
};

function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: PrivatePostgres | undefined;
let supervisor: Supervisor | undefined;
/** Temporary folders removed at exit; the logs' folder stays only when the run failed. */
const temporaryDirs: string[] = [];
const makeTemporaryDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temporaryDirs.push(dir);
  return dir;
};
// Ctrl-C: lib/processes stops every child and runs this; exits seen from then on are not restarted.
onInterrupt(async () => supervisor?.markStopping());
process.on("exit", () => {
  cluster?.remove();
  for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function main(): Promise<number> {
  if (!(SECONDS >= 10)) throw new Error("--seconds must be at least 10");
  buildIfStale();
  const runStartedAt = Date.now();
  const dataDir = makeTemporaryDir("pawswell-faults-data-");
  const logDir = makeTemporaryDir("pawswell-faults-logs-");
  cluster = createPrivatePostgres(await freePort());
  await cluster.start();
  const [portA, portB, nginxPort] = [await freePort(), await freePort(), await freePort()];
  const baseUrl = `http://127.0.0.1:${nginxPort}`;
  const sessionSecret = crypto.randomBytes(32).toString("hex");
  const env = { TRUST_PROXY: "loopback", PUBLIC_URL: baseUrl, ...LIMITS };
  seedDemoContent({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, SESSION_SECRET: sessionSecret, ...env });
  supervisor = await startSupervisor({
    names: ["A", "B"],
    ports: [portA, portB],
    databaseUrl: cluster.url,
    dataDir,
    sessionSecret,
    env,
    logPrefix: path.join(logDir, "server"),
  });
  // Its own folder straight under the temporary one: nginx's workers (www-data when run as root)
  // write request bodies there, and could not reach into a 0700 folder of ours.
  const nginxDir = makeTemporaryDir("pawswell-faults-nginx-");
  const nginx = await startNginx(nginxDir, [{ port: nginxPort, upstreams: [portA, portB] }]);
  console.log(
    `Private PostgreSQL 15 on :${cluster.port}; processes A :${portA} and B :${portB} behind nginx :${nginxPort}; logs in ${logDir}`,
  );

  const pool = scriptPool(cluster.url);
  const fixtures = await prepareFaultRun(baseUrl, { members: MEMBERS, exportPhotos: EXPORT_PHOTOS });
  console.log(
    `Data export of ${(fixtures.exportSize / 1024 / 1024).toFixed(1)} MB ready; faults for ${SECONDS} s (${Math.round((Date.now() - runStartedAt) / 1000)} s of setup)`,
  );

  const records: PoliteRecord[] = [];
  const writes: StoredWrite[] = [];
  const tally = new Tally();
  const drops = { rounds: 0, backends: 0, duringStreams: 0 };
  const faultsStartedAt = Date.now();
  const endAt = faultsStartedAt + SECONDS * 1000;
  const shouldStop = () => Date.now() >= endAt;
  const running = supervisor;
  const load = { baseUrl, supervisor: running, pool, records, writes, shouldStop };
  const processUrls = running.processes.map((p) => ({ name: `process ${p.name}`, url: p.url }));
  const liveUrls = [baseUrl, ...processUrls.map((p) => p.url)].map((base) => `${base}${fixtures.livePath}`);

  const progress = setInterval(() => {
    const lost = records.filter((r) => r.outcome === "lost").length;
    process.stdout.write(
      `  ${Math.round((Date.now() - faultsStartedAt) / 1000)} s: ${records.length} well-behaved requests, ${lost} lost; restarts ${running.restarts.planned} planned, ${running.restarts.unplanned} unplanned\r`,
    );
  }, 5000);
  await Promise.all([
    runVisitors(load, fixtures.visitorPaths, VISITOR_INTERVAL_MS),
    runMembers(load, fixtures.memberCookies, fixtures.smallPhoto, MEMBER_PAUSE_MS),
    abortLoop(fixtures.abortTargets, [{ name: "nginx", url: baseUrl }, ...processUrls], {
      workers: 3,
      pauseMs: 50,
      shouldStop,
      tally,
    }),
    holdStreams(`${baseUrl}${fixtures.livePath}`, {
      count: HELD_STREAMS,
      shouldStop,
      tally,
      group: "event streams held open (reopened when ended)",
    }),
    (async () => {
      for (let round = 1; !shouldStop(); round++) {
        await sleep(DROP_EVERY_MS);
        if (shouldStop() || running.isAnyStarting()) continue;
        drops.rounds++;
        if (round % 2 === 0) {
          drops.duringStreams++;
          drops.backends += await dropDuringStreams(pool, liveUrls, { count: 30, tally });
        } else drops.backends += await dropAppConnections(pool);
      }
    })(),
    (async () => {
      for (let kill = 0; Date.now() + KILL_EVERY_MS < endAt; kill++) {
        await sleep(KILL_EVERY_MS);
        await running.killPlanned(kill % 2);
      }
    })(),
    (async () => {
      for (const at of [0.2, 0.5, 0.8]) {
        await sleep(Math.max(0, faultsStartedAt + at * SECONDS * 1000 - Date.now()));
        if (shouldStop()) break;
        await uploadFlood(baseUrl, {
          cookie: fixtures.attackerCookie,
          photo: fixtures.floodPhoto,
          workers: 10,
          durationMs: Math.min(FLOOD_MS, endAt - Date.now()),
          tally,
        });
      }
    })(),
  ]);
  clearInterval(progress);
  console.log();

  const missing = await missingWrites(pool, writes);
  await pool.end();
  await stopChild(nginx);
  // nginx says why it answered 502 (which upstream, what failed): kept beside the processes' logs.
  fs.copyFileSync(path.join(nginxDir, "error.log"), path.join(logDir, "nginx-error.log"));
  await running.stop();
  const code = printFaultReport({
    seconds: SECONDS,
    faultsStartedAt,
    tookSeconds: (Date.now() - runStartedAt) / 1000,
    records,
    writes: writes.length,
    missing,
    tally,
    drops,
    supervisor: running,
  });
  if (code === 0) fs.rmSync(logDir, { recursive: true, force: true });
  else {
    temporaryDirs.splice(temporaryDirs.indexOf(logDir), 1);
    console.log(`\nThe processes' logs are kept in ${logDir}`);
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
