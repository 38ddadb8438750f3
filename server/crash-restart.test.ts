/**
 * An error nothing caught (docs/security.md#the-third-probes-findings, finding 1): the server logs
 * it, finishes what it has, and exits 70; `npm start`'s supervisor (scripts/supervise.mjs) starts a
 * fresh process, which serves again. A server that stops for any other reason (a bad setting at
 * start) is not restarted.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "./test/free-port";
import { productionEnv } from "./test/production-env";

const SUPERVISOR = path.resolve(import.meta.dirname, "../scripts/supervise.mjs");
const FAILING_SERVER = path.resolve(import.meta.dirname, "test/server-that-fails.ts");

/** Runs the supervisor over `args`, collecting what it and its server print. */
function supervise(args: string[], env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(process.execPath, [SUPERVISOR, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  const run = { child, output: "" };
  child.stdout?.on("data", (chunk: Buffer) => (run.output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (run.output += chunk.toString()));
  return run;
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** The pids of the server processes that said they were listening, in order. */
function listeningPids(output: string): number[] {
  return output
    .split("\n")
    .filter((line) => line.includes("PawsWell is listening"))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);
}

async function until<T>(what: string, check: () => T | undefined | false, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("an error nothing caught, under npm start's supervisor", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-crash-"));
  let run: ReturnType<typeof supervise> | undefined;
  afterAll(() => {
    if (run && run.child.exitCode === null) run.child.kill("SIGKILL");
    for (const pid of listeningPids(run?.output ?? "")) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("is logged, the server exits 70 and a fresh one serves; SIGTERM then stops both", async () => {
    const port = await freePort();
    const env = productionEnv({ port, dataDir, publicUrl: `http://127.0.0.1:${port}` });
    run = supervise([process.execPath, "--import", "tsx", FAILING_SERVER], env);
    const current = run;
    const isReady = async () => (await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => undefined))?.status === 200;

    const [first] = await until(
      "the first server",
      () => listeningPids(current.output).length === 1 && listeningPids(current.output),
    );
    expect(await isReady()).toBe(true);

    process.kill(first!, "SIGUSR2");
    const [, second] = await until(
      "a second server",
      () => listeningPids(current.output).length === 2 && listeningPids(current.output),
    );
    expect(second).not.toBe(first);
    expect(await isReady()).toBe(true);
    expect(current.output).toContain("An exception nothing caught");
    expect(current.output).toContain("supervise: the server exited (code 70); starting it again");

    process.kill(second!, "SIGHUP");
    await until("a third server", () => listeningPids(current.output).length === 3);
    expect(await isReady()).toBe(true);
    expect(current.output).toContain("A rejection nothing caught");

    current.child.kill("SIGTERM");
    expect(await exitOf(current.child)).toBe(0);
    expect(await isReady()).toBe(false);
  }, 180_000);

  it("leaves a server that fails at start down, with its exit code", async () => {
    const failing = supervise([process.execPath, "-e", "process.exit(3)"]);
    expect(await exitOf(failing.child)).toBe(3);
    expect(failing.output).not.toContain("starting it again");
  });
});
