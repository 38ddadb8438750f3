/**
 * bench:web's server: the demo content seeded into a fresh embedded database, then the real
 * production server (built first when the sources are newer than dist/) on a free loopback port.
 */
import { openDatabase } from "../../server/db";
import { freePort } from "../../server/test/free-port";
import { seedDemoContent } from "../../server/seed/seed-demo";
import { buildIfStale, startProductionServer, stopChild } from "../lib/processes";

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function seed(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const result = await seedDemoContent(database.db);
    if (result.status !== "seeded") throw new Error(`Seeding the demo content failed: ${result.reason}`);
  } finally {
    // The embedded database allows one process: close it before the server opens it.
    await database.close();
  }
}

/** Seeds `dataDir`, starts the production server on it and resolves once /readyz answers 200. */
export async function seedAndStartServer(dataDir: string): Promise<RunningServer> {
  buildIfStale();
  await seed(dataDir);
  const server = await startProductionServer({ name: "server", dataDir, port: await freePort() });
  return { baseUrl: server.url, stop: () => stopChild(server) };
}
