/**
 * The browser walks' `test`: @playwright/test's, with every page load waiting until the app has
 * taken the page over (html[data-app-ready], set by client/src/app.tsx). A server-rendered page
 * can be read at once, but its buttons work only once the app has hydrated it; a press before
 * then is held and replayed (client/src/lib/early-clicks.ts), which a walk should not lean on by
 * accident. A call that names its own `waitUntil` decides for itself, as a page with JavaScript
 * off must (it never gets the mark), or a walk that taps early on purpose (demo/early-clicks.spec.ts).
 */
import { test as base, type Page, type Response } from "@playwright/test";

export * from "@playwright/test";

const APP_READY = "html[data-app-ready]";
const NAVIGATIONS = ["goto", "reload", "goBack", "goForward"] as const;

type Navigate = (this: Page, ...args: unknown[]) => Promise<Response | null>;

/** Patches Page's navigations once per worker, so pages made by hand (browser.newContext()) wait too. */
function waitForTheAppAfterEveryLoad(prototype: Page): void {
  const methods = prototype as unknown as Record<(typeof NAVIGATIONS)[number], Navigate>;
  for (const name of NAVIGATIONS) {
    const navigate = methods[name];
    methods[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
      // No response: a move within the app (Back to a client-side page), which loads no document.
      const isPage = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (isPage && options?.waitUntil === undefined) await this.locator(APP_READY).waitFor({ state: "attached" });
      return response;
    };
  }
}

export const test = base.extend<object, { appReadyAfterLoads: void }>({
  appReadyAfterLoads: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      waitForTheAppAfterEveryLoad(Object.getPrototypeOf(page) as Page);
      await page.close();
      await use();
    },
    { scope: "worker", auto: true },
  ],
});
