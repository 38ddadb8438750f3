/**
 * The browser walks' `test`: @playwright/test's, with every page load waiting until the app has
 * taken the page over (html[data-app-ready], set by client/src/app.tsx). A server-rendered page
 * can be read at once, but its buttons work only once the app has hydrated it; a press before
 * then is held and replayed (client/src/lib/early-clicks.ts), which a walk should not lean on by
 * accident. A call that names its own `waitUntil` decides for itself, as a page with JavaScript
 * off must (it never gets the mark), or a walk that taps early on purpose (demo/early-clicks.spec.ts).
 */
import { test as base, type Page, type Response } from "@playwright/test";
import { startTestServer, type ServerContent, type TestServer } from "./test-server";

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

/** The worker-scoped options and fixtures below. */
interface WorkerFixtures {
  appReadyAfterLoads: void;
  /** What the worker's server holds at start: "demo" for the demo project (playwright.config.ts). */
  serverContent: ServerContent;
  /**
   * A file that needs a server nobody else has used sets its own name here (`test.use({ serverOf:
   * "empty-site" })`, at the top of the file): a worker option, so Playwright runs that file in a
   * worker, and on a server, of its own.
   */
  serverOf: string;
  /** The worker's own server: every test's baseURL, its data folder (mail) and its scheduler's clock. */
  server: TestServer;
}

export const test = base.extend<object, WorkerFixtures>({
  appReadyAfterLoads: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      waitForTheAppAfterEveryLoad(Object.getPrototypeOf(page) as Page);
      await page.close();
      await use();
    },
    { scope: "worker", auto: true },
  ],
  serverContent: ["plain", { scope: "worker", option: true }],
  serverOf: ["", { scope: "worker", option: true }],
  server: [
    async ({ serverContent }, use) => {
      const server = await startTestServer(serverContent);
      await use({ url: server.url, dataDir: server.dataDir, clockFile: server.clockFile });
      await server.stop();
    },
    // Copying a template and starting a server takes a few seconds, more on a busy machine.
    { scope: "worker", timeout: 180_000 },
  ],
  // Pages, requests and contexts made by hand (browser.newContext(), playwright.request.newContext({ baseURL })) all go to it.
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});
