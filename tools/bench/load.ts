/** Load runs with autocannon's programmatic API, and the table the benchmarks print. */
import autocannon from "autocannon";
import { cpuMillis, postgresCpuByProcess, postgresCpuSince } from "../lib/processes";

export interface LoadRequest {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx plus socket errors and timeouts: any of them makes the figures suspect. */
  failures: number;
  total: number;
  /**
   * CPU milliseconds the serving process spent per request: unlike req/s, this barely moves when
   * other work shares the machine, so it shows what a change saved.
   */
  cpuPerRequest?: number;
  /** CPU milliseconds every local PostgreSQL process spent per request, when asked for. */
  databaseCpuPerRequest?: number;
}

/**
 * Runs `request` with `connections` concurrent connections for `seconds`; `serverPid` is measured
 * for CPU, and with `measureDatabase` so is the local PostgreSQL.
 */
export async function runLoad(
  name: string,
  request: LoadRequest,
  connections: number,
  seconds: number,
  serverPid?: number,
  options: { measureDatabase?: boolean } = {},
): Promise<LoadResult> {
  const cpuBefore = cpuMillis(serverPid);
  const databaseCpuBefore = options.measureDatabase ? postgresCpuByProcess() : undefined;
  const result = await autocannon({
    url: request.url,
    method: request.method ?? "GET",
    headers: request.headers,
    body: request.body,
    connections,
    duration: seconds,
  });
  const perRequest = (millis: number) => millis / Math.max(1, result.requests.total);
  return {
    name,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
    cpuPerRequest: cpuBefore === undefined ? undefined : perRequest((cpuMillis(serverPid) ?? cpuBefore) - cpuBefore),
    databaseCpuPerRequest:
      databaseCpuBefore === undefined ? undefined : perRequest(postgresCpuSince(databaseCpuBefore)),
  };
}

const pad = (text: string, width: number) => text.padEnd(width);
const padLeft = (text: string, width: number) => text.padStart(width);

/** Prints results as an aligned table; `extra` adds a column per row (e.g. the ceiling ratio). */
export function printTable(results: LoadResult[], extra: (result: LoadResult) => string = () => ""): void {
  const nameWidth = Math.max(...results.map((result) => result.name.length), 8);
  console.log(
    `${pad("endpoint", nameWidth)}  ${padLeft("c", 3)}  ${padLeft("req/s", 8)}  ${padLeft("p50 ms", 7)}  ${padLeft("p99 ms", 7)}  ${padLeft("failed", 7)}  ${padLeft("cpu/req", 7)}  notes`,
  );
  for (const result of results) {
    console.log(
      `${pad(result.name, nameWidth)}  ${padLeft(String(result.connections), 3)}  ${padLeft(result.requestsPerSecond.toFixed(0), 8)}  ${padLeft(
        result.p50.toFixed(1),
        7,
      )}  ${padLeft(result.p99.toFixed(1), 7)}  ${padLeft(String(result.failures), 7)}  ${padLeft(
        result.cpuPerRequest === undefined ? "-" : `${result.cpuPerRequest.toFixed(2)}`,
        7,
      )}  ${extra(result)}`,
    );
  }
}
