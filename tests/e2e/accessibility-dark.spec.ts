/**
 * The dark theme passes axe too (docs/accessibility.md): every screen of the router, for a visitor
 * and for a member, at 375 px and on a desktop, with the system asking for dark (no choice made, so
 * the stylesheet's prefers-color-scheme branch is what is checked), the appearance dialog open, and
 * the moderators' admin tabs with their forms open.
 * Its own file, server and worker, so it runs beside the light walk (accessibility.spec.ts).
 */
import { expect, test, type Page } from "./app-test";
import { DESKTOP, expectAdminTabsAccessible, expectNoAxeViolations, PHONE } from "./a11y-helpers";
import { logInInBrowser, MEMBER, MODERATOR } from "./helpers";
import { EVERY_ROUTE, makeOneOfEach, removeOneOfEach, routePaths, type ItemKeys } from "./one-of-each";

/** The dark canvas (client/src/index.css), as getComputedStyle writes it. */
const DARK_CANVAS = "rgb(17, 24, 27)";

test.use({ serverOf: "accessibility-dark", colorScheme: "dark" });
// Each test walks every screen and runs axe on each (a few seconds apiece on a loaded machine).
test.describe.configure({ timeout: 300_000 });

let itemKeys: ItemKeys = {};

test.beforeAll(async ({ playwright, baseURL }) => {
  itemKeys = await makeOneOfEach(playwright, baseURL!);
});

test.afterAll(async ({ playwright, baseURL }) => {
  await removeOneOfEach(playwright, baseURL!, itemKeys);
});

/** Waits for the screen's data: some screens have no h1 for everyone (an article preview for a visitor). */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Every screen in dark, then the footer's appearance dialog. */
async function walk(page: Page, who: string): Promise<void> {
  for (const path of routePaths(EVERY_ROUTE, itemKeys)) {
    await page.goto(path);
    await settle(page);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect.soft(background, `${who} ${path} is dark`).toBe(DARK_CANVAS);
    await expectNoAxeViolations(page, `dark ${who} ${path}`);
  }
  await page.goto("/");
  await settle(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "Appearance" }).click();
  await expect(page.getByRole("dialog", { name: "Appearance" })).toBeVisible();
  await expectNoAxeViolations(page, `dark ${who} appearance dialog`, '[role="dialog"]');
}

for (const { name, size } of [
  { name: "375px", size: PHONE },
  { name: "desktop", size: DESKTOP },
]) {
  test(`dark, logged out at ${name}: every screen and the appearance dialog`, async ({ page }) => {
    await page.setViewportSize(size);
    await walk(page, `logged out ${name}`);
  });

  test(`dark, a member at ${name}: every screen and the appearance dialog`, async ({ page }) => {
    await page.setViewportSize(size);
    await logInInBrowser(page, MEMBER.username, MEMBER.password);
    await walk(page, `member ${name}`);
  });
}

test("dark, the moderator at 375px: every admin tab with its form open", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
  await page.goto("/admin");
  await settle(page);
  await expectAdminTabsAccessible(page, "dark moderator");
});
