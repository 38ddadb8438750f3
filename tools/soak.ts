/**
 * `npm run soak`: the production server under a steady, moderate mixed load (every list endpoint
 * plus a member's writes) for 10 minutes, printing the error rate, p50/p99 latency and how much the
 * server's resident memory grew after warm-up. Targets (docs/operations.md#faults-and-load): errors
 * < 0.1 %, memory growth < 10 %; exits 1 when either is missed.
 *
 * Options: `--minutes N` (SOAK_MINUTES), default 10. The database is a temporary PGlite, or the
 * PostgreSQL at DATABASE_URL when set (the script adds rows and never deletes them).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
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

const MINUTES = Number(optionValue("--minutes") ?? process.env.SOAK_MINUTES ?? 10);
const LOAD_INTERVAL_MS = 50; // 20 requests a second, one in five a write
const SAMPLE_EVERY_MS = 5000;
/** Memory is compared from the end of warm-up (a fifth of the run, at most two minutes). */
const WARM_UP_MS = Math.min(2 * 60_000, (MINUTES * 60_000) / 5);
/** RSS saws up and down with garbage collection: each end of the comparison is a median over this many samples. */
const SAMPLE_WINDOW = 6;
const MAX_ERROR_RATE = 0.001;
const MAX_GROWTH = 0.1;

interface Sample {
  at: number;
  rssKiB: number;
}

function optionValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

let app: AppProcess | undefined;
process.on("exit", () => app?.kill());
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(130));

async function main(): Promise<number> {
  if (!(MINUTES > 0)) throw new Error("--minutes must be a positive number");
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-soak-")), "server.log");
  app = await startAppProcess({ databaseUrl, logFile });
  console.log(
    `Production server (pid ${app.pid}) on ${app.baseUrl}, ${databaseUrl ? "PostgreSQL at DATABASE_URL" : "temporary PGlite"}; log: ${logFile}`,
  );
  console.log(
    `Soaking for ${MINUTES} min at ${1000 / LOAD_INTERVAL_MS} requests/s; memory compared after ${Math.round(WARM_UP_MS / 1000)} s of warm-up`,
  );

  const member = await signUpMember(app.baseUrl);
  const operations = [...readOperations(member.userId), ...writeOperations()];
  const writes = writeOperations();
  const reads = readOperations(member.userId);
  const records: RequestRecord[] = [];
  const samples: Sample[] = [];
  const startedAt = Date.now();
  const endAt = startedAt + MINUTES * 60_000;
  const running = app;

  const sampling = setInterval(() => {
    const rssKiB = running.rssKiB();
    if (rssKiB !== undefined) samples.push({ at: Date.now(), rssKiB });
    const minute = (Date.now() - startedAt) / 60_000;
    const errors = records.filter((r) => !r.ok).length;
    process.stdout.write(
      `  ${minute.toFixed(1)} min: ${records.length} requests, ${errors} errors, RSS ${Math.round((rssKiB ?? 0) / 1024)} MiB\r`,
    );
  }, SAMPLE_EVERY_MS);
  await atFixedRate(
    LOAD_INTERVAL_MS,
    () => Date.now() >= endAt || running.exit !== undefined,
    async (n) => {
      const operation = n % 5 === 0 ? writes[(n / 5) % writes.length]! : reads[n % reads.length]!;
      records.push(await send(running.baseUrl, operation, member.cookie));
    },
  );
  clearInterval(sampling);
  console.log();
  const exited = running.exit;
  await running.stop();

  const errors = records.filter((r) => !r.ok);
  const errorRate = errors.length / Math.max(1, records.length);
  const latencies = records.map((r) => r.endedAt - r.startedAt);
  const rssMedian = (window: Sample[]) =>
    percentile(
      window.map((s) => s.rssKiB),
      50,
    ) / 1024;
  const afterWarmUp = samples.filter((s) => s.at >= startedAt + WARM_UP_MS).slice(0, SAMPLE_WINDOW);
  const atEnd = samples.slice(-SAMPLE_WINDOW);
  const growth = rssMedian(atEnd) / rssMedian(afterWarmUp) - 1;

  console.log(
    `\nRequests: ${records.length} over ${operations.length} endpoints (${records.filter((r) => r.table).length} writes)`,
  );
  console.log(`Errors: ${errors.length} (${(errorRate * 100).toFixed(3)} %, target < ${MAX_ERROR_RATE * 100} %)`);
  for (const [what, count] of countBy(errors.map((r) => `${r.operation}: ${r.error ?? r.status}`)))
    console.log(`  ${count} × ${what}`);
  console.log(
    `Latency: p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms, max ${Math.max(...latencies)} ms`,
  );
  console.log(
    `RSS after warm-up: ${rssMedian(afterWarmUp).toFixed(1)} MiB, at the end: ${rssMedian(atEnd).toFixed(1)} MiB, growth ${(growth * 100).toFixed(1)} % (target < ${MAX_GROWTH * 100} %)`,
  );
  console.log(
    `RSS samples (MiB, every ${SAMPLE_EVERY_MS / 1000} s): ${samples.map((s) => Math.round(s.rssKiB / 1024)).join(" ")}`,
  );

  const checks: [string, boolean][] = [
    ["the server process never exited", exited === undefined],
    [`error rate below ${MAX_ERROR_RATE * 100} %`, errorRate < MAX_ERROR_RATE],
    [`memory growth below ${MAX_GROWTH * 100} %`, Number.isFinite(growth) && growth < MAX_GROWTH],
  ];
  console.log();
  for (const [what, passed] of checks) console.log(`${passed ? "PASS" : "FAIL"}  ${what}`);
  return checks.every(([, passed]) => passed) ? 0 : 1;
}

function countBy(values: string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, 10);
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
