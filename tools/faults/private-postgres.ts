/**
 * A throwaway PostgreSQL 15 cluster of our own (initdb + pg_ctl from the local installation), so
 * the outage script can stop and start "the database" without touching the shared one on :5432.
 * It runs as the `postgres` OS user (PostgreSQL refuses root), with trust auth, on a free port,
 * with its data and socket in a temporary folder that `remove()` deletes.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const BIN_DIR = "/usr/lib/postgresql/15/bin";
const OS_USER = "postgres";

export interface PrivatePostgres {
  url: string;
  port: number;
  /** Starts the server and resolves once it accepts connections (pg_ctl -w). */
  start(): Promise<void>;
  /** Stops it with a fast shutdown (sessions are cut, a checkpoint is written). */
  stop(): Promise<void>;
  /** Stops it at once if running and deletes the folder; safe to call twice, and synchronous for exit handlers. */
  remove(): void;
}

/** The command line running a PostgreSQL binary as the postgres OS user (as is when we are that user already). */
function asPostgres(binary: string, args: string[]): [string, string[]] {
  const command = path.join(BIN_DIR, binary);
  return process.getuid?.() === 0 ? ["runuser", ["-u", OS_USER, "--", command, ...args]] : [command, args];
}

/** Runs a PostgreSQL binary and waits (blocking: for setup and exit handlers only). */
function runAsPostgres(binary: string, args: string[]): void {
  const result = spawnSync(...asPostgres(binary, args), { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${binary} ${args.join(" ")} failed (${result.status}):\n${result.stdout}${result.stderr}`);
  }
}

/** Runs a PostgreSQL binary without blocking the event loop (the load keeps running meanwhile). */
function runAsPostgresAsync(binary: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn(...asPostgres(binary, args), { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${binary} ${args.join(" ")} failed (${code}):\n${output}`)),
    );
  });
}

/** initdb's a new cluster in a temporary folder; call start() to run it. */
export function createPrivatePostgres(port: number): PrivatePostgres {
  if (!fs.existsSync(path.join(BIN_DIR, "initdb")))
    throw new Error(`PostgreSQL 15 is not installed (${BIN_DIR}/initdb is missing)`);
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-outage-pg-"));
  const dataDir = path.join(root, "data");
  const logFile = path.join(root, "postgres.log");
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", OS_USER], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", OS_USER], { encoding: "utf8" }).trim());
    fs.chownSync(root, uid, gid);
  }
  let removed = false;
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start() {
      const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=50`;
      return runAsPostgresAsync("pg_ctl", ["-D", dataDir, "-l", logFile, "-o", options, "-w", "-t", "60", "start"]);
    },
    stop() {
      return runAsPostgresAsync("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "-t", "60", "stop"]);
    },
    remove() {
      if (removed) return;
      removed = true;
      if (fs.existsSync(path.join(dataDir, "postmaster.pid"))) {
        try {
          runAsPostgres("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
        } catch (error) {
          console.error(error instanceof Error ? error.message : error);
        }
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
  try {
    runAsPostgres("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  } catch (error) {
    cluster.remove();
    throw error;
  }
  return cluster;
}
