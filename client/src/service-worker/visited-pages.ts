/**
 * The threads and stories a person last read open offline, read-only: their pages, and the app's
 * public reads of them (so moving between them inside the app works too), are fetched from the
 * network first and, when that fails or takes too long, shown as last kept. Only a visitor's copy
 * is kept (visitor-copies-only.ts: the server marks every answer to a signed-in member private),
 * and only a bounded number of each. A member's own page is never kept: the visitor's copy of the
 * same page is fetched beside it, without the session, and kept instead, so what a member read opens
 * offline too, as anyone may see it.
 */
import type { WorkboxPlugin } from "workbox-core/types";
import { ExpirationPlugin } from "workbox-expiration";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { isVisitorCopy, visitorCopiesOnly } from "./visitor-copies-only";
import { workerScope } from "./worker-scope";

/** The lists and pages of threads (/community) and stories (/stories). */
const THREADS_AND_STORIES = /^\/(community|stories)(\/[^/]+)?\/?$/;
/** What those pages read: the lists, an item, its replies, and the categories the lists filter by. */
const THEIR_READS = /^\/api\/((posts|stories)(\/[^/]+(\/replies)?)?|categories)\/?$/;
const MAX_PAGES = 30;
const MAX_READS = 90;
const MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
const NETWORK_TIMEOUT_SECONDS = 3;

function networkFirstKeeping(cacheName: string, maxEntries: number): NetworkFirst {
  return new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      visitorCopiesOnly,
      new ExpirationPlugin({ maxEntries, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    ],
    // The server varies answers by Cookie; a kept copy is a visitor's, right for anyone.
    matchOptions: { ignoreVary: true },
  });
}

/**
 * When a page shown is a member's own (so not kept), keeps the visitor's copy of it through `pages`.
 * Asked as the strategy is about to keep an answer, which it does for a navigation preload's answer
 * too (a fetch plugin would not see that one); it must come before visitorCopiesOnly, which refuses
 * the member's page and so ends the chain.
 */
function keepingVisitorCopyOfOwnPages(pages: NetworkFirst): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response, event }) => {
      if (request.mode === "navigate" && response.status === 200 && !isVisitorCopy(response)) {
        const visitorRequest = new Request(request.url, { credentials: "omit" });
        event.waitUntil(pages.handle({ event, request: visitorRequest }).catch(() => undefined));
      }
      return response;
    },
  };
}

export function keepVisitedPagesOffline(): void {
  const pages = networkFirstKeeping("visited-pages", MAX_PAGES);
  pages.plugins.unshift(keepingVisitorCopyOfOwnPages(pages));
  registerRoute(({ request, url }) => request.mode === "navigate" && THREADS_AND_STORIES.test(url.pathname), pages);
  registerRoute(
    ({ url }) => url.origin === workerScope.location.origin && THEIR_READS.test(url.pathname),
    networkFirstKeeping("visited-reads", MAX_READS),
    "GET",
  );
}
