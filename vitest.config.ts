import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config.ts";

// Set for the run on PostgreSQL (server/test/global-setup.ts); unset, everything runs on PGlite.
const isOnPostgres = Boolean(process.env.TEST_DATABASE_URL);

// One test file per core, and never fewer than two: Vitest's default (one fewer than the cores)
// runs a single file at a time on a two-core machine, while much of a server test's time is spent
// waiting on PostgreSQL, a child process or a timer. Two at once took the PGlite run from 830 to
// 595 s and the PostgreSQL run from 475 to 284 s on two cores (27 November 2026).
const maxWorkers = Math.max(2, os.availableParallelism());

const SERVER_TESTS = ["server/**/*.test.ts", "shared/**/*.test.ts"];

/**
 * The load tests (`npm run test:load`, run once in CI, on PostgreSQL): many requests at once,
 * races between requests, and real server processes stopped or crashing under load. Each takes
 * seconds to tens of seconds of both cores, and says nothing more when run a second time on the
 * other database. `npm test` runs everything else (README.md#tests).
 */
const LOAD_TESTS = [
  "server/routes/concurrency.test.ts",
  "server/routes/auth.login-races.test.ts",
  "server/shutdown.test.ts",
  "server/crash-restart.test.ts",
];

/**
 * True when a test file opens the run's test database (server/test/test-database.ts), itself or
 * through a helper in server/test/. Only those files can answer differently on PostgreSQL; the rest
 * (pure functions, the client's rendering, spawned servers on their own embedded database) already
 * ran on PGlite, so the PostgreSQL run leaves them out.
 */
function opensTestDatabase(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, "utf8");
  for (const [, specifier = ""] of source.matchAll(/from\s+"(\.{1,2}\/[^"]+)"/g)) {
    const imported = path.resolve(path.dirname(file), specifier);
    const target = imported.endsWith(".ts") ? imported : `${imported}.ts`;
    if (path.basename(target) === "test-database.ts" && target.includes(`${path.sep}server${path.sep}test${path.sep}`))
      return true;
    if (target.includes(`${path.sep}server${path.sep}test${path.sep}`) && fs.existsSync(target)) {
      if (opensTestDatabase(target, seen)) return true;
    }
  }
  return false;
}

/** The server tests (outside the load tests) that open the test database, as paths from the root. */
function serverTestsOnPostgres(): string[] {
  return ["server", "shared"]
    .flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file)))
    .filter((file) => file.endsWith(".test.ts") && !file.split(path.sep).includes("node_modules"))
    .filter((file) => !LOAD_TESTS.includes(file) && opensTestDatabase(path.resolve(file)))
    .sort();
}

/**
 * The server and client projects run their files one after another in each worker (`isolate:
 * false`) instead of a new worker per file: the environment (jsdom), the libraries in
 * node_modules and PGlite's compiled WebAssembly (server/test/test-database.ts) are made once per
 * worker, not once per file. Each file still gets fresh copies of the project's own modules (the
 * setup files reset the registry), so no module state (a store, a cache, a listener list) passes
 * from one file to the next; what is global (the DOM, storage, timers) is cleaned up after each
 * test as before. docs/performance.md#the-test-suites has the figures.
 */
const sharedWorker = { isolate: false };

const serverProject = (name: string, include: string[], exclude: string[] = [], workers = sharedWorker) => ({
  resolve: { alias: aliases },
  test: {
    name,
    environment: "node",
    include,
    exclude: ["**/node_modules/**", ...exclude],
    globalSetup: ["server/test/global-setup.ts"],
    setupFiles: ["server/test/setup.ts"],
    ...workers,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    maxWorkers,
    projects: [
      isOnPostgres
        ? serverProject("server", serverTestsOnPostgres())
        : serverProject("server", SERVER_TESTS, LOAD_TESTS),
      // A load test stops and crashes real servers: each file keeps a worker of its own.
      serverProject("load", LOAD_TESTS, [], { isolate: true }),
      // On PostgreSQL only the server's tests differ: the client's never touch a database.
      ...(isOnPostgres
        ? []
        : [
            {
              resolve: { alias: aliases },
              test: {
                name: "client",
                environment: "jsdom",
                include: ["client/src/**/*.test.{ts,tsx}"],
                setupFiles: ["client/src/test/setup.ts"],
                ...sharedWorker,
                // A test that waits for code loaded on first show (LAZY_CODE_TIMEOUT, 5 s) must have
                // longer than that in all: Vitest's default is 5 s.
                testTimeout: 15_000,
              },
            },
          ]),
    ],
  },
});
