/** The real API-only server (api-only-server.ts) as a child process on its own port and data folder, for tests of the production process. */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { productionEnv } from "./production-env";

const SERVER_ENTRY = path.resolve(import.meta.dirname, "api-only-server.ts");

export interface ApiOnlyProcess {
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
}

/** Starts the server and resolves once `/readyz` answers 200; throws with its output if it exits first. */
export async function startApiOnlyProcess(options: { port: number; dataDir: string }): Promise<ApiOnlyProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER_ENTRY], {
    env: productionEnv(options),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${options.port}/readyz`).catch(() => undefined);
    if (ready?.status === 200) break;
    if (child.exitCode !== null) throw new Error(`The server exited at start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, output: () => output };
}
