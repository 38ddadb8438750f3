/** Mounts every router: health and object files at the root, then the account and resource routers under /api. */
import { Router, type RequestHandler } from "express";
import type { AppPassport } from "./auth/passport";
import type { Limits } from "./config/limits";
import type { DatabaseHandle } from "./db";
import type { AddressHasher } from "./lib/address-hash";
import type { ContentChanges } from "./lib/content-changes";
import { apiNotFound } from "./middleware/error-handler";
import { PERSONAL_PATHS, privateAnswers } from "./middleware/private-answers";
import { refuseSuspendedWrites } from "./middleware/suspension";
import { accountSessionsRouter } from "./routes/account-sessions.routes";
import { accountSettingsRouter } from "./routes/account-settings.routes";
import { appearanceRouter } from "./routes/appearance.routes";
import { accountDataRouter } from "./routes/account-data.routes";
import { accountEmailRouter } from "./routes/account-email.routes";
import { authRouter } from "./routes/auth.routes";
import { blogPageRedirectRouter, blogRouter } from "./routes/blog.routes";
import { categoriesRouter } from "./routes/categories.routes";
import { contactMessagesRouter } from "./routes/contact-messages.routes";
import { contentWarningSettingsRouter } from "./routes/content-warning-settings.routes";
import { featuredRouter } from "./routes/featured.routes";
import { feedsRouter } from "./routes/feeds.routes";
import { groupsRouter } from "./routes/groups.routes";
import { healthRouter } from "./routes/health.routes";
import { heroContentRouter } from "./routes/hero-content.routes";
import { memberOfTheMonthRouter } from "./routes/member-of-the-month.routes";
import { membersRouter } from "./routes/members.routes";
import { metricsRouter, type MetricsAccess } from "./routes/metrics.routes";
import { liveRouter } from "./routes/live.routes";
import { moderationRouter } from "./routes/moderation.routes";
import { newsletterRouter, oneClickUnsubscribeRouter } from "./routes/newsletter.routes";
import { notificationsRouter } from "./routes/notifications.routes";
import { objectFilesRouter } from "./routes/object-files.routes";
import { objectsRouter } from "./routes/objects.routes";
import { openApiRouter } from "./routes/openapi.routes";
import { petPhotosRouter } from "./routes/pet-photos.routes";
import { accountPasswordRouter, passwordRouter } from "./routes/password.routes";
import { postsRouter } from "./routes/posts.routes";
import { pushNoticesRouter } from "./routes/push-notices.routes";
import { reactionsRouter } from "./routes/reactions.routes";
import { recommendationsRouter } from "./routes/recommendations.routes";
import { popularPicks } from "./services/recommendations/popular-picks";
import { reportsRouter } from "./routes/reports.routes";
import { repliesRouter, threadRepliesRouter } from "./routes/replies.routes";
import { resourcesRouter } from "./routes/resources.routes";
import { robotsRouter } from "./routes/robots.routes";
import { searchRouter } from "./routes/search.routes";
import { siteImagesRouter } from "./routes/site-images.routes";
import { sitemapRouter } from "./routes/sitemap.routes";
import { storiesRouter } from "./routes/stories.routes";
import { twoFactorRouter } from "./routes/two-factor.routes";
import { userEngagementRouter } from "./routes/user-engagement.routes";
import { userPreferencesRouter } from "./routes/user-preferences.routes";
import { wellnessChallengesRouter } from "./routes/wellness-challenges.routes";
import { dataExportService } from "./services/data-export";
import { itemChangesService } from "./services/item-changes";
import { verifySecondFactor } from "./services/two-factor";
import type { LiveHub } from "./services/live-hub";
import { reactionsService } from "./services/reactions";
import { repliesService } from "./services/replies";
import type { RemoteImageFetcher } from "./services/image-imports";
import type { ObjectStorage } from "./storage/object-storage";

/** What the routers need; createApp builds it (its own type here, so routes.ts never imports app.ts). */
export interface RouteDeps {
  database: DatabaseHandle;
  storage: ObjectStorage;
  /** The app's limits, resolved once by createApp. */
  limits: Limits;
  /** The app's Passport, which the account routes log people in with. */
  passport: AppPassport;
  /** This process's live updates, which GET /api/live streams. */
  liveHub: LiveHub;
  /** What every /api request passes, in order, before any API router: write guards, JSON parser, session. */
  apiMiddleware: RequestHandler[];
  /**
   * The site's address (PUBLIC_URL, e.g. https://pawswell.example.org) that the sitemap, robots.txt
   * and feeds link with; never the request's Host, which a client chooses.
   */
  siteUrl: string;
  /** The image importer's fetch (server/lib/remote-image.ts). */
  fetchRemoteImage: RemoteImageFetcher;
  /** What browsers subscribe to push notices with (GET /api/push/key). */
  pushPublicKey: string;
  /** Who may read GET /metrics, and from which registry (server/routes/metrics.routes.ts). */
  metrics: MetricsAccess;
  /** Hashes a client address for keeping (server/lib/address-hash.ts): reports are weighed by their senders' addresses. */
  hashAddress: AddressHasher;
  /**
   * Where the site's committed changes are told (server/lib/content-changes.ts), for what is kept
   * until a change (the popular picks); none when the app does not hear every commit (a test's app).
   */
  contentChanges?: Pick<ContentChanges, "onChange">;
}

/** Every route of the app as one router, in the order that matters (see the comments inside). */
export function appRouter({
  database,
  storage,
  limits,
  passport,
  apiMiddleware,
  liveHub,
  siteUrl,
  fetchRemoteImage,
  pushPublicKey,
  metrics,
  hashAddress,
  contentChanges,
}: RouteDeps): Router {
  const { db } = database;
  const router = Router();
  // Before the /api guards and the JSON parser: probes and image bytes need neither, nor a session
  // (only a file the public may not see reads the session, through the API's own chain).
  router.use(healthRouter(database));
  router.use(metricsRouter(metrics));
  router.use(objectFilesRouter(db, storage, apiMiddleware));
  // Before the web client is served: an article's old page address answers 301 to its new one.
  router.use(blogPageRedirectRouter(db));
  // Before the web client too, and like it public (no session): what crawlers and feed readers fetch.
  router.use(robotsRouter(siteUrl));
  router.use(sitemapRouter({ db, siteUrl, pageSize: limits.sitemapPageSize }));
  router.use(feedsRouter({ db, siteUrl }));
  // Before the /api guards too: a mail program's one-click unsubscribe (RFC 8058) is cross-site and form-encoded.
  router.use(oneClickUnsubscribeRouter({ db, limits }));

  const api = Router();
  api.use(...apiMiddleware);
  // After the session middleware, which tells who is logged in: no cache keeps personal answers.
  api.use(PERSONAL_PATHS, privateAnswers());
  api.use(privateAnswers((req) => Boolean(req.user)));
  // After the session middleware, before every router: a suspended member reads but does not write.
  api.use(refuseSuspendedWrites(db, hashAddress));
  // After the session middleware: logging in and out needs the session.
  api.use(authRouter({ db, passport, limits }));
  api.use(openApiRouter());
  api.use("/categories", categoriesRouter(db));
  api.use("/featured", featuredRouter(db, storage));
  const replies = repliesService(db, limits);
  api.use("/posts/:id/replies", threadRepliesRouter(replies, "post"));
  api.use("/stories/:id/replies", threadRepliesRouter(replies, "story"));
  api.use("/pet-photos/:id/replies", threadRepliesRouter(replies, "photo"));
  api.use("/replies", repliesRouter(db, replies));
  api.use("/notifications", notificationsRouter(db));
  api.use("/live", liveRouter(liveHub, db));
  const reactions = reactionsService(db);
  api.use("/posts/:id/reactions", reactionsRouter(reactions, "post"));
  api.use("/replies/:id/reactions", reactionsRouter(reactions, "reply"));
  api.use("/stories/:id/reactions", reactionsRouter(reactions, "story"));
  api.use("/pet-photos/:id/reactions", reactionsRouter(reactions, "photo"));
  const changes = itemChangesService(db, storage);
  api.use("/posts", postsRouter(db, changes));
  api.use("/stories", storiesRouter(db, limits.guestPostsPerAddress, changes));
  api.use("/groups", groupsRouter(db, limits.guestPostsPerAddress));
  api.use("/resources", resourcesRouter(db, storage));
  api.use("/blog", blogRouter(db, storage));
  api.use("/search", searchRouter(db));
  api.use("/hero-content", heroContentRouter(db));
  api.use("/objects", objectsRouter(db, storage, limits));
  api.use("/pet-photos", petPhotosRouter(db, storage, limits.guestPostsPerAddress, changes));
  api.use("/wellness-challenges", wellnessChallengesRouter(db, storage, limits.challengesPerMember));
  api.use("/member-of-the-month", memberOfTheMonthRouter(db, storage));
  api.use("/members", membersRouter(db));
  api.use("/recommendations", recommendationsRouter(db, contentChanges && popularPicks(contentChanges)));
  api.use("/user-preferences", userPreferencesRouter(db));
  api.use("/user-engagement", userEngagementRouter(db));
  api.use("/content-warning-settings", contentWarningSettingsRouter(db));
  api.use("/reports", reportsRouter(db, limits, hashAddress));
  api.use("/account/sessions", accountSessionsRouter(db, limits.sessionIdleMs));
  api.use("/account/settings", accountSettingsRouter(db));
  api.use("/account/appearance", appearanceRouter(db));
  api.use("/push", pushNoticesRouter(db, pushPublicKey));
  // Before the moderation router, whose moderator check covers everything it is passed.
  api.use("/moderation", siteImagesRouter(db, storage, fetchRemoteImage));
  api.use("/moderation", moderationRouter(db, storage));
  // The blog's newsletter (docs/decisions.md#a-real-newsletter; subscribing, confirming and
  // unsubscribing need no login).
  api.use("/newsletter", newsletterRouter({ db, limits }));
  // Contact Us (docs/decisions.md#footer-pages; anyone sends; moderators read the inbox in /admin).
  api.use("/contact-messages", contactMessagesRouter({ db, limits }));
  // Email for recovery (verifying a link needs no login: mounted before the data router, which asks
  // for one), and passwords after sign-up.
  api.use("/account/email", accountEmailRouter({ db, limits }));
  api.use("/account/password", accountPasswordRouter({ db, limits }));
  api.use("/password", passwordRouter({ db, limits }));
  api.use("/account/two-factor", twoFactorRouter({ db, limits }));
  // "Export my data" and "Delete my account" (docs/features.md#your-account; a member with
  // two-factor on confirms with a code).
  api.use(
    "/account",
    accountDataRouter({
      db,
      storage,
      exports: dataExportService(db, storage),
      confirmSecondFactor: (userId, code) => verifySecondFactor(db, userId, { code }),
      limits,
    }),
  );
  // Last: an /api path no router answered is a JSON 404, never the web client's page.
  api.use(apiNotFound);
  router.use("/api", api);
  return router;
}
