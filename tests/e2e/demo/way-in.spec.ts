/**
 * The way in keeps the person's place, on a phone, on the demo content: a visitor starts a reply,
 * joins, logs in and is back on the thread with their words waiting; an outside `next` leads home.
 */
import { expect, test, type Page } from "../app-test";
import { E2E_PASSWORD, MEMBER, uniqueUsername } from "../helpers";

/** The address of one seeded discussion, read from /community. */
async function aDemoThread(page: Page): Promise<string> {
  await page.goto("/community");
  const href = await page.locator('main a[href^="/community/"]').first().getAttribute("href");
  expect(href).toMatch(/^\/community\/[^/?#]+$/);
  return href!;
}

test("a visitor's reply survives joining and logging in, and is posted from where they were", async ({ page }) => {
  const thread = await aDemoThread(page);
  await page.goto(thread);
  const words = `Thinking of you both tonight (${uniqueUsername("draft")}).`;

  // The reply box (the header has its own way in).
  const replyBox = page.locator("#write-reply");
  const box = replyBox.getByLabel("Your reply");
  await box.scrollIntoViewIfNeeded();
  await box.fill(words);
  // From the field, the keyboard reaches Join, then Log in.
  await page.keyboard.press("Tab");
  await expect(replyBox.getByRole("link", { name: "Join", exact: true })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(replyBox.getByRole("link", { name: "Log in", exact: true })).toBeFocused();
  // The box fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await replyBox.getByRole("link", { name: "Join", exact: true }).click();
  const next = `next=${encodeURIComponent(`${thread}#write-reply`)}`;
  await expect(page).toHaveURL(`/signup?${next}`);
  const username = uniqueUsername("wayin");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByLabel("I am 16 or older").check();
  await page.getByRole("button", { name: "Create Account" }).click();

  // The spec's toast and its step to /login stay; the name is filled in and the password waits.
  await expect(page.getByText("Welcome to PawsWell!", { exact: true })).toBeVisible();
  await expect(
    page.getByText("Your account has been created successfully. Please log in to continue.", { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveURL(`/login?${next}`);
  await expect(page.getByLabel("Username")).toHaveValue(username);
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(E2E_PASSWORD);
  await page.keyboard.press("Enter");

  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${thread}#write-reply`);
  const form = page.getByRole("form", { name: "Reply to this discussion" });
  await expect(form.getByLabel("Your reply")).toHaveValue(words);
  await expect(form.getByLabel("Your reply")).toBeFocused();
  await expect(form.getByLabel("Your reply")).toBeInViewport();

  await form.getByRole("button", { name: "Post Reply" }).click();
  await expect(page.getByText("Your reply has been posted.", { exact: true })).toBeVisible();
  await expect(page.locator("main").getByText(words)).toBeVisible();
  await expect(form.getByLabel("Your reply")).toHaveValue("");
  // Posted: the draft is gone, and a reload brings no stale words back.
  await page.reload();
  await expect(page.getByRole("form", { name: "Reply to this discussion" }).getByLabel("Your reply")).toHaveValue("");
});

for (const outside of ["https://evil.example", "//evil.example", "/\\evil.example"]) {
  test(`login with next=${outside} stays on the site and lands on the home page`, async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent(outside)}`);
    await page.getByLabel("Username").fill(MEMBER.username);
    await page.getByLabel("Password").fill(MEMBER.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL("/");
  });
}
