import os from "node:os";
import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config.ts";

// Set for the run on PostgreSQL (server/test/global-setup.ts); unset, everything runs on PGlite.
const isOnPostgres = Boolean(process.env.TEST_DATABASE_URL);

// One test file per core, and never fewer than two: Vitest's default (one fewer than the cores)
// runs a single file at a time on a two-core machine, while much of a server test's time is spent
// waiting on PostgreSQL, a child process or a timer. Two at once took the PGlite run from 830 to
// 595 s and the PostgreSQL run from 475 to 284 s on two cores (27 November 2026).
const maxWorkers = Math.max(2, os.availableParallelism());

export default defineConfig({
  resolve: { alias: aliases },
  test: {
    maxWorkers,
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: "server",
          environment: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
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
              },
            },
          ]),
    ],
  },
});
