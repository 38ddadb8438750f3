/**
 * Words typed into a server-rendered page before the app has taken it over are kept: a rendered
 * page shows its fields at once, and a person on a phone starts typing before the app's code has
 * arrived. Those keystrokes change only the page's own field (no handler is listening yet); the
 * form must adopt them when the app arrives, not start again from its own empty value. The app's
 * entry script is held back here, as a slow phone would wait for it.
 */
import { expect, test, type Page } from "./app-test";
import { delayTheApp, holdTheApp } from "./delay-the-app";
import { logInByApi, logInInBrowser, MEMBER } from "./helpers";

test.use({ viewport: { width: 375, height: 812 } });

const ENTRY_DELAY_MS = 2500;
const APP_READY = "html[data-app-ready]";

/** A new discussion by the member logged in on `page`'s context; its address. */
async function newThread(page: Page): Promise<string> {
  const created = await page.request.post("/api/posts", {
    data: {
      title: `Early words ${Date.now().toString(36)}`,
      content: "Our rescue greyhound sleeps on the landing every night, guarding us all.",
      category: "pet-loss",
    },
  });
  expect(created.status()).toBe(201);
  return `/community/${((await created.json()) as { id: string }).id}`;
}

test("a member's reply typed before the app has arrived is posted as typed, on a first and a repeat visit", async ({
  page,
}) => {
  await logInInBrowser(page, MEMBER.username, MEMBER.password);
  const thread = await newThread(page);
  const letTheAppGo = await holdTheApp(page, thread);
  for (const visit of ["first", "repeat"]) {
    const words = `Ours does the same on the ${visit} visit, every night without fail.`;
    await page.goto(thread, { waitUntil: "commit" });
    const box = page.getByLabel("Your reply");
    await box.click();
    // Typed as keys, as a person types, while the app is still on its way.
    await box.pressSequentially(words);
    await expect(page.locator(APP_READY), "typed before the app was ready").toHaveCount(0);
    letTheAppGo();
    await expect(page.locator(APP_READY)).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByLabel("Your reply")).toHaveValue(words);
    await page.getByRole("button", { name: "Post Reply" }).click();
    await expect(page.getByText("Reply is required")).toHaveCount(0);
    await expect(page.getByText(words)).toBeVisible();
    await expect(page.getByLabel("Your reply")).toHaveValue("");
  }
});

test("a visitor's words typed before the app has arrived stay in the reply box, and wait there after a reload", async ({
  browser,
  page,
}) => {
  const author = await browser.newPage();
  await logInByApi(author.request, MEMBER.username, MEMBER.password);
  const thread = await newThread(author);
  await author.close();
  const letTheAppGo = await holdTheApp(page, thread);
  const words = "Mine curls up on the stairs too, and it helps more than I can say.";
  await page.goto(thread, { waitUntil: "commit" });
  await page.getByLabel("Your reply").pressSequentially(words);
  await expect(page.locator(APP_READY), "typed before the app was ready").toHaveCount(0);
  letTheAppGo();
  await expect(page.locator(APP_READY)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByLabel("Your reply")).toHaveValue(words);
  // Kept as the thread's draft (what the box promises), so it is there after a reload (the app no longer held).
  await page.unrouteAll();
  await page.reload();
  await expect(page.getByLabel("Your reply")).toHaveValue(words);
});

test("a member's unsent reply waits in the reply box the server drew for them, after a reload", async ({ page }) => {
  await logInInBrowser(page, MEMBER.username, MEMBER.password);
  const thread = await newThread(page);
  await page.goto(thread);
  const words = "Still thinking of you both, I will write more tonight.";
  await page.getByLabel("Your reply").fill(words);
  // The page is drawn for the member by the server with an empty box; their kept words come back in it.
  await page.reload();
  await expect(page.locator(APP_READY)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByLabel("Your reply")).toHaveValue(words);
});

test("the newsletter address typed before the app has arrived is the one subscribed", async ({ page }) => {
  await delayTheApp(page, "/blog", ENTRY_DELAY_MS);
  await page.goto("/blog", { waitUntil: "commit" });
  const address = page.getByLabel("Email address");
  await address.pressSequentially(`early-${Date.now().toString(36)}@example.org`);
  await expect(page.locator(APP_READY), "typed before the app was ready").toHaveCount(0);
  await expect(page.locator(APP_READY)).toHaveCount(1, { timeout: 15_000 });
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Email is required")).toHaveCount(0);
  await expect(page.getByText("we've sent it a link to confirm")).toBeVisible();
  await expect(address).toHaveValue("");
});

test("a group location typed before the app has arrived filters the groups", async ({ page }) => {
  await delayTheApp(page, "/groups", ENTRY_DELAY_MS);
  await page.goto("/groups", { waitUntil: "commit" });
  await page.getByLabel("Search by location").pressSequentially("Leeds");
  await expect(page.locator(APP_READY), "typed before the app was ready").toHaveCount(0);
  await expect(page.locator(APP_READY)).toHaveCount(1, { timeout: 15_000 });
  await expect(page).toHaveURL(/[?&]location=Leeds\b/);
  await expect(page.getByLabel("Search by location")).toHaveValue("Leeds");
});
