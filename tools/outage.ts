/**
 * `npm run outage`: restarts PostgreSQL 10 times under a steady mixed load of reads and writes and
 * checks what docs/operations.md#faults-and-load promises: the server process never exits; while
 * the database is away every request is answered (503) within 2 s; service returns within 5 s of
 * the database; /readyz follows the database; every write answered 201 can be read back afterwards;
 * no 500s. Exits 1 when a promise is broken.
 *
 * The database is a private PostgreSQL 15 cluster made for the run (tools/faults/
 * private-postgres.ts), never the shared one on :5432; it is removed on exit, also on Ctrl-C.
 * Options: `--cycles N` (OUTAGE_CYCLES), default 10.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../server/test/free-port";
import { startAppProcess, type AppProcess } from "./faults/app-process";
import {
  atFixedRate,
  percentile,
  readOperations,
  send,
  signUpMember,
  writeOperations,
  type RequestRecord,
} from "./faults/http-load";
import { createPrivatePostgres, type PrivatePostgres } from "./faults/private-postgres";

const CYCLES = Number(optionValue("--cycles") ?? process.env.OUTAGE_CYCLES ?? 10);
const UP_MS = 4000;
const DOWN_MS = 3000;
const LOAD_INTERVAL_MS = 25; // 40 requests a second, two in five of them writes
const READYZ_INTERVAL_MS = 100;
const ANSWER_BOUND_MS = 2000;
const RECOVERY_BOUND_MS = 5000;

interface Outage {
  /** pg_ctl stop was called. */
  stopAt: number;
  /** pg_ctl stop returned: the database is down. */
  downAt: number;
  /** pg_ctl start was called. */
  startAt: number;
  /** pg_ctl start returned: the database accepts connections. */
  upAt: number;
  /** The first /readyz 200 and the first write 201 after upAt. */
  readyAt?: number;
  writeAt?: number;
}

function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let cluster: PrivatePostgres | undefined;
let app: AppProcess | undefined;

/** Leaves nothing behind: the server child and the private cluster, also on Ctrl-C. */
function cleanUp(): void {
  app?.kill();
  cluster?.remove();
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.log(`\n${signal}: removing the private PostgreSQL cluster`);
    process.exit(130);
  });
}

async function main(): Promise<number> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-outage-"));
  const logFile = path.join(workDir, "server.log");
  cluster = createPrivatePostgres(await freePort());
  await cluster.start();
  console.log(`Private PostgreSQL 15 on port ${cluster.port}; server log: ${logFile}`);
  app = await startAppProcess({ databaseUrl: cluster.url, logFile });
  console.log(`Production server (pid ${app.pid}) on ${app.baseUrl}`);
  const member = await signUpMember(app.baseUrl);

  const reads = readOperations(member.userId);
  const writes = writeOperations();
  const records: RequestRecord[] = [];
  const readyz: RequestRecord[] = [];
  const outages: Outage[] = [];
  let stopping = false;
  const baseUrl = app.baseUrl;

  // Two in five requests write; the rest cycle through every read.
  const load = atFixedRate(
    LOAD_INTERVAL_MS,
    () => stopping,
    async (n) => {
      const operation = n % 5 < 2 ? writes[n % writes.length]! : reads[n % reads.length]!;
      records.push(await send(baseUrl, operation, member.cookie));
    },
  );
  const readyzOperation = { name: "GET /readyz", method: "GET" as const, path: "/readyz", ok: [200] };
  // /healthz never touches the database: its latency is the control that shows how much of a
  // slow answer is the machine itself (on a busy one the whole process stalls now and then).
  const healthzOperation = { name: "GET /healthz", method: "GET" as const, path: "/healthz", ok: [200] };
  const healthz: RequestRecord[] = [];
  const polling = atFixedRate(
    READYZ_INTERVAL_MS,
    () => stopping,
    async () => {
      const [ready, health] = await Promise.all([send(baseUrl, readyzOperation), send(baseUrl, healthzOperation)]);
      readyz.push(ready);
      healthz.push(health);
    },
  );

  await sleep(UP_MS);
  for (let cycle = 1; cycle <= CYCLES; cycle++) {
    const outage = { stopAt: Date.now() } as Outage;
    await cluster.stop();
    outage.downAt = Date.now();
    await sleep(DOWN_MS);
    outage.startAt = Date.now();
    await cluster.start();
    outage.upAt = Date.now();
    outages.push(outage);
    await sleep(UP_MS);
    process.stdout.write(`cycle ${cycle}/${CYCLES} done\r`);
  }
  stopping = true;
  await Promise.all([load, polling]);
  console.log();

  for (const outage of outages) {
    outage.readyAt = readyz.find((r) => r.startedAt >= outage.upAt && r.status === 200)?.endedAt;
    outage.writeAt = records.find((r) => r.startedAt >= outage.upAt && r.status === 201)?.endedAt;
  }
  const ids = { posts: [] as string[], stories: [] as string[] };
  for (const record of records) if (record.table && record.id) ids[record.table].push(record.id);
  const missing = await missingWrites(cluster.url, ids);
  const processAlive = app.exit === undefined;
  await app.stop();
  return report({
    records: [...records, ...readyz, ...healthz],
    readyz,
    healthz,
    outages,
    missing,
    writesAnswered: ids.posts.length + ids.stories.length,
    processAlive,
  });
}

/** The ids answered 201 that are not in the database. */
async function missingWrites(url: string, ids: { posts: string[]; stories: string[] }): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const missing: string[] = [];
    for (const table of ["posts", "stories"] as const) {
      const { rows } = await client.query<{ id: string }>(`select id from ${table} where id = any($1::uuid[])`, [
        ids[table],
      ]);
      const found = new Set(rows.map((row) => row.id));
      missing.push(...ids[table].filter((id) => !found.has(id)).map((id) => `${table}/${id}`));
    }
    return missing;
  } finally {
    await client.end();
  }
}

function report(run: {
  records: RequestRecord[];
  readyz: RequestRecord[];
  healthz: RequestRecord[];
  outages: Outage[];
  missing: string[];
  writesAnswered: number;
  processAlive: boolean;
}): number {
  const { records, readyz, outages } = run;
  // A request belongs to an outage when it overlaps [stop called, service back].
  const windowOf = (record: RequestRecord) =>
    outages.find((o) => record.endedAt >= o.stopAt && record.startedAt <= (o.readyAt ?? o.upAt + RECOVERY_BOUND_MS));
  const during = records.filter((r) => windowOf(r));
  const outside = records.filter((r) => !windowOf(r));
  const failedDuring = during.filter((r) => !r.ok);
  const latency = (r: RequestRecord) => r.endedAt - r.startedAt;
  const maxFailedLatency = Math.max(0, ...failedDuring.map(latency));
  const recoveries = outages.map((o) => (o.readyAt ?? Number.POSITIVE_INFINITY) - o.upAt);
  const writeRecoveries = outages.map((o) => (o.writeAt ?? Number.POSITIVE_INFINITY) - o.upAt);
  // While the database is fully stopped, /readyz must say so; once it is back, it must say that.
  const readyzWhileDown = outages.flatMap((o) =>
    readyz.filter((r) => r.startedAt >= o.downAt && r.endedAt <= o.startAt),
  );
  const readyzFollows =
    readyzWhileDown.length > 0 &&
    readyzWhileDown.every((r) => r.status === 503) &&
    outages.every((o) => o.readyAt !== undefined);
  const unanswered = records.filter((r) => r.status === undefined);
  const serverErrors = records.filter((r) => r.status !== undefined && r.status >= 500 && r.status !== 503);
  const wrongDuring = failedDuring.filter((r) => r.status !== 503);
  const unexpectedOutside = outside.filter((r) => !r.ok);

  const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "never");
  console.log(
    `\nDatabase restarts: ${outages.length} (down ${DOWN_MS / 1000} s each), requests: ${records.length} (${readyz.length} /readyz and ${run.healthz.length} /healthz polls among them)`,
  );
  console.log(
    `Requests overlapping an outage: ${during.length}, of which refused: ${failedDuring.length} (${failedDuring.filter((r) => r.status === 503).length} × 503)`,
  );
  const refusalLatencies = failedDuring.map(latency);
  console.log(
    `Refused requests answered in: p50 ${ms(percentile(refusalLatencies, 50))}, p99 ${ms(percentile(refusalLatencies, 99))}, max ${ms(maxFailedLatency)} (bound ${ANSWER_BOUND_MS} ms)`,
  );
  const healthzLatencies = run.healthz.map(latency);
  console.log(
    `Control, /healthz (no database) over the whole run: p50 ${ms(percentile(healthzLatencies, 50))}, p99 ${ms(percentile(healthzLatencies, 99))}, max ${ms(Math.max(...healthzLatencies))}`,
  );
  console.log(
    `Service back after the database (first /readyz 200): max ${ms(Math.max(...recoveries))}, per restart ${recoveries.map(ms).join(", ")} (bound ${RECOVERY_BOUND_MS} ms)`,
  );
  console.log(`First write 201 after the database: max ${ms(Math.max(...writeRecoveries))}`);
  console.log(
    `/readyz while the database was stopped: ${readyzWhileDown.length} polls, ${readyzWhileDown.filter((r) => r.status === 503).length} answered 503`,
  );
  console.log(
    `Writes answered 201: ${run.writesAnswered}, missing from the database afterwards: ${run.missing.length}`,
  );
  console.log(
    `Unanswered requests: ${unanswered.length}, 5xx other than 503: ${serverErrors.length}, failures outside outages: ${unexpectedOutside.length}`,
  );

  const checks: [string, boolean][] = [
    ["the server process never exited", run.processAlive],
    ["every request was answered", unanswered.length === 0],
    [
      `refusals during outages were 503 within ${ANSWER_BOUND_MS} ms`,
      wrongDuring.length === 0 && maxFailedLatency <= ANSWER_BOUND_MS,
    ],
    [
      `service returned within ${RECOVERY_BOUND_MS} ms of the database every time`,
      recoveries.every((r) => r <= RECOVERY_BOUND_MS),
    ],
    ["/readyz followed the database", readyzFollows],
    ["every write answered 201 was read back", run.missing.length === 0],
    ["no 500s", serverErrors.length === 0],
    ["no failures while the database was up", unexpectedOutside.length === 0],
  ];
  console.log();
  for (const [what, passed] of checks) console.log(`${passed ? "PASS" : "FAIL"}  ${what}`);
  // The three slowest refusals are shown even when within the bound, to see where time goes.
  const slowRefusals = [...failedDuring].sort((a, b) => latency(b) - latency(a)).slice(0, 3);
  const describe = (label: string, record: RequestRecord) => {
    const outage = windowOf(record);
    const phase = outage
      ? ` (sent ${record.startedAt - outage.stopAt} ms after stop was called; stop took ${outage.downAt - outage.stopAt} ms, start ${outage.upAt - outage.startAt} ms)`
      : "";
    console.log(`  ${label} ${record.operation}: ${record.error ?? record.status} after ${latency(record)} ms${phase}`);
  };
  for (const record of [...unanswered, ...serverErrors, ...wrongDuring, ...unexpectedOutside].slice(0, 10))
    describe("failed:", record);
  for (const record of slowRefusals) describe("slowest refusal:", record);
  return checks.every(([, passed]) => passed) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
