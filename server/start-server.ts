/** Opens the database, builds the app, listens, runs housekeeping hourly and the publishing scheduler every few seconds, and shuts down cleanly on SIGTERM / SIGINT. */
import http from "node:http";
import path from "node:path";
import { createApp, type AppDeps } from "./app";
import { resolveLimits } from "./config/limits";
import { serveBuiltClient } from "./client/built-client";
import { openDatabase } from "./db";
import { isSecureCookieRequired, type Env } from "./env";
import { CLIENT_DIST_DIR } from "./lib/app-root";
import { contentChanges } from "./lib/content-changes";
import { gracefulShutdown } from "./lib/graceful-shutdown";
import { logger } from "./lib/logger";
import { createAppMetrics } from "./metrics/app-metrics";
import { listenForMetrics } from "./metrics/metrics-server";
import { loadOrCreateSessionSecret } from "./lib/session-secret";
import { loadOrCreateVapidKeys, vapidSubject } from "./lib/vapid-keys";
import { createMailer } from "./mail/mailer";
import { newsletterSender } from "./mail/newsletter-sender";
import { outboxWorker } from "./mail/outbox-worker";
import { housekeeping, scheduleHousekeeping } from "./services/housekeeping";
import { databaseChangeChannel } from "./services/content-change-channel";
import { liveHub } from "./services/live-hub";
import { publisher, schedulePublisher, schedulerClock } from "./services/publisher";
import { pushOutboxWorker } from "./services/push-outbox-worker";
import { pushSender } from "./services/push-sender";
import { createStorage } from "./storage/create-storage";

const SHUTDOWN_GRACE_MS = 10_000;

/** The exit code that asks a supervisor for a fresh process (EX_SOFTWARE); scripts/supervise.mjs restarts on it. */
export const EXIT_FOR_RESTART = 70;

/**
 * An exception or rejection nothing caught is logged with its stack, and the process stops taking
 * requests, finishes those it has (graceful shutdown) and exits EXIT_FOR_RESTART for its
 * supervisor to start a fresh one (`npm start`'s own, systemd or Kubernetes in production). It is
 * not kept serving: after such an error nobody can vouch for its state (a transaction or a pooled
 * connection half used, a lock held), which is Node's own advice; no request path may raise one,
 * and the route tests and `npm run faults` fail when one does.
 */
function restartAfterUncaughtErrors(shutDown: (reason: string, exitCode?: number) => void): void {
  const onUncaught = (error: unknown, origin: string) => {
    logger.fatal({ err: error, origin }, "An error nothing caught: finishing open requests, then restarting");
    // Should the process run out of work before the shutdown's own exit (its timers do not hold
    // it), it still leaves with the code that asks for a restart, never 0.
    process.exitCode = EXIT_FOR_RESTART;
    shutDown(`An uncaught ${origin === "unhandledRejection" ? "rejection" : "exception"}`, EXIT_FOR_RESTART);
  };
  process.on("uncaughtException", onUncaught);
  process.on("unhandledRejection", (reason) => onUncaught(reason, "unhandledRejection"));
}

/** What serves the web client: the build, Vite with hot reload, or nothing (API only, for tests). */
export type ClientMode = "built" | "vite" | "none";

async function clientFor(mode: ClientMode, server: http.Server, env: Env): Promise<AppDeps["serveClient"]> {
  const siteUrl = env.PUBLIC_URL;
  if (mode === "none") return undefined;
  if (mode === "built") {
    return serveBuiltClient(CLIENT_DIST_DIR, {
      siteUrl,
      isServerRendering: env.SERVER_RENDERING,
      appLoader: env.APP_LOADER,
    });
  }
  const { serveViteDevClient } = await import("./client/vite-dev-client");
  return serveViteDevClient(server, siteUrl);
}

/** The whole server process for `env`; resolves once it is listening. */
export async function startServer(env: Env, clientMode: ClientMode): Promise<http.Server> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const sessionSecret = loadOrCreateSessionSecret(env.SESSION_SECRET, env.DATA_DIR);
  const storage = createStorage(env, sessionSecret);
  const limits = resolveLimits(env.limits);
  const job = housekeeping(database.db, storage, limits);
  const stopHousekeeping = scheduleHousekeeping(() => job.run(), limits.housekeepingIntervalMs);
  const publishing = publisher(database.db);
  // What the scheduler publishes is shown at once, and so is every write on any other process: the
  // anonymous cache forgets what it keeps (LISTEN/NOTIFY, server/services/content-change-channel.ts).
  const changes = contentChanges({ channel: databaseChangeChannel(database) });
  await changes.start();
  const schedulerNow = schedulerClock(env.E2E_SCHEDULER_CLOCK_FILE);
  const stopPublishing = schedulePublisher(
    () => publishing.run(schedulerNow()),
    limits.publishIntervalMs,
    () => changes.announce(),
  );
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: path.join(env.DATA_DIR, "outbox"),
    publicUrl: env.PUBLIC_URL,
  });
  const mail = outboxWorker(database.db, mailer);
  const newsletter = newsletterSender(database.db);
  const vapidKeys = loadOrCreateVapidKeys(
    { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
    env.DATA_DIR,
  );
  const push = pushOutboxWorker(
    database.db,
    pushSender({
      keys: vapidKeys,
      subject: vapidSubject({ configured: env.VAPID_SUBJECT, publicUrl: env.PUBLIC_URL, mailFrom: env.MAIL_FROM }),
    }),
  );
  const server = http.createServer();
  const live = liveHub(database);
  // Recorded only when someone can read them: a token for /metrics, or a metrics port.
  const metrics = env.METRICS_TOKEN || env.METRICS_PORT ? createAppMetrics() : undefined;
  const metricsServer =
    metrics && env.METRICS_PORT
      ? await listenForMetrics(metrics, { host: env.METRICS_HOST, port: env.METRICS_PORT, token: env.METRICS_TOKEN })
      : undefined;
  const shutDown = gracefulShutdown(server, {
    // Event streams never end by themselves: end them at once, and their browsers reconnect elsewhere.
    onSignal: () => void live.close(),
    cleanup: async () => {
      stopHousekeeping();
      stopPublishing();
      await changes.stop();
      // A batch being queued and a message being sent are finished before the database closes under them.
      await newsletter.stop();
      await mail.stop();
      await push.stop();
      mailer.close();
      await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
      await database.close();
    },
    graceMs: SHUTDOWN_GRACE_MS,
    exit: (code) => process.exit(code),
  });
  process.on("SIGTERM", () => shutDown("SIGTERM received"));
  process.on("SIGINT", () => shutDown("SIGINT received"));
  restartAfterUncaughtErrors(shutDown);

  const app = createApp({
    database,
    sessionSecret,
    storage,
    liveHub: live,
    limits,
    contentChanges: changes,
    trustProxy: env.TRUST_PROXY,
    isHstsEnabled: env.NODE_ENV === "production",
    isSecureCookieRequired: isSecureCookieRequired(env),
    isModeratorTwoFactorRequired: env.REQUIRE_MODERATOR_2FA,
    metrics,
    metricsToken: env.METRICS_TOKEN,
    // Under `npm run dev` every page is rendered anew, so an edited screen shows at once.
    isAnonymousCacheOn: env.ANONYMOUS_CACHE && clientMode !== "vite",
    siteUrl: env.PUBLIC_URL,
    pushPublicKey: vapidKeys.publicKey,
    isDevelopment: clientMode === "vite",
    serveClient: await clientFor(clientMode, server, env),
  });
  server.on("request", app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  mail.start();
  newsletter.start();
  push.start();
  const where = env.DATABASE_URL ? "PostgreSQL" : `embedded PostgreSQL in ${env.DATA_DIR}`;
  logger.info(`PawsWell is listening on http://localhost:${env.PORT} (${env.NODE_ENV}, ${where})`);
  for (const notice of env.notices) logger.warn(notice);
  if (env.E2E_SCHEDULER_CLOCK_FILE) {
    logger.warn(`The scheduler's clock is read from ${env.E2E_SCHEDULER_CLOCK_FILE} (browser tests only)`);
  }
  logger.info(
    mailer.kind === "smtp"
      ? "Mail is sent through SMTP_URL"
      : `Mail is written to ${path.join(env.DATA_DIR, "outbox")} (set SMTP_URL to send it)`,
  );
  if (metricsServer) logger.info(`Metrics are served on http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`);
  else if (metrics) logger.info("Metrics are served at /metrics to requests with METRICS_TOKEN");
  return server;
}
