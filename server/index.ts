/** Reads configuration, opens the database, listens, and shuts down cleanly. Nothing else. */
import http from "node:http";
import type { Express } from "express";
import { createApp } from "./app";
import { serveBuiltClient } from "./client/built-client";
import { openDatabase } from "./db";
import { parseEnv } from "./env";
import { CLIENT_DIST_DIR } from "./lib/app-root";
import { logger } from "./lib/logger";
import { loadOrCreateSessionSecret } from "./lib/session-secret";
import { createStorage } from "./storage/create-storage";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const server = http.createServer();

  let serveClient: (app: Express) => void;
  if (env.NODE_ENV === "development") {
    const { serveViteDevClient } = await import("./client/vite-dev-client");
    serveClient = await serveViteDevClient(server);
  } else {
    serveClient = serveBuiltClient(CLIENT_DIST_DIR);
  }

  const sessionSecret = loadOrCreateSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
  const app = createApp({
    database,
    sessionSecret,
    storage: createStorage(env, sessionSecret),
    trustProxy: env.TRUST_PROXY,
    isHstsEnabled: env.NODE_ENV === "production",
    isDevelopment: env.NODE_ENV === "development",
    serveClient,
  });
  server.on("request", app);
  server.listen(env.PORT, env.HOST, () => {
    const where = env.DATABASE_URL ? "PostgreSQL" : `embedded PostgreSQL in ${env.DATA_DIR}`;
    logger.info(`PawsWell is listening on http://localhost:${env.PORT} (${env.NODE_ENV}, ${where})`);
  });

  let isShuttingDown = false;
  const shutDown = (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS - 1000);
    server.close(async () => {
      clearTimeout(force);
      await database.close();
      logger.info("Stopped cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutDown("SIGTERM"));
  process.on("SIGINT", () => shutDown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
