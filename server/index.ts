/** Reads configuration and starts the server (server/start-server.ts). Nothing else. */
import { parseEnv } from "./env";
import { startServer } from "./start-server";

async function main(): Promise<void> {
  const env = parseEnv();
  await startServer(env, env.NODE_ENV === "development" ? "vite" : "built");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
