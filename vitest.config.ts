import { defineConfig } from "vitest/config";
import { aliases } from "./vite.config.ts";

// Set for the run on PostgreSQL (server/test/global-setup.ts); unset, everything runs on PGlite.
const isOnPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias: aliases },
  test: {
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
