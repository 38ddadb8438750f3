/**
 * PawsWell's service worker (built by vite-plugin-pwa's injectManifest from this file): the app's
 * files precached, help that opens offline, the last threads and stories read, a calm offline page
 * for anything else, and push notices. Each job is its own module; caching is Workbox's.
 *
 * A new deploy takes over at once (skipWaiting and clientsClaim), with no "reload?" prompt: pages
 * are asked for from the network first, so the next page opened is the new deploy's, and a person
 * on a bad day is never asked to decide about an update. The previous deploy's precache is removed.
 */
import { clientsClaim } from "workbox-core";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { keepHelpPagesOffline } from "./help-pages";
import { showOfflinePageWhenNoNetwork } from "./offline-fallback";
import { showPushNotices } from "./push";
import { keepVisitedPagesOffline } from "./visited-pages";
import { workerScope } from "./worker-scope";

declare const self: { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

void workerScope.skipWaiting();
clientsClaim();
// A page's request starts while the worker itself starts, not after: the worker costs a controlled
// page's navigation only the worker's start-up overlapping the request (the strategies take the preloaded answer).
enableNavigationPreload();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
keepHelpPagesOffline();
keepVisitedPagesOffline();
showOfflinePageWhenNoNetwork();
showPushNotices();
