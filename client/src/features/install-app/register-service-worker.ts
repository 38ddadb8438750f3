/**
 * Registers the service worker (client/src/service-worker/sw.ts, built to /sw.js) once the page has
 * loaded, so it never competes with the page's first paint or the app's own files. Only in a
 * production build in a browser that has service workers: never under `npm run dev` (Vite serves
 * no worker) nor in the unit tests (jsdom has none).
 */
export const SERVICE_WORKER_URL = "/sw.js";

interface RegistrationContext {
  isProduction: boolean;
  navigator: Pick<Navigator, "serviceWorker"> | Partial<Pick<Navigator, "serviceWorker">>;
  document: Pick<Document, "readyState">;
  window: Pick<Window, "addEventListener">;
}

/** Whether this page should register the worker at all. */
export function canRegisterServiceWorker({
  isProduction,
  navigator,
}: Pick<RegistrationContext, "isProduction" | "navigator">): boolean {
  return isProduction && "serviceWorker" in navigator && navigator.serviceWorker !== undefined;
}

/** Registers the worker after the page's load event (at once if it has passed); a failure only costs offline use. */
export function registerServiceWorkerAfterLoad(
  context: RegistrationContext = {
    isProduction: import.meta.env.PROD,
    navigator: globalThis.navigator,
    document: globalThis.document,
    window: globalThis.window,
  },
): void {
  if (!canRegisterServiceWorker(context)) return;
  const register = () => {
    context.navigator.serviceWorker?.register(SERVICE_WORKER_URL, { scope: "/" }).catch(() => {
      // Private browsing or a refused worker: the site works as before, only not offline.
    });
  };
  if (context.document.readyState === "complete") register();
  else context.window.addEventListener("load", register, { once: true });
}
