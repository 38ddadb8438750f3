/**
 * The real server process (as server/test/api-only-server.ts) that, for tests of what happens
 * after an error nothing caught, throws one on SIGUSR2 and leaves a promise rejected on SIGHUP.
 */
import { parseEnv } from "../env";
import { startServer } from "../start-server";

process.on("SIGUSR2", () => {
  setImmediate(() => {
    throw new Error("An exception nothing caught");
  });
});
process.on("SIGHUP", () => {
  void Promise.reject(new Error("A rejection nothing caught"));
});

startServer(parseEnv(), "none").catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
