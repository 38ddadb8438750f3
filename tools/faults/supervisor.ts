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
  /** What the process printed last on stderr (an uncaught exception's stack), else on stdout. */
  lastLines: string[];
}

export interface PlannedKill {
  process: string;
  port: number;
  /** Date.now() when SIGKILL was sent. */
  at: number;
  /** Date.now() when the restarted process answered /readyz again. */
  backAt?: number;
}

interface Slot {
  name: string;
  port: number;
  child?: Child;
  isStarting: boolean;
  killPending: boolean;
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
          // The server logs to stdout; what reaches stderr is Node's own report of a crash.
          const errorLines: string[] = [];
          child.process.stderr?.on("data", (chunk: Buffer) => {
            errorLines.push(...chunk.toString().split("\n").filter(Boolean));
            errorLines.splice(0, Math.max(0, errorLines.length - 40));
          });
          // "close", not "exit": by then everything the process printed has been read.
          child.process.once("close", (code, signal) => onExit(slot, child, errorLines, code, signal));
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
    errorLines: string[],
    code: number | null,
    signal: NodeJS.Signals | null,
  ): void {
    if (slot.child === child) slot.child = undefined;
    if (isStopping) return;
    const planned = slot.killPending && signal === "SIGKILL";
    slot.killPending = false;
    exits.push({
      process: slot.name,
      pid: child.process.pid ?? -1,
      at: Date.now(),
      code,
      signal,
      planned,
      lastLines: errorLines.length > 0 ? errorLines : [...child.output],
    });
    if (planned) restarts.planned++;
    else restarts.unplanned++;
    const restart = start(slot)
      .then(() => {
        const kill = plannedKills.findLast((k) => k.process === slot.name);
        if (planned && kill) kill.backAt = Date.now();
      })
      .catch((error: unknown) => {
        console.error(`\n${slot.name} could not be started again: ${error instanceof Error ? error.message : error}`);
      })
      .finally(() => restarting.delete(restart));
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
    /** The pid of each process now running. */
    pids: () => slots.map((slot) => slot.child?.process.pid).filter((pid): pid is number => pid !== undefined),
    /**
     * SIGKILLs process `index` (planned) and resolves once it answers again; false when it was not
     * running (died on its own and not back yet).
     */
    async killPlanned(index: number): Promise<boolean> {
      const slot = slots[index]!;
      const child = slot.child;
      if (!child || slot.isStarting) return false;
      slot.killPending = true;
      const kill: PlannedKill = { process: slot.name, port: slot.port, at: Date.now() };
      plannedKills.push(kill);
      child.process.kill("SIGKILL");
      const deadline = Date.now() + 90_000;
      while (kill.backAt === undefined && Date.now() < deadline && !isStopping)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return true;
    },
    /** Whether a planned kill of the process on `port` (any, when undefined) fell within [from, to]. */
    wasKilledDuring(from: number, to: number, port?: number): boolean {
      return plannedKills.some(
        (kill) => (port === undefined || kill.port === port) && kill.at >= from && kill.at <= to,
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
