/**
 * `npm run seed:demo [-- --force]`: fills an empty database with the demo content and exits.
 * Refuses (exit 1) when there is already content, unless --force. The embedded database's lock
 * makes it refuse while the server is running too.
 */
import { openDatabase } from "../db";
import { parseEnv } from "../env";
import { loadOrCreateSessionSecret } from "../lib/session-secret";
import { seedDemoContent } from "../seed/seed-demo";
import { createStorage } from "../storage/create-storage";

const force = process.argv.slice(2).includes("--force");
const env = parseEnv();
const target = env.DATABASE_URL ? "PostgreSQL" : env.DATA_DIR;

let database;
try {
  database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
} catch (error) {
  console.error(`Could not open the database (${target}): ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

try {
  // The pictures go where the server keeps uploads, so it serves them like any other.
  const storage = createStorage(env, loadOrCreateSessionSecret(env.SESSION_SECRET, env.DATA_DIR));
  const result = await seedDemoContent(database.db, storage, { force });
  if (result.status === "refused") {
    console.error(
      `${result.reason} (${target}); nothing was written. Run \`npm run seed:demo -- --force\` to add the demo content anyway.`,
    );
    process.exitCode = 1;
  } else {
    const summary = Object.entries(result.counts).map(([table, count]) => `${count} ${table}`);
    console.log(`Demo content added to ${target}: ${summary.join(", ")}.`);
  }
} finally {
  await database.close();
}
