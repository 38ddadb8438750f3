/**
 * Drops the app's PostgreSQL connections from the database's side (pg_terminate_backend), as a
 * failover, a restarted pooler or an administrator would: every client backend but the script's
 * own (application_name FAULTS_APPLICATION_NAME), the processes' pools and LISTEN connections alike.
 */
import pg from "pg";
import { abortMidBody, type Tally } from "./attackers";

/** The script's own connections carry this name and are never dropped. */
export const FAULTS_APPLICATION_NAME = "pawswell-faults";

/** A small pool for the script's own queries (reading back, dropping connections). */
export function scriptPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 3, application_name: FAULTS_APPLICATION_NAME });
  pool.on("error", () => undefined);
  return pool;
}

/** Terminates every app backend now; resolves how many were. */
export async function dropAppConnections(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ dropped: number }>(
    `select count(*)::int as dropped from (
       select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'
         and coalesce(application_name, '') <> $1
     ) terminated`,
    [FAULTS_APPLICATION_NAME],
  );
  return rows[0]?.dropped ?? 0;
}

/**
 * Opens `count` event streams on `urls` (in turn), drops the app's connections while they are
 * being answered (each stream reads its first line, so its headers are sent, and waits), then
 * resets the streams: a query failing after a stream's headers.
 */
export async function dropDuringStreams(
  pool: pg.Pool,
  urls: string[],
  options: { count: number; tally: Tally },
): Promise<number> {
  const streams = Array.from({ length: options.count }, (_, i) =>
    abortMidBody(urls[i % urls.length]!, { readBytes: 1, reset: i % 2 === 0, holdMs: 400 }).then((what) =>
      options.tally.add("event streams opened around a connection drop", what),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 30));
  const dropped = await dropAppConnections(pool);
  await Promise.all(streams);
  return dropped;
}
