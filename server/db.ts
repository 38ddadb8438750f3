/**
 * Opens the database: PGlite in the data folder by default, node-postgres when DATABASE_URL is set.
 * Both give the same drizzle `Database` type, and both are migrated from migrations/ on open.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "@shared/schema";
import { MIGRATIONS_DIR } from "./lib/app-root";
import { acquireDirectoryLock } from "./lib/directory-lock";
import { logger } from "./lib/logger";
import { loadedOnFirstUse } from "./lib/pglite-extensions";
import { ensurePrivateDirectory } from "./lib/private-directory";

export type Schema = typeof schema;
/** The one database type every repository takes, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened by `db.transaction`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Where a repository's queries run: the database, or a caller's transaction they must be part of. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * LISTENs on `channel` on a connection of its own and calls `onNotify` with each payload.
   * `onLost` is called once if that connection drops: notifications may have been missed since.
   * Resolves once listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<Listener>;
  close(): Promise<void>;
  /** The connection pool's state now (PostgreSQL; PGlite has one connection in this process and no pool). */
  pool?: () => PoolState;
}

/** A LISTEN connection: what `DatabaseHandle.listen` resolves to. */
export interface Listener {
  /**
   * Resolves once every notification committed before the call has been handed to `onNotify`: one
   * round trip on the listening connection, since PostgreSQL sends a session its pending
   * notifications before it answers the session's next query.
   */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** What the metrics report of a connection pool. */
export interface PoolState {
  /** Connections open. */
  total: number;
  /** Connections running a query or held by a transaction. */
  inUse: number;
  /** Queries waiting for a connection to come free. */
  waiting: number;
}

/** Runs raw SQL and returns its rows (both drivers answer with `{ rows }`). */
export async function selectRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** How long opening one connection may take; the server being down answers 503 within 2 s. */
const CONNECT_TIMEOUT_MS = 1500;
/** How long a query may wait for a free pooled connection before the request answers 503. */
const POOL_WAIT_MS = 30_000;

/**
 * How PostgreSQL should cost reading a page out of order: 1.1, as for data on SSD or in memory,
 * where the default (4) assumes a spinning disk. With 4, a search for a rare word walked 50,000
 * rows of the newest-first index (23 ms) rather than read its 3,000 matches through the GIN index
 * (5 ms; docs/decisions.md#search). Set on every connection the app opens, on both databases.
 */
const RANDOM_PAGE_COST = 1.1;

/**
 * A pg.Client that gives up connecting after CONNECT_TIMEOUT_MS, whatever the pool's own bound,
 * and always has a listener for its "error" event. pg-pool listens only while a client is idle: a
 * connection dropped while it is checked out (a transaction waiting between two statements when
 * PostgreSQL restarts, or pg_terminate_backend) emitted "error" with no listener, an uncaught
 * exception that ended the process. The query in flight is rejected all the same, and its request
 * answered 503.
 */
class FailFastClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    this.on("error", (error) => logger.warn({ message: error.message }, "PostgreSQL connection lost"));
  }
}

/** Opens (and migrates) PostgreSQL at `url`. A dropped connection is logged, never fatal. */
export async function openPostgres(
  url: string,
  options: { migrate?: boolean; max?: number } = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // pg-pool's connectionTimeoutMillis bounds both opening a connection and waiting for a free
    // one. Waiting is ordinary under a burst (a thousand requests share ten connections), so it
    // gets a generous bound; opening one gets its own short bound in FailFastClient.
    connectionTimeoutMillis: POOL_WAIT_MS,
    idleTimeoutMillis: 30000,
    options: `-c random_page_cost=${RANDOM_PAGE_COST}`,
    keepAlive: true,
    Client: FailFastClient,
  });
  // An idle client's error: the client's own listener (FailFastClient) has logged it already.
  pool.on("error", () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    kind: "postgres",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onNotify, onLost) => listenOnOwnClient(url, channel, onNotify, onLost),
    close: () => pool.end(),
    pool: () => ({ total: pool.totalCount, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
  };
  if (options.migrate ?? true) {
    await migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR });
  }
  return handle;
}

/** The application_name of the connection that LISTENs on `channel`. */
export function listenerName(channel: string): string {
  return `pawswell listen ${channel}`.slice(0, 63);
}

/** LISTEN on a connection outside the pool: a pooled one would be handed to other queries. */
async function listenOnOwnClient(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onLost: () => void,
): Promise<Listener> {
  // Named for its channel, so an operator (or a test) can tell it in pg_stat_activity.
  const client = new FailFastClient({
    connectionString: url,
    keepAlive: true,
    application_name: listenerName(channel),
  });
  let isStopped = false;
  const lose = (error?: Error) => {
    if (isStopped) return;
    isStopped = true;
    logger.warn({ channel, message: error?.message ?? "closed" }, "A LISTEN connection to the database was lost");
    void client.end().catch(() => undefined);
    onLost();
  };
  client.on("error", lose);
  client.on("end", () => lose());
  client.on("notification", (message) => {
    if (message.channel === channel) onNotify(message.payload ?? "");
  });
  await client.connect();
  await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  return {
    caughtUp: async () => {
      // A lost connection has told `onLost`, which stands for every notification it missed.
      if (!isStopped) await client.query("select 1").catch(() => undefined);
    },
    stop: async () => {
      isStopped = true;
      await client.end().catch(() => undefined);
    },
  };
}

/**
 * A new PGlite with the extensions the migrations create (pg_trgm and btree_gin, for search), kept in `dataDir`
 * or in memory. Every embedded database is opened here, so tests and tools match the app. The
 * extensions load on first use (server/lib/pglite-extensions.ts: PGlite's own way can hang).
 */
export async function createPglite(options: Omit<PGliteOptions, "extensions"> = {}): Promise<PGlite> {
  const client = await PGlite.create({
    ...options,
    extensions: { btree_gin: loadedOnFirstUse(btree_gin), pg_trgm: loadedOnFirstUse(pg_trgm) },
  });
  // PGlite is one process and cannot start parallel workers: a plan that waits for them (a Gather)
  // spins forever inside the WebAssembly, out of reach of any timeout (electric-sql/pglite#945).
  // A large enough table could be planned that way on the embedded site. Never plan one.
  await client.exec("set max_parallel_workers_per_gather = 0");
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  return client;
}

/** Wraps an open PGlite instance; `release` runs after it closes (the data folder's lock). */
export async function usePglite(
  client: PGlite,
  options: { migrate?: boolean; release?: () => void } = {},
): Promise<DatabaseHandle> {
  const drizzleDb = drizzlePglite(client, { schema });
  if (options.migrate ?? true) await migratePglite(drizzleDb, { migrationsFolder: MIGRATIONS_DIR });
  const db = drizzleDb as unknown as Database;
  return {
    db,
    kind: "pglite",
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // One process owns the embedded database, so its own session hears every NOTIFY; nothing to lose.
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return {
        // PGlite hands a notification to its listeners as the query that committed it returns.
        caughtUp: async () => {
          if (!client.closed) await client.query("select 1");
        },
        stop: async () => {
          if (!client.closed) await unlisten();
        },
      };
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        options.release?.();
      }
    },
  };
}

/**
 * Opens the embedded database in `dataDir/db`. PGlite's folder must never be opened by two
 * processes at once, so a lock is held while it is open.
 */
export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const dbDir = path.join(dataDir, "db");
  // Owner-only from the start: the data folder also holds the session secret and photos.
  ensurePrivateDirectory(dataDir);
  fs.mkdirSync(dbDir, { recursive: true });
  const release = acquireDirectoryLock(dataDir);
  try {
    const client = await createPglite({ dataDir: dbDir });
    return await usePglite(client, { release });
  } catch (error) {
    release();
    throw error;
  }
}

/** The configured database: PostgreSQL when a URL is given, else PGlite in the data folder. */
export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded(config.dataDir);
}
