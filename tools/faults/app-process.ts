/**
 * The production server as a child process for the fault and soak scripts: built when stale, on a
 * free port with a temporary data folder, with its output in a log file and its resident memory
 * from /proc.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../server/test/free-port";
import { buildIfStale, rssKiB, startProductionServer, stopChild } from "../lib/processes";

export interface AppProcess {
  baseUrl: string;
  pid: number;
  /** Set when the process has exited (it never should while a script runs). */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Resident memory in KiB (VmRSS), or undefined once the process is gone. */
  rssKiB(): number | undefined;
  /** SIGTERM, then wait for the exit (SIGKILL after 12 s). */
  stop(): Promise<void>;
  /** SIGKILL now and delete the data folder; synchronous for exit handlers. */
  kill(): void;
}

/**
 * Starts the production server with `databaseUrl` (or PGlite in a temporary DATA_DIR when
 * undefined) and resolves once /readyz answers. Server output goes to `logFile`.
 */
export async function startAppProcess(options: { databaseUrl?: string; logFile: string }): Promise<AppProcess> {
  buildIfStale();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-faults-data-"));
  const server = await startProductionServer({
    name: "server",
    dataDir,
    port: await freePort(),
    databaseUrl: options.databaseUrl,
    logFile: options.logFile,
  });
  const child = server.process;
  const app: AppProcess = {
    baseUrl: server.url,
    pid: child.pid ?? -1,
    exit: undefined,
    rssKiB: () => (app.exit ? undefined : rssKiB(app.pid)),
    async stop() {
      await stopChild(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    kill() {
      if (!app.exit) child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  child.once("exit", (code, signal) => (app.exit = { code, signal }));
  return app;
}
