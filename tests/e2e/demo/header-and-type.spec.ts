/**
 * The header and the type on the demo content: help in a phone's bar, Escape closing the menu, a
 * member greeted at every desktop width without the bar wrapping, Join to Post for a visitor, and
 * one typeface that does not move the page when it arrives.
 */
import { expect, test, type Page } from "../app-test";
import { delayTheApp } from "../delay-the-app";
import { headerMisfits } from "../header-misfits";
import { E2E_PASSWORD, MODERATOR, logInInBrowser, uniqueUsername } from "../helpers";

const PHONES = [320, 375];
const DESKTOPS = [1024, 1280, 1440];

/**
 * The families the first element with words matching each selector is drawn in, as Chromium
 * reports them (the fonts really used, not the CSS list).
 */
async function renderedFamilies(page: Page, selectors: string[]): Promise<Record<string, string[]>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const families: Record<string, string[]> = {};
  for (const selector of selectors) {
    const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector });
    for (const nodeId of nodeIds) {
      const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
      if (fonts.length === 0) continue;
      families[selector] = fonts.map((font) => font.familyName);
      break;
    }
    expect(families[selector], `words in a ${selector} on the page`).toBeDefined();
  }
  await cdp.detach();
  return families;
}

/** The width of an element's words (not of its box). */
const textWidth = (element: Element) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return range.getBoundingClientRect().width;
};

test.describe("on a phone", () => {
  for (const width of PHONES) {
    test(`'Get help now' is in the bar on the first screen at ${width} px, for a visitor and a member`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      for (const who of ["visitor", "member"]) {
        if (who === "member") {
          const username = uniqueUsername("help");
          expect(
            (
              await page.request.post("/api/register", {
                data: { username, password: E2E_PASSWORD, ageConfirmed: true },
              })
            ).status(),
          ).toBe(201);
          await logInInBrowser(page, username, E2E_PASSWORD);
        }
        for (const path of ["/", "/community", "/stories", "/pets-social"]) {
          await page.goto(path);
          const help = page.getByRole("banner").getByRole("link", { name: "Get help now" });
          await expect(help, `${who} on ${path}`).toBeInViewport();
          await expect(page.locator("#mobile-menu")).toHaveCount(0);
          const box = (await help.boundingBox())!;
          expect(box.height, "a thumb-sized target").toBeGreaterThanOrEqual(44);
          expect(await headerMisfits(page), `${who} on ${path} at ${width} px`).toEqual([]);
        }
        await page.getByRole("banner").getByRole("link", { name: "Get help now" }).click();
        await expect(page).toHaveURL(/\/crisis$/);
        await expect(page.getByRole("heading", { level: 1, name: "Get help now" })).toBeVisible();
      }
    });
  }

  test("Escape closes the phone menu and puts the focus back on its button", async ({ page }) => {
    await page.goto("/community");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu.getByRole("link", { name: "Stories" })).toBeVisible();
    // From the button itself, and from inside the menu.
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.keyboard.press("Enter");
    await menu.getByRole("link", { name: "Stories" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await expect(page).toHaveURL(/\/community$/);
  });
});

test.describe("on a laptop", () => {
  test("a member with a long name, and a moderator, are greeted at 1024, 1280 and 1440 px, the bar on one line", async ({
    page,
  }) => {
    // The long name; already there when this walk runs again on the same server.
    const username = "a-very-long-member-name-here";
    const registered = await page.request.post("/api/register", {
      data: { username, password: E2E_PASSWORD, ageConfirmed: true },
    });
    expect([201, 409]).toContain(registered.status());
    for (const [who, name, password] of [
      ["member", username, E2E_PASSWORD],
      ["moderator", MODERATOR.username, MODERATOR.password],
    ] as const) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await logInInBrowser(page, name, password);
      for (const width of DESKTOPS) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of ["/", "/community"]) {
          await page.goto(path);
          const greeting = page.getByRole("banner").getByRole("button", { name: `Welcome, ${name}` });
          await expect(greeting, `${who} at ${width} px on ${path}`).toBeVisible();
          await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
          await expect(page.getByRole("banner").getByRole("link", { name: "Get help now" })).toBeVisible();
          expect(await headerMisfits(page), `${who} at ${width} px on ${path}`).toEqual([]);
        }
        await page.screenshot({ path: test.info().outputPath(`${who}-${width}.png`) });
      }
      // The greeting opens the member's own pages; Escape puts them away again.
      const greeting = page.getByRole("banner").getByRole("button", { name: `Welcome, ${name}` });
      await greeting.click();
      const account = page.getByRole("navigation", { name: "Your account" });
      await expect(account.getByRole("link", { name: "AI Preferences" })).toBeVisible();
      await expect(account.getByRole("link", { name: "Settings" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(account).toHaveCount(0);
      await expect(greeting).toBeFocused();
      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    }
  });

  test("a visitor on /community sees Join to Post and the banner's Login and Sign Up, the header's way in bringing them back", async ({
    page,
  }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/community");
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: "Join to Post" })).toBeInViewport();
      await expect(main.getByRole("link", { name: "Login", exact: true })).toBeVisible();
      await expect(main.getByRole("link", { name: "Sign Up", exact: true })).toBeVisible();
    }
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login?next=%2Fcommunity");
    await expect(banner.getByRole("link", { name: "Join Community" })).toHaveAttribute(
      "href",
      "/signup?next=%2Fcommunity",
    );
    await page.getByRole("main").getByRole("link", { name: "Join to Post" }).click();
    await expect(page).toHaveURL(/\/signup\?next=%2Fnew-post$/);
  });
});

test.describe("one typeface", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("headings, text and buttons are all drawn in Inter, on the home page and /community", async ({ page }) => {
    // The home page has all three levels of heading; /community's cards are h2s.
    for (const [path, headings] of [
      ["/", ["h1", "h2", "h3"]],
      ["/community", ["h1", "h2"]],
    ] as const) {
      await page.goto(path);
      // Inter's files are asked for once the app is ready (client/src/web-fonts.css): wait for them.
      await page.waitForFunction(() =>
        [...document.fonts].some((face) => face.family.replace(/"/g, "") === "Inter" && face.status === "loaded"),
      );
      await page.evaluate(() => document.fonts.ready);
      const families = await renderedFamilies(page, [
        ...headings,
        "main p",
        "main button, main a[class*='rounded-lg']",
        "header nav a",
      ]);
      // One face per weight: "Inter", "Inter SemiBold", "Inter Bold"...
      for (const [selector, used] of Object.entries(families)) {
        for (const family of used) expect(family, `${selector} on ${path}`).toMatch(/^Inter( [A-Za-z]+)?$/);
      }
      const declared = await page.evaluate(() =>
        ["h1", "h2", "h3", "p", "button"].map((tag) => getComputedStyle(document.querySelector(tag)!).fontFamily),
      );
      for (const family of declared) expect(family).toMatch(/^"?Inter"?,/);
      // Fetched once, from our own origin.
      const faces = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replace(/"/g, "") === "Inter" && face.status === "loaded")
          .map((face) => face.weight),
      );
      expect(faces).toEqual(expect.arrayContaining(["400", "700"]));
    }
  });

  test("Inter's files are asked for once the app is ready, never with the page", async ({ page }) => {
    // Fetched with the page, they shared a phone's first round trips with its stylesheet and held
    // its first paint back (client/src/web-fonts.css).
    const html = await (await page.request.get("/community")).text();
    expect(html.slice(0, html.indexOf("</head>"))).not.toMatch(/woff2|as="font"/);
    await delayTheApp(page, "/community", 1_500);
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(request.url());
    });
    await page.goto("/community", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(fonts, "no font file while the app is held back").toEqual([]);
    await page.locator("html[data-app-ready]").waitFor({ state: "attached" });
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    for (const url of fonts) expect(url).toMatch(/\/assets\/inter-latin-\d00-normal-[^/]+\.woff2$/);
  });

  for (const width of [375, 1280]) {
    test(`the home page's h1 and what follows it do not move when Inter arrives, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // Hold the font files back so the page paints first in the stand-in, then let them through.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.woff2$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto("/", { waitUntil: "domcontentloaded" });
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toBeVisible();
      const next = page.getByRole("heading", { name: "Featured This Week" });
      const measure = () =>
        Promise.all([
          h1.boundingBox(),
          h1.evaluate(textWidth),
          next.boundingBox(),
          renderedFamilies(page, ["h1"]),
        ]).then(([title, wordsWidth, below, used]) => ({ title: title!, wordsWidth, below: below!, family: used.h1! }));
      const before = await measure();
      expect(before.family.join(), "the stand-in draws the h1 while Inter is held back").not.toMatch(/Inter/);
      release();
      await page.evaluate(() => document.fonts.ready);
      await expect.poll(async () => (await measure()).family.join()).toMatch(/^Inter( [A-Za-z]+)?$/);
      const after = await measure();
      test.info().annotations.push({
        type: "h1 width",
        description: `${before.family.join(", ")} ${before.wordsWidth.toFixed(1)} px → ${after.family.join(", ")} ${after.wordsWidth.toFixed(1)} px`,
      });
      expect(after.title.height).toBe(before.title.height);
      expect(after.title.y).toBe(before.title.y);
      expect(Math.abs(after.wordsWidth - before.wordsWidth) / after.wordsWidth).toBeLessThan(0.04);
      expect(Math.abs(after.below.y - before.below.y)).toBeLessThanOrEqual(1);
    });
  }
});
