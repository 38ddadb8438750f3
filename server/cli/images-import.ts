/**
 * `npm run images:import`: the one-off import of the pictures the site's own content still names
 * by an outside address (featured items, articles, resources, challenges, members of the month).
 * Each is fetched once under the importer's rules (https only, 10 MB, 10 s, public addresses only)
 * into our storage and its row is pointed at the copy; a picture that cannot be fetched keeps its
 * address, which pages never show (they show the placeholder), and is listed so the command can be
 * run again. Safe to run while the server runs (with PostgreSQL) and as often as needed.
 */
import { parseEnv } from "../env";
import { loadOrCreateSessionSecret } from "../lib/session-secret";
import { imageImportsService, remoteImageFetcher } from "../services/image-imports";
import { createStorage } from "../storage/create-storage";
import { exitWithError, runWithDatabase } from "./cli";

if (process.argv.length > 2) exitWithError("Usage: npm run images:import");

await runWithDatabase(async (database) => {
  const env = parseEnv();
  const storage = createStorage(env, loadOrCreateSessionSecret(env.SESSION_SECRET, env.DATA_DIR));
  const report = await imageImportsService(database.db, storage, remoteImageFetcher()).importOutsideImages();
  const lines = [
    ...report.imported.map((row) => `Imported ${row.table} ${row.id}: ${row.imageUrl} -> ${row.objectPath}`),
    ...report.failed.map((row) => `Not imported ${row.table} ${row.id}: ${row.imageUrl} (${row.reason})`),
    `${report.imported.length} imported, ${report.failed.length} not imported` +
      (report.failed.length > 0 ? " (their pages show the placeholder; run the command again to retry)." : "."),
  ];
  return lines.join("\n");
});
