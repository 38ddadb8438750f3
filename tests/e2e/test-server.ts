/**
 * The browser tests' servers. Global setup (tests/e2e/global-setup.ts) builds the app once and
 * makes two template data folders: "plain" (migrated, with the seeded moderator and member) and
 * "demo" (the same, filled by `npm run seed:demo`). Each Playwright worker then runs a server of
 * its own (tests/e2e/app-test.ts) on a free port, on a copy of a template: copying a PGlite data
 * folder takes a moment, migrating and seeding one takes a minute. Tests in different workers
 * share nothing, so they can run at the same time.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../server/test/free-port";

/** What a worker's server holds at start: the seeded accounts only, or the demo content too. */
export type ServerContent = "plain" | "demo";

/** One running test server, as a test sees it. */
export interface TestServer {
  url: string;
  /** Its data folder: mail it writes is under `outbox/`. */
  dataDir: string;
  /** The file its publishing scheduler takes "now" from (setSchedulerClock in tests/e2e/helpers.ts). */
  clockFile: string;
}

/** Where global setup left each template folder (workers inherit its environment). */
export const TEMPLATE_VARIABLE: Record<ServerContent, string> = {
  plain: "E2E_PLAIN_TEMPLATE_DIR",
  demo: "E2E_DEMO_TEMPLATE_DIR",
};

const BUILT_SERVER = path.resolve("dist/server/index.js");
const BUILT_CLI = path.resolve("dist/server/cli");
const START_TIMEOUT_MS = 150_000;

/** The settings every test server runs with, beside its port and data folder. */
function serverSettings(): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    DATABASE_URL: "",
    // The specs sign up more members than one address may in an hour (three reporters, for one).
    LIMIT_SIGNUPS_PER_ADDRESS: "100/1h",
    // One walk writes sixty replies as one member, for a thread longer than a page.
    LIMIT_REPLIES_PER_MEMBER: "100/1m",
    LIMIT_NEW_MEMBER_REPLIES: "200/1d",
    // The report net counts members whose account was over LIMIT_NEW_MEMBER old when they
    // reported, one address once: a walk's reporters are established at once, and each says
    // where it is through the loopback proxy's X-Forwarded-For.
    LIMIT_NEW_MEMBER: "1ms",
    TRUST_PROXY: "loopback",
    // A scheduler pass every second: a walk that moves the scheduler's clock sees it act soon after.
    LIMIT_PUBLISH_INTERVAL: "1s",
  };
}

/** Runs one operator command from the build on `dataDir`, with `input` on stdin; throws when it fails. */
function runOperatorCommand(dataDir: string, command: string, args: string[], input = ""): void {
  const result = spawnSync(process.execPath, [path.join(BUILT_CLI, `${command}.js`), ...args], {
    input,
    env: { ...process.env, ...serverSettings(), DATA_DIR: dataDir },
    stdio: ["pipe", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed on ${dataDir} (${result.status})`);
}

/**
 * Makes the template folders under `root` with the operator commands docs/operations.md#commands
 * documents, from the build (made first by global setup): the seeded moderator and member (names
 * and passwords from playwright.config.ts), then a copy of that filled with the demo content.
 */
export function makeTemplates(root: string): Record<ServerContent, string> {
  const plain = path.join(root, "plain");
  const demo = path.join(root, "demo");
  runOperatorCommand(
    plain,
    "user-create",
    [process.env.E2E_MODERATOR_USERNAME!, "--moderator"],
    `${process.env.E2E_MODERATOR_PASSWORD}\n`,
  );
  runOperatorCommand(plain, "user-create", [process.env.E2E_MEMBER_USERNAME!], `${process.env.E2E_MEMBER_PASSWORD}\n`);
  fs.cpSync(plain, demo, { recursive: true });
  runOperatorCommand(demo, "seed-demo", []);
  return { plain, demo };
}

/** Resolves once `url` answers 200, rejects when `child` exits first or the time is up. */
async function waitUntilReady(url: string, child: ReturnType<typeof spawn>, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited: number | null | undefined;
  child.once("exit", (code) => (exited = code));
  while (Date.now() < deadline) {
    if (exited !== undefined) {
      const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").slice(-4000) : "";
      throw new Error(`The test server exited (${exited}) before it was ready:\n${log}`);
    }
    const isReady = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (isReady) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The test server at ${url} was not ready after ${START_TIMEOUT_MS / 1000} s (log: ${logFile})`);
}

/** A started server, with the way to end it (and remove its data folder). */
export type RunningServer = TestServer & { stop: () => Promise<void> };

/**
 * Starts a server on a fresh copy of the `content` template; resolves once it answers /readyz.
 * A port another worker took between our probe and the server's listen is tried again, twice.
 */
export async function startTestServer(content: ServerContent): Promise<RunningServer> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(content);
    } catch (error) {
      if (attempt === 3 || !String(error).includes("EADDRINUSE")) throw error;
    }
  }
}

async function startOnce(content: ServerContent): Promise<RunningServer> {
  const template = process.env[TEMPLATE_VARIABLE[content]];
  if (!template) throw new Error(`${TEMPLATE_VARIABLE[content]} is unset: run the browser tests through Playwright`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pawswell-e2e-${content}-`));
  fs.cpSync(template, dataDir, { recursive: true });
  const clockFile = path.join(dataDir, "scheduler-clock");
  const logFile = path.join(dataDir, "server.log");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [BUILT_SERVER], {
    env: {
      ...process.env,
      ...serverSettings(),
      PORT: String(port),
      DATA_DIR: dataDir,
      E2E_SCHEDULER_CLOCK_FILE: clockFile,
    },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const hasExited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killLater = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await hasExited;
      clearTimeout(killLater);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(`${url}/readyz`, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, clockFile, stop };
}
