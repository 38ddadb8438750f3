/**
 * The app's loader on a server-rendered page (APP_LOADER=after-paint, the default; `early` loads
 * the app with the HTML): the server puts it in place of the app's own script
 * (server/client/app-after-paint.ts). The page is already drawn by its HTML and CSS. Downloading
 * the app at the same time would share a slow phone's bandwidth with the stylesheet and paint the
 * page later, so the app is asked for just after the first paint, and takes the page over when it
 * has run. Until then links work as plain links.
 *
 * The server names the entry and every chunk the page needs (the entry's imports, the screen's
 * own), so all download at once rather than each after the one that asks for it; then, at low
 * priority, the code of the dialogs and forms the screen can open, so a button pressed early
 * does not wait for its dialog's code after the app; and last the pages its buttons lead to
 * before the app is ready, unless the page's HTML already asked for them.
 */
/**
 * lib/early-clicks.ts's PAGE_BEFORE_READY_ATTRIBUTE, written out: importing it would make this
 * loader a module of the app's shared chunk's, so the browser would download and run that chunk
 * (72 KB) before the loader, with the page's first requests (load-app-after-paint.test.ts holds the
 * two together; the early-clicks walk checks the built loader imports nothing).
 */
const PAGE_BEFORE_READY_ATTRIBUTE = "data-page-before-ready";

const loader = document.querySelector<HTMLScriptElement>("script[data-app-modules]");
const list = (names: string | undefined) => names?.split(" ").filter(Boolean) ?? [];
const [entry, ...imports] = list(loader?.dataset.appModules);
const openable = list(loader?.dataset.appOpenable);

let isLoading = false;

/**
 * The pages the page's buttons lead to when pressed before the app is ready (New Post, Share Your
 * Story: lib/early-clicks.ts), where the page's HTML has not already asked for them: a browser with
 * speculation rules fetches those the server named (server/client/app-after-paint.ts, before the
 * app's files); any other gets a prefetch at the lowest priority after the app's own files, so
 * such a tap may open its page from the browser's cache (kept five minutes for a prefetch).
 */
function prefetchPagesBeforeReady(): void {
  const buttons = document.querySelectorAll(`#root [${PAGE_BEFORE_READY_ATTRIBUTE}]`);
  const pages = new Set([...buttons].map((button) => button.getAttribute(PAGE_BEFORE_READY_ATTRIBUTE) ?? ""));
  const isSpeculating = HTMLScriptElement.supports?.("speculationrules") ?? false;
  const rules = [...document.querySelectorAll('script[type="speculationrules"]')].map((rule) => rule.textContent ?? "");
  for (const href of pages) {
    if (!href.startsWith("/")) continue;
    if (isSpeculating && rules.some((text) => text.includes(JSON.stringify(href)))) continue;
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    document.head.append(link);
  }
}

function preload(href: string, priority: "auto" | "low"): void {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.crossOrigin = "";
  link.fetchPriority = priority;
  link.href = href;
  document.head.append(link);
}

function loadApp(): void {
  if (isLoading || !entry) return;
  isLoading = true;
  // Fetched beside the entry rather than after it has been read.
  for (const href of imports) preload(href, "auto");
  for (const href of openable) preload(href, "low");
  prefetchPagesBeforeReady();
  void import(/* @vite-ignore */ entry);
}

const FIRST_CONTENTFUL_PAINT = "first-contentful-paint";

/** Calls `then` once the page's content has first been painted, or at once if it already has. */
function afterFirstContentfulPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    // A frame's callbacks run just before it is painted, so a task queued from one runs after it.
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length) return;
    observer.disconnect();
    setTimeout(then, 0);
  });
  observer.observe({ type: "paint", buffered: true });
}

afterFirstContentfulPaint(loadApp);
// A tab opened in the background paints nothing until it is shown: load the app anyway.
setTimeout(loadApp, 1000);
