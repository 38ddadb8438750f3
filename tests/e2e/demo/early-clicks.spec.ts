/**
 * No tap is lost while the app is on its way: a rendered page shows its buttons at once, and a
 * button pressed before the app has taken the page over is held (it shows it is getting ready)
 * and pressed again once the app is ready (client/src/lib/early-clicks.ts). The app's entry script
 * is held back two seconds here, as a slow phone would wait for it.
 */
import { expect, test, type Page } from "../app-test";
import { delayTheApp } from "../delay-the-app";
import { logInInBrowser, MEMBER } from "../helpers";

const ENTRY_DELAY_MS = 2000;
const SHARE_PAGE = "/share-your-story";
const APP_READY = "html[data-app-ready]";

/** A thread of the demo content that has replies. */
async function threadWithReplies(page: Page): Promise<string> {
  const posts = (await (await page.request.get("/api/posts?limit=20")).json()) as { id: string }[];
  for (const { id } of posts) {
    const replies = (await (await page.request.get(`/api/posts/${id}/replies`)).json()) as unknown[];
    if (replies.length > 0) return `/community/${id}`;
  }
  throw new Error("No thread of the demo content has a reply");
}

test("Share Your Story, tapped before the app has arrived, leads at once to its page, where a story is written and shared", async ({
  page,
}) => {
  await delayTheApp(page, "/stories", ENTRY_DELAY_MS);
  await delayTheApp(page, SHARE_PAGE, ENTRY_DELAY_MS);
  // "commit": act as soon as the page is there, before the app (which the app-test would wait for).
  await page.goto("/stories", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Share Your Story", exact: true }).click();

  // Its page is drawn by the server: the form is there before the app, and takes words at once.
  await expect(page).toHaveURL(new RegExp(`${SHARE_PAGE}$`));
  const form = page.getByRole("form", { name: "Share Your Story" });
  await expect(form).toBeVisible();
  await expect(page.locator(APP_READY)).toHaveCount(0);
  await form.getByLabel("Author").fill("Robin");
  await form.getByLabel("Pet name").fill("Pickle");
  await form.getByLabel("Pet type").selectOption("dog");
  await form.getByLabel("Title").fill("Pickle waits by the door");
  await form.getByLabel("Content").fill("Every evening Pickle waits by the door, and the day gets lighter.");
  await page.screenshot({ path: test.info().outputPath("share-your-story-page-before-the-app.png") });
  // Sent before the app is ready: held, then sent once, with every word typed early.
  await form.getByRole("button", { name: "Share Story" }).click();
  await expect(page.getByText("Your story has been shared successfully!", { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/stories$/);
  await expect(page.getByRole("heading", { name: "Pickle waits by the door" })).toBeVisible();
});

test("a page asks at once, with its HTML, for the page its button leads to before the app, as its policy allows", async ({
  page,
}) => {
  await delayTheApp(page, "/stories", ENTRY_DELAY_MS);
  const refused: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  // The browser fetches it on its own, out of the page's sight: its DevTools say how it went.
  const devTools = await page.context().newCDPSession(page);
  const prefetched = new Promise<string>((resolve) => {
    devTools.on("Preload.prefetchStatusUpdated", ({ prefetchUrl, status }) => {
      if (new URL(prefetchUrl).pathname === SHARE_PAGE && (status === "Ready" || status === "Failure")) resolve(status);
    });
  });
  await devTools.send("Preload.enable");
  await page.goto("/stories", { waitUntil: "commit" });
  // Speculation rules in the HTML, read before the app's files are asked for (server/client/app-after-paint.ts).
  const rules = await page.locator('script[type="speculationrules"]').textContent();
  expect(rules).toContain(`"urls":["${SHARE_PAGE}"]`);
  expect(await prefetched, "the page was fetched and kept for a tap").toBe("Ready");
  await expect(page.locator(APP_READY)).toHaveCount(0);
  // Once the loader has asked for the app, it has not asked for the page a second time.
  await expect(page.locator('link[rel="modulepreload"]').first()).toBeAttached();
  await expect(page.locator(`link[rel="prefetch"][href="${SHARE_PAGE}"]`)).toHaveCount(0);
  expect(refused, "the Content-Security-Policy allows the rules").toEqual([]);
  // The loader itself waits for nothing: a static import would fetch and run a chunk of the app before it.
  const loader = await page.locator("script[data-app-modules]").getAttribute("src");
  const loaderCode = await (await page.request.get(loader!)).text();
  expect(loaderCode, "the built loader imports nothing").not.toMatch(/from\s*["']/);
});

test("a member's New Post on /community, tapped before the app has arrived, leads at once to their New Post page", async ({
  page,
}) => {
  // Through the form: the session the server draws the page for.
  await logInInBrowser(page, MEMBER.username, MEMBER.password);
  await delayTheApp(page, "/community", ENTRY_DELAY_MS);
  await page.goto("/community", { waitUntil: "commit" });
  // The server drew the page for the member: their New Post is there before the app.
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(page).toHaveURL(/\/new-post$/);
  const form = page.getByRole("form", { name: "New Post" });
  await expect(form.getByLabel("Author")).toHaveValue(MEMBER.username);
  await expect(page.locator(APP_READY)).toHaveCount(0);
});

test("a member's Reply on a thread, tapped as soon as it shows, puts the caret in the reply box at once and starts the answer once", async ({
  page,
}) => {
  // Through the form: the page knows its member from what the sign-in left in the browser.
  await logInInBrowser(page, MEMBER.username, MEMBER.password);
  const thread = await threadWithReplies(page);
  await delayTheApp(page, thread, ENTRY_DELAY_MS);
  await page.goto(thread, { waitUntil: "commit" });
  await page
    .getByRole("button", { name: /^Reply to / })
    .first()
    .click();
  // Before the app: the caret is in the member's reply box, and what they type there is kept.
  const box = page.getByLabel("Your reply");
  await expect(box).toBeFocused();
  await expect(page.locator(APP_READY)).toHaveCount(0);
  await page.keyboard.type("Sending you and Biscuit a warm hug.");
  await expect(page.getByText(/^Answering/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Answering/)).toHaveCount(1);
  await expect(box).toHaveValue("Sending you and Biscuit a warm hug.");
});

test("a button pressed twice before the app arrives is pressed again once, not twice", async ({ page }) => {
  // Report (no page of its own) on a photo: held, then pressed once.
  const photos = (await (await page.request.get("/api/pet-photos?limit=1")).json()) as { id: string }[];
  const photo = `/pets-social/photos/${photos[0]!.id}`;
  await delayTheApp(page, photo, ENTRY_DELAY_MS);
  await page.goto(photo, { waitUntil: "commit" });
  const report = page.getByRole("button", { name: /^Report/ }).first();
  await report.click();
  await report.click();
  await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
  // A second press would have toggled it closed, or opened a second dialog.
  await page.waitForTimeout(500);
  await expect(page.getByRole("dialog")).toHaveCount(1);
});
