/**
 * A picture of every public page at a phone's width and a desktop's, for a visitor and for a
 * member, saved under artifacts/screenshots/ so a person can look the whole site over after each
 * run (docs/decisions.md#layout-that-holds). Each page must also settle and fit its width: nothing
 * scrolls sideways.
 */
import path from "node:path";
import { expect, test, type Page } from "./app-test";
import { DESKTOP, PHONE } from "./a11y-helpers";
import { logInInBrowser, MEMBER } from "./helpers";
import { EVERY_ROUTE, makeOneOfEach, removeOneOfEach, routePaths, type ItemKeys } from "./one-of-each";

export const SCREENSHOT_DIR = path.join("artifacts", "screenshots");

const MEMBERS_ONLY = ["/notifications", "/preferences", "/settings"];
const PUBLIC_PAGES = EVERY_ROUTE.filter((pattern) => !pattern.startsWith("/admin") && !MEMBERS_ONLY.includes(pattern));
const WIDTHS = [PHONE, DESKTOP];

/** "/" → "home", "/stories/:id" → "stories-id", "/no-such-page" → "no-such-page". */
function fileNameOf(pattern: string): string {
  return pattern === "/" ? "home" : pattern.slice(1).replace(/[/:]+/g, "-");
}

let itemKeys: ItemKeys = {};

test.beforeAll(async ({ playwright, baseURL }) => {
  itemKeys = await makeOneOfEach(playwright, baseURL!);
});

test.afterAll(async ({ playwright, baseURL }) => {
  await removeOneOfEach(playwright, baseURL!, itemKeys);
});

/** Opens each page at each width, checks it settled and fits, and saves its full-page picture. */
async function photograph(page: Page, patterns: string[], who: string): Promise<void> {
  const paths = routePaths(patterns, itemKeys);
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const [index, pattern] of patterns.entries()) {
      const pagePath = paths[index]!;
      await page.goto(pagePath);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect.soft(overflow, `${pagePath} scrolls sideways at ${size.width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, who, `${fileNameOf(pattern)}-${size.width}.png`),
        fullPage: true,
        animations: "disabled",
      });
    }
  }
}

test.describe("screenshots of every public page", () => {
  // Some twenty-five pages at two widths, each waiting for its data.
  test.describe.configure({ timeout: 180_000 });

  test("for a visitor", async ({ page }) => {
    await photograph(page, PUBLIC_PAGES, "visitor");
  });

  test("for a member, with their own pages", async ({ page }) => {
    await logInInBrowser(page, MEMBER.username, MEMBER.password);
    await photograph(page, [...PUBLIC_PAGES, ...MEMBERS_ONLY], "member");
  });
});
