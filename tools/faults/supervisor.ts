/**
 * Production server processes kept running as a supervisor (systemd, Kubernetes) would keep them:
 * each on its own fixed port behind nginx, all sharing one database, data folder and session
 * secret. Every exit is recorded with the process's last output lines, and the process is started
 * again on the same port. An exit the script caused itself (killPlanned's SIGKILL) is planned; any
 * other exit is the process dying on its own, which the fault script exists to catch.
 */
import { startProductionServer, stopChild, type Child } from "../lib/processes";

export interface ProcessExit {
  process: string;
  pid: number;
  /** Date.now() when it exited. */
  at: number;
  code: number | null;
  signal: NodeJS.Signals | null;
  planned: boolean;
  /** What the process said as it died (watchCrashOutput): its fatal log line or Node's report, with the stack. */
  lastLines: string[];
}

export interface PlannedKill {
  process: string;
  port: number;
  /** Date.now() when SIGKILL was sent. */
  at: number;
  /** Date.now() when the restarted process answered /readyz again. */
  backAt?: number;
  /** False when the process was already going down by itself: its exit, and the failures around it, are not ours. */
  isPlanned: boolean;
  /** Its restart has finished, well or not. */
  isSettled?: boolean;
}

interface Slot {
  name: string;
  port: number;
  child?: Child;
  isStarting: boolean;
  killPending: boolean;
}

/**
 * What a process says when it dies: the server's own fatal log line (an error nothing caught,
 * logged before it exits 70 for a restart), else Node's report on stderr (a crash it did not
 * see), else its last lines.
 */
function watchCrashOutput(child: Child): { lines: () => string[]; hasLoggedFatal: () => boolean } {
  const fatal: string[] = [];
  const stderr: string[] = [];
  let partial = "";
  child.process.stdout?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split("\n");
    partial = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.includes('"level":"fatal"') && !line.includes('"level":60')) continue;
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string; stack?: string } };
        const stack = entry.err?.stack ?? `${entry.err?.type}: ${entry.err?.message}`;
        fatal.push(`${entry.msg ?? "fatal"}:`, ...stack.split("\n"));
      } catch {
        fatal.push(line);
      }
    }
  });
  child.process.stderr?.on("data", (chunk: Buffer) => {
    stderr.push(...chunk.toString().split("\n").filter(Boolean));
    stderr.splice(0, Math.max(0, stderr.length - 40));
  });
  return {
    lines: () => (fatal.length > 0 ? fatal : stderr.length > 0 ? stderr : [...child.output]),
    hasLoggedFatal: () => fatal.length > 0,
  };
}

export interface SupervisorOptions {
  names: string[];
  ports: number[];
  databaseUrl: string;
  dataDir: string;
  sessionSecret: string;
  env: Record<string, string>;
  /** Each process's output is appended to `${logPrefix}-<name>.log`. */
  logPrefix: string;
}

/** Starts one process per name and keeps each running until stop(). */
export async function startSupervisor(options: SupervisorOptions) {
  const slots: Slot[] = options.names.map((name, i) => ({
    name,
    port: options.ports[i]!,
    isStarting: false,
    killPending: false,
  }));
  const exits: ProcessExit[] = [];
  const plannedKills: PlannedKill[] = [];
  const restarts = { planned: 0, unplanned: 0, failedStarts: 0 };
  let isStopping = false;
  const restarting = new Set<Promise<void>>();

  async function start(slot: Slot): Promise<void> {
    slot.isStarting = true;
    try {
      // A start that fails (its port not yet free, the database briefly away) is tried again, as a supervisor would.
      for (let attempt = 1; ; attempt++) {
        try {
          const child = await startProductionServer({
            name: slot.name,
            port: slot.port,
            databaseUrl: options.databaseUrl,
            dataDir: options.dataDir,
            sessionSecret: options.sessionSecret,
            env: options.env,
            logFile: `${options.logPrefix}-${slot.name}.log`,
          });
          slot.child = child;
          const crash = watchCrashOutput(child);
          // "close", not "exit": by then everything the process printed has been read.
          child.process.once("close", (code, signal) =>
            onExit(slot, child, { lines: crash.lines(), wasDying: crash.hasLoggedFatal() }, code, signal),
          );
          return;
        } catch (error) {
          restarts.failedStarts++;
          if (isStopping || attempt >= 3) throw error;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    } finally {
      slot.isStarting = false;
    }
  }

  function onExit(
    slot: Slot,
    child: Child,
    /** What it said as it died, and whether it had logged a fatal error (it was going down by itself). */
    said: { lines: string[]; wasDying: boolean },
    code: number | null,
    signal: NodeJS.Signals | null,
  ): void {
    if (slot.child === child) slot.child = undefined;
    if (isStopping) return;
    // Our SIGKILL landing on a process already going down after a fatal error does not make its exit planned.
    const planned = slot.killPending && signal === "SIGKILL" && !said.wasDying;
    const kill = slot.killPending ? plannedKills.findLast((k) => k.process === slot.name) : undefined;
    if (kill) kill.isPlanned = planned;
    slot.killPending = false;
    exits.push({
      process: slot.name,
      pid: child.process.pid ?? -1,
      at: Date.now(),
      code,
      signal,
      planned,
      lastLines: said.lines,
    });
    if (planned) restarts.planned++;
    else restarts.unplanned++;
    const restart = start(slot)
      .then(() => {
        if (kill) kill.backAt = Date.now();
      })
      .catch((error: unknown) => {
        console.error(`\n${slot.name} could not be started again: ${error instanceof Error ? error.message : error}`);
      })
      .finally(() => {
        if (kill) kill.isSettled = true;
        restarting.delete(restart);
      });
    restarting.add(restart);
  }

  await Promise.all(slots.map(start));

  return {
    processes: slots.map((slot) => ({ name: slot.name, port: slot.port, url: `http://127.0.0.1:${slot.port}` })),
    exits,
    plannedKills,
    restarts,
    /** True while any process is being started (connection drops wait: a starting process serves nothing yet). */
    isAnyStarting: () => slots.some((slot) => slot.isStarting),
    /**
     * SIGKILLs process `index` (planned) and resolves once it answers again; false when it was not
     * running (died on its own and not back yet).
     */
    async killPlanned(index: number): Promise<boolean> {
      const slot = slots[index]!;
      const child = slot.child;
      if (!child || slot.isStarting) return false;
      slot.killPending = true;
      const kill: PlannedKill = { process: slot.name, port: slot.port, at: Date.now(), isPlanned: true };
      plannedKills.push(kill);
      child.process.kill("SIGKILL");
      const deadline = Date.now() + 90_000;
      // Until it is back, or its restart has failed (reported, not waited for).
      while (!kill.isSettled && Date.now() < deadline && !isStopping)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return true;
    },
    /** Whether a planned kill of the process on `port` (any, when undefined) fell within [from, to]. */
    wasKilledDuring(from: number, to: number, port?: number): boolean {
      return plannedKills.some(
        (kill) => kill.isPlanned && (port === undefined || kill.port === port) && kill.at >= from && kill.at <= to,
      );
    },
    /** Stops restarting, then stops every process with SIGTERM (their graceful shutdown). */
    async stop(): Promise<void> {
      isStopping = true;
      await Promise.allSettled([...restarting]);
      await Promise.all(slots.map((slot) => (slot.child ? stopChild(slot.child) : undefined)));
    },
    /** Marks the run as ending, so exits from here on are not restarted (Ctrl-C). */
    markStopping(): void {
      isStopping = true;
    },
  };
}

export type Supervisor = Awaited<ReturnType<typeof startSupervisor>>;
