import { expect, test } from "./app-test";
import { ROUTES } from "../../client/src/routes";
import { MEMBER, MODERATOR, logInByApi, logInInBrowser } from "./helpers";
import { sharePhotoByApi } from "./a11y-helpers";

// One unbroken word (a pasted link, a run of letters) is what people type; it must not widen a phone's page.
const LONG_WORD = "Supercalifragilistic".repeat(5);

test.use({ viewport: { width: 375, height: 800 } });

test("a story and a group with one very long word keep a 375 px page from scrolling sideways", async ({ page }) => {
  const title = `${LONG_WORD}${Date.now()}`;
  await page.goto("/stories");
  await page.getByRole("button", { name: "Share Your Story", exact: true }).click();
  const storyDialog = page.getByRole("dialog", { name: "Share Your Story" });
  await storyDialog.getByLabel("Author").fill("Guest Reader");
  await storyDialog.getByLabel("Pet name").fill(LONG_WORD.slice(0, 40));
  await storyDialog.getByLabel("Pet type").selectOption("cat");
  await storyDialog.getByLabel("Title").fill(title);
  await storyDialog.getByLabel("Content").fill(`${LONG_WORD} ${LONG_WORD}`);
  await storyDialog.getByRole("button", { name: "Share Story" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto("/groups");
  await page.getByRole("button", { name: "Post Your Group" }).click();
  const groupDialog = page.getByRole("dialog", { name: "Post Your Group" });
  await groupDialog.getByLabel("Name").fill(title);
  await groupDialog.getByLabel("Type").selectOption("support");
  await groupDialog.getByLabel("Description").fill(LONG_WORD);
  await groupDialog.getByLabel("Location").fill(LONG_WORD.slice(0, 60));
  await groupDialog.getByLabel("Schedule").fill(LONG_WORD.slice(0, 60));
  await groupDialog.getByLabel("Contact info").fill(LONG_WORD.slice(0, 60));
  await groupDialog.getByRole("button", { name: "Post Group" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("every screen fits a 375 px phone without scrolling sideways, for a visitor and a moderator", async ({ page }) => {
  // Every screen twice, each loaded until the app is ready: 25 s on a quiet machine, past the
  // default 30 s when CI shares its two cores.
  test.setTimeout(90_000);
  const screens = ROUTES.map((route) => route.path).filter((path) => !path.includes(":"));
  const check = async (who: string) => {
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${who} ${path}`).toBeLessThanOrEqual(375);
    }
  };
  await check("visitor");
  await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
  await check("moderator");
});

test("the photo gallery's strip of several photos keeps /pets-social within a 375 px phone", async ({ page }) => {
  // A single-column grid sized by its content grew to the strip's whole length (8 photos: 1,756 px).
  // As a member: guests' shares count against one address's limit, which later walks share as guests.
  await logInByApi(page.request, MEMBER.username, MEMBER.password);
  const shared: string[] = [];
  for (const n of [1, 2, 3, 4]) shared.push(await sharePhotoByApi(page.request, `Strip ${n}`, 90 + n * 30));
  await page.goto("/pets-social");
  await expect(page.getByRole("heading", { name: "Wellness Challenges" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Strip \d/ }).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Leave the gallery as found: a later walk starts from an empty one.
  for (const path of shared) expect((await page.request.delete(path)).status()).toBe(204);
});
