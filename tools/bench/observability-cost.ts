/**
 * bench:api's `--observability`: what logs and metrics cost per request. Two production servers
 * over the same database, one with both off (LOG_LEVEL=silent, no METRICS_*: the app then runs
 * without its request observer) and one as an operator would run it (JSON access lines on stdout,
 * metrics recorded and scraped); each endpoint is loaded against one then the other, alternately,
 * and their CPU per request compared.
 */
import crypto from "node:crypto";
import { freePort } from "../../server/test/free-port";
import { startProductionServer, stopChild } from "../lib/processes";
import { runLoad, type LoadRequest, type LoadResult } from "./load";

export interface ObservabilityCostOptions {
  databaseUrl: string;
  dataDir: string;
  /** A post with a thread, for the replies endpoint. */
  threadId: string;
  seconds: number;
  connections: number[];
  /** Runs per endpoint and server, alternating off/on; the median cpu/req is reported. */
  rounds: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Loads each endpoint against both servers and prints cpu/req without and with logs and metrics. */
export async function compareObservabilityCost(options: ObservabilityCostOptions): Promise<void> {
  const token = crypto.randomBytes(24).toString("hex");
  const common = { databaseUrl: options.databaseUrl, sessionSecret: crypto.randomBytes(32).toString("hex") };
  const off = await startProductionServer({
    ...common,
    name: "observability off",
    dataDir: `${options.dataDir}/off`,
    port: await freePort(),
    env: { LOG_LEVEL: "silent" },
  });
  const on = await startProductionServer({
    ...common,
    name: "observability on",
    dataDir: `${options.dataDir}/on`,
    port: await freePort(),
    env: { LOG_LEVEL: "info", METRICS_TOKEN: token },
  });
  try {
    const endpoints: { name: string; path: string }[] = [
      { name: "GET /healthz (the fixed per-request cost shows most)", path: "/healthz" },
      { name: "GET /api/posts?limit=20", path: "/api/posts?limit=20" },
      { name: "GET /api/stories", path: "/api/stories" },
      { name: "GET /api/posts/:id/replies", path: `/api/posts/${options.threadId}/replies` },
      { name: "GET / rendered (visitor)", path: "/" },
    ];
    const request = (base: string, path: string): LoadRequest => ({ url: `${base}${path}` });
    for (const endpoint of endpoints) {
      await runLoad(endpoint.name, request(off.url, endpoint.path), 10, 2);
      await runLoad(endpoint.name, request(on.url, endpoint.path), 10, 2);
    }
    const rows: string[][] = [];
    for (const connections of options.connections) {
      for (const endpoint of endpoints) {
        const runs: Record<"off" | "on", LoadResult[]> = { off: [], on: [] };
        for (let round = 0; round < options.rounds; round++) {
          for (const [which, server] of [
            ["off", off],
            ["on", on],
          ] as const) {
            const load = request(server.url, endpoint.path);
            runs[which].push(await runLoad(endpoint.name, load, connections, options.seconds, server.process.pid));
          }
        }
        const cpu = (which: "off" | "on") => median(runs[which].map((run) => run.cpuPerRequest ?? NaN));
        const rate = (which: "off" | "on") => median(runs[which].map((run) => run.requestsPerSecond));
        const failures = [...runs.off, ...runs.on].reduce((sum, run) => sum + run.failures, 0);
        rows.push([
          endpoint.name,
          String(connections),
          `${cpu("off").toFixed(3)} ms`,
          `${cpu("on").toFixed(3)} ms`,
          `${((cpu("on") - cpu("off")) * 1000).toFixed(0)} µs`,
          `${((cpu("on") / cpu("off") - 1) * 100).toFixed(1)} %`,
          `${rate("off").toFixed(0)} / ${rate("on").toFixed(0)}`,
          failures > 0 ? `${failures} failed!` : "",
        ]);
      }
    }
    const started = performance.now();
    const scrape = await fetch(`${on.url}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    const body = await scrape.text();
    const scrapeMs = performance.now() - started;
    const series = body.split("\n").filter((line) => line && !line.startsWith("#")).length;

    console.log(
      `\nLogs and metrics: cpu/req of the server with both off (LOG_LEVEL=silent, no METRICS_*) and on (JSON access lines, metrics recorded), median of ${options.rounds} alternating ${options.seconds} s runs\n`,
    );
    const header = ["endpoint", "c", "cpu/req off", "cpu/req on", "cost", "cost %", "req/s off / on", ""];
    const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
    for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
    console.log(
      `\nA scrape of /metrics after the runs: ${scrape.status}, ${series} series, ${(body.length / 1024).toFixed(0)} KiB, ${scrapeMs.toFixed(0)} ms`,
    );
  } finally {
    await stopChild(on);
    await stopChild(off);
  }
}
