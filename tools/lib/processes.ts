/**
 * Child processes for the benchmark and fault scripts: the production server (and the bare Express
 * ceiling), each on a free loopback port, waited for until ready, and always stopped when the
 * script ends (normally, on an error, or on Ctrl-C).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { APP_ROOT } from "../../server/lib/app-root";

export interface Child {
  name: string;
  process: ChildProcess;
  /** The last lines the child printed, shown when it fails. */
  output: string[];
}

const children = new Set<Child>();
const KEEP_LINES = 40;

function stopAll(signal: NodeJS.Signals): void {
  for (const child of children) if (child.process.exitCode === null) child.process.kill(signal);
}

// Every child goes when the script goes, however it goes. SIGTERM, not SIGKILL: nginx's master
// then takes its workers down with it, and the servers close their database pools.
process.on("exit", () => stopAll("SIGTERM"));
const cleanups: (() => Promise<void>)[] = [];

/** Runs `cleanup` (e.g. dropping a scratch database) if the script is interrupted; `finally` covers the rest. */
export function onInterrupt(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

let isInterrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    // Ctrl-C reaches us twice (from the terminal and relayed by tsx): clean up once.
    if (isInterrupted) return;
    isInterrupted = true;
    console.error(`\n${signal}: stopping child processes and cleaning up`);
    stopAll("SIGTERM");
    const timeout = new Promise((resolve) => setTimeout(resolve, 10_000));
    void Promise.race([Promise.allSettled(cleanups.map((cleanup) => cleanup())), timeout]).then(() =>
      process.exit(130),
    );
  });
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux the app supports

/** CPU time (user + system, ms) in a `/proc/<pid>/stat` line. */
function cpuMillisOf(stat: string): number {
  // Fields after the parenthesised command name: utime and stime are the 12th and 13th.
  const fields = stat.split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** CPU time (user + system, ms) process `pid` has used so far; undefined off Linux. */
export function cpuMillis(pid: number | undefined): number | undefined {
  try {
    return cpuMillisOf(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * CPU time (user + system, ms) each PostgreSQL process on this machine has used so far, by pid:
 * the backends serving the app and the server's own workers. Meaningful only when the database
 * under test is local and nothing else uses it; undefined off Linux.
 */
export function postgresCpuByProcess(): Map<number, number> | undefined {
  const byProcess = new Map<number, number>();
  try {
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // The command name is the second field, in parentheses: "1234 (postgres) S …".
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        if (stat.includes(" (postgres) ")) byProcess.set(Number(entry), cpuMillisOf(stat));
      } catch {
        // The process ended between the listing and the read.
      }
    }
  } catch {
    return undefined;
  }
  return byProcess;
}

/**
 * CPU ms the local PostgreSQL has used since `before` (postgresCpuByProcess): each process's
 * growth, a new one's whole time. A process that ended meanwhile is left out, never subtracted.
 */
export function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, cpu] of postgresCpuByProcess() ?? []) total += cpu - (before.get(pid) ?? 0);
  return total;
}

/** Resident memory (VmRSS, KiB) of process `pid`; undefined once it is gone or off Linux. */
export function rssKiB(pid: number | undefined): number | undefined {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Builds dist/ when it is missing or older than the sources (as `npm start` does). */
export function buildIfStale(): void {
  const result = spawnSync(process.execPath, [path.join(APP_ROOT, "scripts/build-if-stale.mjs")], {
    cwd: APP_ROOT,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("The build failed");
}

/**
 * Starts `command args` (node by default) as a tracked child. Its last lines are kept for error
 * messages, not printed; with `logFile` everything it prints is also appended there.
 */
export function startChild(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { command?: string; logFile?: string; cwd?: string } = {},
): Child {
  const child: Child = {
    name,
    process: spawn(options.command ?? process.execPath, args, {
      cwd: options.cwd ?? APP_ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    }),
    output: [],
  };
  const log = options.logFile ? fs.createWriteStream(options.logFile, { flags: "a" }) : undefined;
  const keep = (chunk: Buffer) => {
    log?.write(chunk);
    child.output.push(...chunk.toString().split("\n").filter(Boolean));
    child.output.splice(0, Math.max(0, child.output.length - KEEP_LINES));
  };
  child.process.stdout?.on("data", keep);
  child.process.stderr?.on("data", keep);
  child.process.once("exit", () => children.delete(child));
  children.add(child);
  return child;
}

/** Resolves once `url` answers 200; rejects (with the child's output) if it exits or takes too long. */
export async function waitUntilReady(child: Child, url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) break;
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} did not become ready at ${url}:\n${child.output.join("\n")}`);
}

/** Stops a child with SIGTERM (its graceful shutdown) and waits for it to exit. */
export async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.process.once("exit", () => resolve()));
  child.process.kill("SIGTERM");
  const timer = setTimeout(() => child.process.kill("SIGKILL"), 12_000);
  await exited;
  clearTimeout(timer);
}

export interface ServerOptions {
  name: string;
  /** PostgreSQL; without it the server runs the embedded database in `dataDir`. */
  databaseUrl?: string;
  /** Without it the server generates one into `dataDir`. */
  sessionSecret?: string;
  dataDir: string;
  port: number;
  /** Extra variables, e.g. TRUST_PROXY behind nginx. */
  env?: Record<string, string>;
  /** Where the server's output goes besides the last lines kept for errors. */
  logFile?: string;
  /** A built checkout to run instead of this one (a benchmark's "before"). */
  root?: string;
}

/** Starts the built production server (`node dist/server/index.js`; see buildIfStale) and waits for /readyz. */
export async function startProductionServer(options: ServerOptions): Promise<Child & { url: string }> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    ...options.env,
  };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  if (options.sessionSecret) env.SESSION_SECRET = options.sessionSecret;
  const root = options.root ?? APP_ROOT;
  const child = startChild(options.name, [path.join(root, "dist/server/index.js")], env, {
    logFile: options.logFile,
    cwd: root,
  });
  const url = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(child, `${url}/readyz`);
  return { ...child, url };
}

/** Starts the bare Express ceiling server answering the JSON array in `itemsFile`. */
export async function startCeilingServer(itemsFile: string, port: number): Promise<Child & { url: string }> {
  const script = path.join(APP_ROOT, "tools/bench/ceiling-server.ts");
  const child = startChild("ceiling", ["--import", "tsx", script, itemsFile], {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, url);
  return { ...child, url };
}
