/** Builds the Express app from its dependencies; `index.ts` listens, tests use it directly. */
import express, { type Express } from "express";
import { sessionSetup } from "./auth/session";
import { resolveLimits, type Limits } from "./config/limits";
import type { DatabaseHandle } from "./db";
import { addressHasher } from "./lib/address-hash";
import { contentChanges, type ContentChanges } from "./lib/content-changes";
import { compressResponses } from "./middleware/compress-responses";
import { errorHandler } from "./middleware/error-handler";
import { logger } from "./lib/logger";
import { LOCAL_SITE_URL } from "./lib/site-url";
import { newVapidKeys } from "./lib/vapid-keys";
import { observeRequests } from "./middleware/observe-requests";
import { markModeratorsWithoutTwoFactor } from "./middleware/moderator-two-factor";
import { securityHeaders } from "./middleware/security-headers";
import { refuseCrossSiteWrites, requireJsonBody } from "./middleware/write-guards";
import { appRouter } from "./routes";
import { inProcessApi, keepInProcessApi } from "./client/in-process-api";
import { liveHub, type LiveHub } from "./services/live-hub";
import type { ObjectStorage } from "./storage/object-storage";
import { anonymousCache } from "./visitor-cache/anonymous-cache";
import type { AppMetrics } from "./metrics/app-metrics";
import { remoteImageFetcher, type RemoteImageFetcher } from "./services/image-imports";

export interface AppDeps {
  database: DatabaseHandle;
  /** Signs session cookies; never hard-coded (see server/lib/session-secret.ts). */
  sessionSecret: string;
  /** Where uploaded photos live (server/storage: local disk or Google Cloud Storage). */
  storage: ObjectStorage;
  /** Express "trust proxy": set when a load balancer terminates HTTPS in front of us. */
  trustProxy?: boolean | number | string;
  /** Installs whatever serves the web client (built files, or Vite in development). */
  serveClient?: (app: Express) => void;
  /** Where the process's content changes are told (start-server.ts shares it with the scheduler); a new one by default. */
  contentChanges?: ContentChanges;
  /** Rate limits and session lifetimes over the defaults in server/config/limits.ts (tests use small ones). */
  limits?: Partial<Limits>;
  /** Send Strict-Transport-Security (production). Off by default so tests and local http are unaffected. */
  isHstsEnabled?: boolean;
  /** Send the session cookie with Secure even over plain http (production unless ALLOW_INSECURE_HTTP). */
  isSecureCookieRequired?: boolean;
  /** This process's live updates; the app makes its own when not given (start-server closes its own on shutdown). */
  liveHub?: LiveHub;
  /** The client comes from Vite's dev server, whose inline scripts the CSP must then allow. */
  isDevelopment?: boolean;
  /** PUBLIC_URL (server/env.ts), which sitemaps, feeds and robots.txt link with; never the request's Host. */
  siteUrl?: string;
  /** How the image importer fetches a picture by its address (tests point it at a local server); the production rules by default. */
  fetchRemoteImage?: RemoteImageFetcher;
  /** REQUIRE_MODERATOR_2FA: moderator-only routes refuse a moderator without two-factor sign-in. */
  isModeratorTwoFactorRequired?: boolean;
  /** Prometheus metrics (server/metrics): recorded only when given, which start-server does when they are turned on. */
  metrics?: AppMetrics;
  /** ANONYMOUS_CACHE: visitors' public reads and pages answered from memory (server/visitor-cache); on unless false. */
  isAnonymousCacheOn?: boolean;
  /** METRICS_TOKEN: GET /metrics answers with it as a bearer token; without it, 404 (see metrics.routes.ts). */
  metricsToken?: string;
  /**
   * The public half of the VAPID key pair push notices are signed with (server/lib/vapid-keys.ts),
   * handed to browsers to subscribe with; a new pair's when not given (a test's app).
   */
  pushPublicKey?: string;
}

/** The app over `deps`: builds what the routers need (limits, session, Passport) and mounts them via routes.ts. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", deps.trustProxy ?? false);
  app.set("query parser", "simple");
  // First, so the duration covers everything and every answer carries its request id. With logs
  // off (LOG_LEVEL=silent) and no metrics there is nothing to observe: the app runs without it.
  const { metrics } = deps;
  if (metrics || logger.level !== "silent") app.use(observeRequests({ recordRequest: metrics?.recordRequest }));
  app.use(
    securityHeaders({
      storageSources: deps.storage.browserSources,
      isHstsEnabled: deps.isHstsEnabled,
      isDevelopment: deps.isDevelopment,
    }),
  );
  const changes = deps.contentChanges ?? contentChanges();
  app.use(changes.watchWrites);
  // Before compression: a kept answer is sent in the encoding it already holds.
  if (deps.isAnonymousCacheOn ?? true) {
    app.use(
      anonymousCache({
        changes,
        observeCache: (read) => metrics?.watchCache("anonymous_reads", read),
      }),
    );
  }
  // gzip every compressible answer (API JSON, HTML, scripts, styles) once it is worth it: on a phone
  // the bytes cost more than the CPU. Under 1 KB the headers would eat the saving; images are
  // already compressed and the filter skips them.
  app.use(compressResponses({ threshold: 1024 }));
  const limits = resolveLimits(deps.limits);
  const live = deps.liveHub ?? liveHub(deps.database);
  metrics?.watchApp({ database: deps.database, liveHub: live });
  const auth = sessionSetup({
    db: deps.database.db,
    secret: deps.sessionSecret,
    limits,
    isSecureCookieRequired: deps.isSecureCookieRequired,
  });
  // Who is asking: the session, then REQUIRE_MODERATOR_2FA's mark. Every /api request runs them,
  // and a rendered page once for all its API reads (client/in-process-api.ts).
  const whoIsAsking = [
    auth.middleware,
    ...(deps.isModeratorTwoFactorRequired ? [markModeratorsWithoutTwoFactor(deps.database.db)] : []),
  ];
  const routes = appRouter({
    database: deps.database,
    storage: deps.storage,
    limits,
    passport: auth.passport,
    liveHub: live,
    metrics: { metrics, token: deps.metricsToken },
    hashAddress: addressHasher(deps.sessionSecret),
    siteUrl: deps.siteUrl ?? LOCAL_SITE_URL,
    pushPublicKey: deps.pushPublicKey ?? newVapidKeys().publicKey,
    fetchRemoteImage: deps.fetchRemoteImage ?? remoteImageFetcher(),
    // Only a process that hears every commit keeps what a change must drop (a test app without a
    // channel would not hear its writes straight into the database).
    contentChanges: changes.hearsCommits() ? changes : undefined,
    apiMiddleware: [refuseCrossSiteWrites, requireJsonBody, express.json({ limit: "1mb" }), ...whoIsAsking],
  });
  app.use(routes);
  keepInProcessApi(app, inProcessApi({ routes, whoIsAsking, app }));

  deps.serveClient?.(app);
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  app.use(errorHandler);
  return app;
}
