/** The benchmark's PostgreSQL: the URL from BENCH_DATABASE_URL, the database created when missing. */
import pg from "pg";
import { databaseUrlFor } from "../../server/test/postgres-url";

/** BENCH_DATABASE_URL, or exits with an example when it is unset. */
export function benchDatabaseUrl(): string {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    console.error("Set BENCH_DATABASE_URL to a PostgreSQL database, e.g.");
    console.error("  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/pawswell_bench npm run bench:api");
    process.exit(1);
  }
  return url;
}

/** The database name in `url`. */
export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** Runs `statement` on the server's `postgres` maintenance database. */
async function onMaintenanceDatabase(url: string, run: (client: pg.Client) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrlFor(url, "postgres") });
  await admin.connect();
  try {
    await run(admin);
  } finally {
    await admin.end();
  }
}

/** Creates the database `url` names unless it exists. */
export async function ensureDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await onMaintenanceDatabase(url, async (admin) => {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) {
      await admin.query(`create database ${pg.escapeIdentifier(name)}`);
      console.log(`Created database ${name}`);
    }
  });
}

/** Drops the database `url` names (for scratch databases only). */
export async function dropDatabase(url: string): Promise<void> {
  await onMaintenanceDatabase(url, async (admin) => {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(databaseName(url))} with (force)`);
  });
}
