/**
 * The installable app (client/src/service-worker/, vite.config.ts's installableApp): the manifest
 * and its icons, the service worker's registration and control of the page, Chromium's own
 * installability check (what Lighthouse's PWA category ran before Lighthouse 12 dropped it), help
 * that opens with the network off after one visit, the calm offline page, a thread read before
 * opening offline, and when the install offer may show. Installs nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { request as playwrightRequest, type Browser, type BrowserContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./app-test";
import { logInByApi, MEMBER, MODERATOR, uniqueUsername } from "./helpers";
import { expectNoAxeViolations, PHONE } from "./a11y-helpers";

/** A page of a fresh visitor's browser (its own service worker and storage), on a phone in the UK. */
async function visitorPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: "en-GB" });
  return { context, page: await context.newPage() };
}

/** Waits until the service worker controls `page` and has kept the help pages (its install is done). */
async function untilWorkerReady(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  await page.waitForFunction(async () => (await (await caches.open("help-pages")).keys()).length === 2, undefined, {
    timeout: 30_000,
    polling: 250,
  });
}

/** A new thread by the moderator, through the API: its id and title. */
async function startThread(baseURL: string): Promise<{ id: string; title: string }> {
  const author = await playwrightRequest.newContext({ baseURL });
  await logInByApi(author, MODERATOR.username, MODERATOR.password);
  const title = uniqueUsername("Rainy evenings with a shy cat");
  const created = await author.post("/api/posts", {
    data: { title, content: "She sits by the window and so do I; it helps.", category: "general" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await author.dispose();
  return { id, title };
}

// Every other walk blocks service workers (playwright.config.ts); this one is about them.
test.use({ serviceWorkers: "allow" });

const installOffer = (page: Page) => page.getByRole("complementary", { name: "Keep PawsWell on your home screen" });

/** What Chromium would fire when it can install the site, made by hand (headless Chromium may never fire it). */
async function browserOffersInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: "dismissed" }),
    });
    window.dispatchEvent(event);
  });
}

test("the manifest names the app, its colours, its shortcuts and icons that are real PNGs of their sizes", async ({
  page,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const answer = await page.request.get(href!);
  expect(answer.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    description: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({
    name: "PawsWell",
    short_name: "PawsWell",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#0f5f58",
    background_color: "#fdfcf8",
  });
  expect(manifest.description.length).toBeGreaterThan(20);
  expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
    ["New Post", "/new-post"],
    ["Get help now", "/crisis"],
  ]);
  expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  const icons = [...manifest.icons, { src: appleTouch!, sizes: "180x180", type: "image/png" }];
  for (const icon of icons) {
    const file = await page.request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    const { format, width, height } = await sharp(await file.body()).metadata();
    expect(`${format} ${width}x${height}`, icon.src).toBe(`png ${icon.sizes}`);
  }
});

test("the service worker registers, controls the page, and Chromium finds nothing stopping an install", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A browser profile on disk: Chromium refuses to install anything from an incognito one, which
  // every context of the shared browser is ("in-incognito"), whatever the site.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-installable-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: PHONE,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await untilWorkerReady(page);
    const registration = await page.evaluate(async () => {
      const ready = await navigator.serviceWorker.ready;
      return { scope: ready.scope, script: ready.active?.scriptURL };
    });
    expect(new URL(registration.scope).pathname).toBe("/");
    expect(new URL(registration.script!).pathname).toBe("/sw.js");
    const worker = await page.request.get("/sw.js");
    expect(worker.headers()["cache-control"]).toBe("no-cache");

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test("after one visit to the home page, /crisis and /guidelines open with the network off, tel: links and all", async ({
  browser,
}) => {
  const { context, page } = await visitorPage(browser);
  await page.goto("/");
  await untilWorkerReady(page);
  await context.setOffline(true);

  await page.goto("/crisis");
  await expect(page.getByRole("heading", { level: 1, name: "Get help now" })).toBeVisible();
  // The country picker works offline (the app's code is kept): the UK's lines for an en-GB browser.
  await expect(page.getByRole("link", { name: "Call 999" })).toHaveAttribute("href", "tel:999");
  await expect(page.getByRole("link", { name: "Call 116 123" }).first()).toBeVisible();

  await page.goto("/guidelines");
  await expect(page.getByRole("heading", { level: 1, name: "Community guidelines" })).toBeVisible();
  await context.close();
});

test("offline, a page never opened shows the calm offline page with the helplines, and a thread read before opens", async ({
  browser,
  baseURL,
}) => {
  const { id, title } = await startThread(baseURL!);

  const { context, page } = await visitorPage(browser);
  await page.goto("/");
  await untilWorkerReady(page);
  // Read twice: opened from the list inside the app (the app's reads), then as a page of its own.
  await page.goto("/community");
  await page.getByRole("link", { name: title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.goto(`/community/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const keptReads = await page.evaluate(async () =>
    (await (await caches.open("visited-reads")).keys()).map((request) => new URL(request.url).pathname),
  );
  expect(keptReads).toContain(`/api/posts/${id}`);
  await context.setOffline(true);

  await page.goto("/groups", { waitUntil: "load" });
  await expect(page.getByRole("heading", { level: 1, name: "You're offline" })).toBeVisible();
  // The person's country first (the UK, from the browser's language), emergency numbers on top.
  const uk = page.locator('section[data-country="GB"]');
  await expect(uk.getByRole("link", { name: "Call 999" })).toBeVisible();
  await expect(uk.getByRole("link", { name: "Call 116 123" }).first()).toBeVisible();
  await expect(page.getByText("Helplines in other countries")).toBeVisible();
  await expect(page.locator('section[data-country="US"]')).toBeHidden();
  await expect(page.getByRole("link", { name: "Get help now" }).first()).toHaveAttribute("href", "/crisis");
  await page.screenshot({ path: test.info().outputPath("offline-page-375.png"), fullPage: true });
  await expectNoAxeViolations(page, "the offline page");
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page, "the offline page, dark");
  await page.screenshot({ path: test.info().outputPath("offline-page-dark-375.png") });
  await page.emulateMedia({ colorScheme: "light" });

  await page.goto(`/community/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // And inside the app: the list kept, the thread opened from it with the app's kept reads.
  await page.goto("/community");
  await page.getByRole("link", { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/community/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("She sits by the window and so do I; it helps.")).toBeVisible();
  await context.close();
});

test("the install offer never shows on a first visit nor on /crisis, and comes on a second visit's second screen", async ({
  browser,
}) => {
  const { context, page } = await visitorPage(browser);
  // First visit: two screens, and the browser offering to install on each.
  await page.goto("/");
  await browserOffersInstall(page);
  await page.goto("/community");
  await browserOffersInstall(page);
  await expect(installOffer(page)).toBeHidden();
  await page.close();

  // Second visit (a new tab's session): not on its first screen, not on /crisis, then on the next.
  const second = await context.newPage();
  await second.goto("/stories");
  await browserOffersInstall(second);
  await expect(installOffer(second)).toBeHidden();
  await second.goto("/crisis");
  await browserOffersInstall(second);
  await expect(installOffer(second)).toBeHidden();
  await second.goto("/community");
  await browserOffersInstall(second);
  await expect(installOffer(second)).toBeVisible();
  await second.screenshot({ path: test.info().outputPath("install-offer-375.png") });
  await expectNoAxeViolations(second, "the install offer", "aside");
  await second.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(second, "the install offer, dark", "aside");
  await second.screenshot({ path: test.info().outputPath("install-offer-dark-375.png") });

  await installOffer(second).getByRole("button", { name: "Not now" }).click();
  await expect(installOffer(second)).toBeHidden();
  await second.goto("/stories");
  await browserOffersInstall(second);
  await expect(installOffer(second)).toBeHidden();
  await context.close();
});

test("nothing a signed-in member is shown is kept: their pages and reads are fetched, never stored, and a page they read is kept as a visitor sees it", async ({
  browser,
  baseURL,
}) => {
  const { id, title } = await startThread(baseURL!);
  const { context, page } = await visitorPage(browser);
  await logInByApi(page.request, MEMBER.username, MEMBER.password);
  await page.goto("/");
  await untilWorkerReady(page);
  await page.goto("/community");
  await expect(page.getByText(`Welcome, ${MEMBER.username}`).first()).toBeAttached();
  await page.getByRole("link", { name: title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/community/${id}$`));
  await page.reload();
  // The visitor's copy is fetched after the member's page is shown.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("visited-pages")).keys()).map((r) => r.url)))
    .toContain(`${baseURL}/community/${id}`);
  const kept = await page.evaluate(async () => {
    const keys = async (name: string) => (await (await caches.open(name)).keys()).map((request) => request.url);
    const texts = async (name: string) => {
      const cache = await caches.open(name);
      return Promise.all((await cache.keys()).map(async (request) => (await cache.match(request))!.text()));
    };
    return {
      pages: await keys("visited-pages"),
      reads: await keys("visited-reads"),
      pageTexts: await texts("visited-pages"),
      helpTexts: await texts("help-pages"),
    };
  });
  expect(kept.reads).toEqual([]);
  // The thread they read is kept as a visitor's copy, fetched without the session: it has the
  // thread, and nothing of the member's.
  const threadText = kept.pageTexts[kept.pages.indexOf(`${baseURL}/community/${id}`)]!;
  expect(threadText).toContain(title);
  expect(threadText).not.toContain(MEMBER.username);
  // The help pages kept are a visitor's copies too.
  expect(kept.helpTexts).toHaveLength(2);
  for (const text of kept.helpTexts) expect(text).not.toContain(MEMBER.username);
  await context.close();
});
