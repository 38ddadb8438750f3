/**
 * The threads and stories a person last read open offline, read-only: their pages are fetched from
 * the network first and, when that fails or takes too long, shown as last kept. Only a visitor's
 * copy is kept (visitor-copies-only.ts), and only a bounded number of them.
 */
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { visitorCopiesOnly } from "./visitor-copies-only";

/** The lists and pages of threads (/community) and stories (/stories). */
const THREADS_AND_STORIES = /^\/(community|stories)(\/[^/]+)?\/?$/;
const MAX_PAGES = 30;
const MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
const NETWORK_TIMEOUT_SECONDS = 3;

export function keepVisitedPagesOffline(): void {
  registerRoute(
    ({ request, url }) => request.mode === "navigate" && THREADS_AND_STORIES.test(url.pathname),
    new NetworkFirst({
      cacheName: "visited-pages",
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        visitorCopiesOnly,
        new ExpirationPlugin({ maxEntries: MAX_PAGES, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true }),
      ],
      matchOptions: { ignoreVary: true },
    }),
  );
}
