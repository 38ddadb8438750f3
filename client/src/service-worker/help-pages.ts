/**
 * /crisis and /guidelines open with no signal (docs/safety.md#safety-on-a-bad-day): their visitor's
 * copies are fetched when the worker installs, on the person's first visit to any page, and kept
 * fresh whenever they are opened online. The helplines for every country are in the app's code,
 * which is precached, so the page's country picker works offline too; tel: links need nothing.
 */
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import { visitorCopiesOnly } from "./visitor-copies-only";
import { workerScope } from "./worker-scope";

export const HELP_PAGES = ["/crisis", "/guidelines"] as const;

/** How long a navigation waits for the network before the kept copy is shown (a bad signal, not none). */
const NETWORK_TIMEOUT_SECONDS = 3;

const helpPages = new NetworkFirst({
  cacheName: "help-pages",
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [visitorCopiesOnly],
  // The pages vary by Cookie for the server; the kept copy is the visitor's, right for anyone.
  matchOptions: { ignoreVary: true },
});

/** Routes the help pages' navigations, and keeps their visitor's copies as the worker installs. */
export function keepHelpPagesOffline(): void {
  const isHelpPage = (pathname: string) => (HELP_PAGES as readonly string[]).includes(pathname);
  registerRoute(({ request, url }) => request.mode === "navigate" && isHelpPage(url.pathname), helpPages);
  workerScope.addEventListener("install", (event) => {
    // Without the session cookie: the copy kept is a visitor's, whoever is signed in.
    const requests = HELP_PAGES.map((path) => new Request(path, { credentials: "omit" }));
    event.waitUntil(Promise.all(requests.map((request) => helpPages.handle({ event, request }))));
  });
}
