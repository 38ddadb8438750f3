/** Stops an HTTP server without failing a request it already accepted. */
import type http from "node:http";
import net from "node:net";
import { logger } from "./logger";

/**
 * How long idle keep-alive connections are left open after the signal. A request a client sent
 * just before the signal may still sit unread in the socket, and closing that "idle" connection
 * would reset it; within this time it is read and answered (with `Connection: close`) instead.
 */
const DRAIN_IDLE_AFTER_MS = 1000;
const IDLE_SWEEP_EVERY_MS = 250;

export interface GracefulShutdownOptions {
  /** Runs as soon as the signal comes: ends what never finishes by itself (event streams). */
  onSignal?: () => void;
  /** Runs once every connection has closed (closing the database). */
  cleanup: () => Promise<void>;
  /** Connections still open this long after the signal are cut, and the process exits. */
  graceMs: number;
  /** Called with the exit code when done (process.exit in production). */
  exit: (code: number) => void;
}

/**
 * Tracks `server`'s requests and returns `shutDown(reason, exitCode)`: stop accepting connections
 * at once, answer every request still running or still arriving on an open connection with
 * `Connection: close` so no client reuses a socket about to close, close idle keep-alive
 * connections after a short drain, and once the last connection has closed run `cleanup` and
 * exit with `exitCode` (0 unless given). After `graceMs` whatever is left is cut and the process
 * exits with `exitCode`, or 1 when that is 0. Call it before the app's own "request" listener is
 * added, so the header is set before the app answers.
 */
export function gracefulShutdown(
  server: http.Server,
  options: GracefulShutdownOptions,
): (reason: string, exitCode?: number) => void {
  const inFlight = new Set<http.ServerResponse>();
  let isShuttingDown = false;

  server.on("request", (_req: http.IncomingMessage, res: http.ServerResponse) => {
    if (isShuttingDown) res.setHeader("Connection", "close");
    inFlight.add(res);
    res.on("close", () => inFlight.delete(res));
  });

  return (reason, exitCode = 0) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info(`${reason}: finishing ${inFlight.size} in-flight request(s)`);
    for (const res of inFlight) if (!res.headersSent) res.setHeader("Connection", "close");
    options.onSignal?.();

    // Responses begun before the signal carry no `Connection: close`; their connections turn idle
    // when done, so idle connections are swept until none is left.
    let sweeps: NodeJS.Timeout | undefined;
    const drain = setTimeout(() => {
      server.closeIdleConnections();
      sweeps = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_EVERY_MS).unref();
    }, DRAIN_IDLE_AFTER_MS);
    // A request still running one second before the deadline has its connection cut, so the
    // database can close before the hard stop.
    const cut = setTimeout(() => server.closeAllConnections(), Math.max(0, options.graceMs - 1000));
    const hardStop = setTimeout(() => {
      logger.error(`Still not stopped ${options.graceMs} ms after ${reason}: exiting`);
      options.exit(exitCode || 1);
    }, options.graceMs);
    for (const timer of [drain, cut, hardStop]) timer.unref();

    // http.Server#close would also drop idle keep-alive connections right away (see above), so
    // stop listening with net.Server's close; its callback runs once every connection has ended.
    net.Server.prototype.close.call(server, () => {
      clearTimeout(drain);
      clearInterval(sweeps);
      clearTimeout(cut);
      options
        .cleanup()
        .then(
          () => {
            logger.info("Stopped cleanly");
            options.exit(exitCode);
          },
          (error: unknown) => {
            logger.error({ err: error }, "Could not close cleanly");
            options.exit(exitCode || 1);
          },
        )
        .finally(() => clearTimeout(hardStop));
    });
  };
}
