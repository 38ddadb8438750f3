/** The real server process (server/start-server.ts) without the web client, for tests that spawn it. */
import { parseEnv } from "../env";
import { startServer } from "../start-server";

startServer(parseEnv(), "none").catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
