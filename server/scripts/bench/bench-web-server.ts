/**
 * bench:web's server: the demo content seeded into a fresh embedded database, then the real
 * production server (`npm start`'s scripts/start.mjs, which builds first when the sources are newer
 * than dist/) on a free loopback port.
 */
import { spawn } from "node:child_process";
import { openDatabase } from "../../db";
import { APP_ROOT } from "../../lib/app-root";
import { seedDemoContent } from "../../seed/seed-demo";
import { freePort } from "../../lib/free-port";

/** Building on a busy two-core machine takes minutes; the server itself is ready in seconds. */
const READY_TIMEOUT_MS = 15 * 60 * 1000;

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
  await seed(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: APP_ROOT,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Build output is worth seeing; the server's own request log is not, once it is up.
  let isReady = false;
  const echo = (chunk: Buffer) => {
    if (!isReady) process.stdout.write(chunk);
  };
  child.stdout.on("data", echo);
  child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!isReady) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 60_000} minutes`);
    }
    isReady = await fetch(`${baseUrl}/readyz`).then((res) => res.ok, () => false);
    if (!isReady) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { baseUrl, stop };
}
