/** What the command-line tools share: a clear one-line failure and the configured database. */
import { openDatabase, type DatabaseHandle } from "../db";
import { parseEnv } from "../env";

/** A failure whose message is all the person needs to see. */
export class CliError extends Error {}

/** Prints `message` and exits 1 (for bad arguments, before the database is opened). */
export function exitWithError(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Runs `main` with the configured database open; any failure prints its message and exits 1. */
export async function runWithDatabase(main: (database: DatabaseHandle) => Promise<string>): Promise<void> {
  let database: DatabaseHandle | undefined;
  try {
    const env = parseEnv();
    // Opening PGlite takes the data folder's lock; a running server makes this fail with a clear message.
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    console.log(await main(database));
    await database.close();
    process.exit(0);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}
