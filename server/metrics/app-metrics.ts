/**
 * What an operator's Prometheus scrapes from one process: request latency by route pattern and
 * method, answers by status, the database pool, open event streams, the mail and upload queues,
 * the anonymous cache, and Node's own process metrics. Each app gets its own registry (tests
 * make many apps in one process); nothing is recorded unless metrics are turned on
 * (METRICS_TOKEN or METRICS_PORT, server/start-server.ts).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { CacheCounts } from "../visitor-cache/visitor-cache";
import type { DatabaseHandle } from "../db";
import { logger } from "../lib/logger";
import type { RequestSample } from "../middleware/observe-requests";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import { uploadsRepository } from "../repositories/uploads.repository";
import type { LiveHub } from "../services/live-hub";

export interface AppMetrics {
  registry: Registry;
  /** Counts one finished request (server/middleware/observe-requests.ts calls it). */
  recordRequest(sample: RequestSample): void;
  /** Reports the pool, the queues and the event streams of this app, read at each scrape. */
  watchApp(sources: { database: DatabaseHandle; liveHub: LiveHub }): void;
  /** Reports a cache's running totals as counters labelled `cache`, read at each scrape. */
  watchCache(name: string, read: () => CacheCounts): void;
}

/** Latency buckets in seconds: a list page is ~5 ms, a rendered page ~20 ms, a login ~100 ms. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createAppMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's end, by route pattern and method",
    labelNames: ["method", "route"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const answers = new Counter({
    name: "http_requests_total",
    help: "Requests answered, by route pattern, method and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const caches = new Map<string, () => CacheCounts>();
  /** Metric names are snake_case; the counts are camelCase. */
  const COUNT_OF = {
    hits: "hits",
    stale_hits: "staleHits",
    misses: "misses",
    remakes: "remakes",
    evictions: "evictions",
    forgets: "forgets",
    refreshes: "refreshes",
  } as const;
  for (const [field, help] of [
    ["hits", "Answers served fresh from the cache"],
    ["stale_hits", "Stale answers served while a new one was made"],
    ["misses", "Answers made while their reader waited, the cache having none fresh"],
    ["remakes", "Stale answers made anew with no reader waiting"],
    ["evictions", "Answers dropped to make room"],
    ["forgets", "Changes (an edit, a hide, a removal) that dropped the answers reading their table"],
    ["refreshes", "Changes (something added or counted) that marked the answers reading their table stale"],
  ] as const) {
    new Counter({
      name: `pawswell_cache_${field}_total`,
      help,
      labelNames: ["cache"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [name, read] of caches) this.inc({ cache: name }, read()[COUNT_OF[field]]);
      },
    });
  }

  return {
    registry,
    recordRequest({ method, route, status, seconds }) {
      latency.observe({ method, route }, seconds);
      answers.inc({ method, route, status });
    },
    watchApp({ database, liveHub }) {
      registerAppGauges(registry, database, liveHub);
    },
    watchCache(name, read) {
      caches.set(name, read);
    },
  };
}

function registerAppGauges(registry: Registry, database: DatabaseHandle, liveHub: LiveHub): void {
  new Gauge({
    name: "pawswell_live_streams_open",
    help: "Event streams (GET /api/live) open on this process",
    registers: [registry],
    collect() {
      this.set(liveHub.size);
    },
  });
  // Two cheap counts through an index each; a database that cannot answer shows as NaN, not as an empty queue.
  const depth = (name: string, help: string, count: () => Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        try {
          this.set(await count());
        } catch (error) {
          logger.warn({ message: error instanceof Error ? error.message : String(error) }, `${name} not read`);
          this.set(Number.NaN);
        }
      },
    });
  depth("pawswell_mail_outbox_pending", "Messages in the mail outbox not sent yet", () =>
    mailOutboxRepository(database.db).countPending(),
  );
  depth("pawswell_uploads_pending", "Upload URLs issued, unexpired, whose file has not arrived", () =>
    uploadsRepository(database.db).countPending(),
  );
  const pool = database.pool;
  if (!pool) return; // PGlite: one connection inside this process, no pool to wait for.
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge("pawswell_db_pool_connections", "PostgreSQL connections the pool holds open", () => pool().total);
  poolGauge("pawswell_db_pool_in_use", "PostgreSQL connections running a query or transaction", () => pool().inUse);
  poolGauge("pawswell_db_pool_waiting", "Queries waiting for a free pooled connection", () => pool().waiting);
}
