/**
 * The production server as a child process for the fault and soak scripts: `node scripts/start.mjs`
 * (which builds first when the build is stale, then runs dist/server/index.js in the same process),
 * on a free port with a temporary data folder, plus its resident memory from /proc.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { APP_ROOT } from "../../lib/app-root";
import { freePort } from "../../lib/free-port";

export interface AppProcess {
  baseUrl: string;
  pid: number;
  /** Set when the process has exited (it never should while a script runs). */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Resident memory in KiB (VmRSS), or undefined once the process is gone. */
  rssKiB(): number | undefined;
  /** SIGTERM, then wait for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
  /** SIGKILL now and delete the data folder; synchronous for exit handlers. */
  kill(): void;
}

function readRssKiB(pid: number): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the production server with `databaseUrl` (or PGlite in a temporary DATA_DIR when
 * undefined) and resolves once /healthz answers. Server output goes to `logFile`.
 */
export async function startAppProcess(options: { databaseUrl?: string; logFile: string }): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-faults-data-"));
  const log = fs.openSync(options.logFile, "a");
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: APP_ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: options.databaseUrl ?? "" },
    stdio: ["ignore", log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const app: AppProcess = {
    baseUrl,
    pid: child.pid ?? -1,
    exit: undefined,
    rssKiB: () => (app.exit ? undefined : readRssKiB(app.pid)),
    async stop() {
      if (app.exit) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(force);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    kill() {
      if (!app.exit) child.kill("SIGKILL");
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  child.once("exit", (code, signal) => (app.exit = { code, signal }));

  // The first start may build the app (minutes on a busy machine).
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    if (app.exit) throw new Error(`The server exited at start (${JSON.stringify(app.exit)}); see ${options.logFile}`);
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return app;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      app.kill();
      throw new Error(`The server did not start within 10 minutes; see ${options.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
