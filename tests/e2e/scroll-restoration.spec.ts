/**
 * Moving between pages stays in the browser, opens each new page at its top, and Back and Forward
 * return to where each page was left
 * (docs/features.md#link-previews-search-engines-feeds-and-moving-about): on a phone and on a
 * desktop.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "./app-test";
import { MODERATOR, logInByApi } from "./helpers";

/** More than one page of the list (20), so the community page is several screens tall. */
const POST_COUNT = 24;
/** A post long enough that its own page scrolls too. */
const LONG_TEXT = Array.from(
  { length: 40 },
  (_, line) => `Line ${line + 1}: an evening walk with the dog, and the quiet that comes after it.`,
).join("\n\n");

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the window to `top` and waits until the browser has painted it there. */
async function scrollTo(page: Page, top: number): Promise<number> {
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return scrollY(page);
}

async function expectScrolledTo(page: Page, top: number): Promise<void> {
  await expect.poll(() => scrollY(page)).toBeGreaterThanOrEqual(top - 3);
  await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(top + 3);
}

test.describe("scroll position between pages", () => {
  let moderatorApi: APIRequestContext;
  const created: string[] = [];
  const stamp = Date.now().toString(36);
  const titleOf = (index: number) => `Scroll walk ${stamp} number ${index}`;

  // Other specs count the community's posts: everything made here is removed afterwards.
  test.beforeAll(async ({ baseURL }) => {
    moderatorApi = await playwrightRequest.newContext({ baseURL });
    await logInByApi(moderatorApi, MODERATOR.username, MODERATOR.password);
    for (let index = 1; index <= POST_COUNT; index += 1) {
      const response = await moderatorApi.post("/api/posts", {
        data: { title: titleOf(index), category: "general-wellness", content: LONG_TEXT },
      });
      expect(response.status(), titleOf(index)).toBe(201);
      created.push(`/api/posts/${((await response.json()) as { id: string }).id}`);
    }
  });

  test.afterAll(async () => {
    for (const url of created.reverse()) expect((await moderatorApi.delete(url)).status(), url).toBe(204);
    await moderatorApi.dispose();
  });

  async function walk(page: Page): Promise<void> {
    await page.goto("/community");
    // Newest first: the twelfth newest is about halfway down the first page.
    const target = page.getByRole("link", { name: titleOf(POST_COUNT - 11), exact: true });
    await expect(target).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`^Scroll walk ${stamp} number`) })).toHaveCount(20);

    // Scroll the list so the post sits in view, well below the top, and open it.
    const linkTop = await target.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const listTop = await scrollTo(page, linkTop - 250);
    expect(listTop, "the list is scrolled well down").toBeGreaterThan(1000);
    await target.click();

    await expect(page).toHaveURL(/\/community\/[0-9a-f-]+$/);
    const itemUrl = page.url();
    await expect(page.getByRole("heading", { level: 1, name: titleOf(POST_COUNT - 11) })).toBeVisible();
    await expectScrolledTo(page, 0);
    // Keyboard and screen reader users start on the new content, not on a link that is gone.
    await expect(page.getByRole("main")).toBeFocused();
    const itemTop = await scrollTo(page, 600);
    expect(itemTop, "the post's own page scrolls").toBeGreaterThan(300);

    await page.goBack();
    await expect(page).toHaveURL(/\/community$/);
    await expectScrolledTo(page, listTop);
    await expect(target).toBeInViewport();

    await page.goForward();
    await expect(page).toHaveURL(itemUrl);
    await expect(page.getByRole("heading", { level: 1, name: titleOf(POST_COUNT - 11) })).toBeVisible();
    await expectScrolledTo(page, itemTop);

    // A reload keeps the place too (this tab's session storage); the list loads again first.
    await page.goBack();
    await expectScrolledTo(page, listTop);
    await page.reload();
    await expect(target).toBeVisible();
    await expectScrolledTo(page, listTop);
  }

  test.describe("on a 375 px phone", () => {
    test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });
    test("a new page opens at its top; Back and Forward return to where each was left", async ({ page }) => {
      await walk(page);
    });
  });

  test.describe("on a desktop", () => {
    test("a new page opens at its top; Back and Forward return to where each was left", async ({ page }) => {
      await walk(page);
    });
  });
});
