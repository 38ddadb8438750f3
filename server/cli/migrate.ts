/** `npm run db:migrate`: applies migrations/ to the configured database and exits. */
import { openDatabase } from "../db";
import { parseEnv } from "../env";

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.close();
console.log(`Migrations applied to ${env.DATABASE_URL ? "PostgreSQL" : env.DATA_DIR}.`);
