/**
 * Small trips that add up, walked at 375 px on the demo content: a lost address offers a way on;
 * the footer shows this year and no dead entry; New Post starts where the writing starts; the
 * crisis panel's strongest button is help; a reply names its author above its words; Settings
 * shows its skeleton at once; a new member's recommendations speak plainly, with no empty score.
 */
import { expect, test } from "../app-test";
import { logInInBrowser, MEMBER, signUpAndLogIn, uniqueUsername } from "../helpers";
import { expectFitsTheScreen } from "./fits-the-screen";

const AT_RISK = "Since she died I just want to die too.";

test("a lost address says so calmly and offers search and the main sections", async ({ page }, testInfo) => {
  await page.goto("/no-such-place/at-all");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText(/We couldn't find that page/)).toBeVisible();
  await expect(page.getByText(/router/)).toHaveCount(0);
  const sections = page.getByRole("navigation", { name: "Main sections" });
  for (const [name, href] of [
    ["Home", "/"],
    ["Community", "/community"],
    ["Stories", "/stories"],
    ["Resources", "/resources"],
    ["Local Groups", "/groups"],
    ["Get help now", "/crisis"],
  ] as const) {
    await expect(sections.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expectFitsTheScreen(page, testInfo, "not-found");

  const search = page.getByRole("search", { name: "Search the site" });
  await search.getByRole("searchbox").fill("anxiety");
  await search.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=anxiety$/);
});

test("the footer shows this year, and every entry in it leads somewhere", async ({ page }) => {
  await page.goto("/community");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(`© ${new Date().getFullYear()} PawsWell. All rights reserved.`)).toBeVisible();
  // On a phone the columns fold: open each, then every entry is a link.
  for (const summary of await footer.locator("summary").all()) await summary.click();
  await expect(footer.locator("li")).not.toHaveCount(0);
  await expect(footer.locator("li:not(:has(a))")).toHaveCount(0);
  await expect(footer.getByText("Research Library")).toHaveCount(0);

  await footer.getByRole("link", { name: "Expert Network" }).click();
  await expect(page).toHaveURL(/\/groups\?type=professional$/);
  await expect(page.getByRole("heading", { level: 1, name: "Local Peer Groups" })).toBeVisible();
  await page.goBack();
  await footer.getByRole("link", { name: "Training Guides" }).click();
  await expect(page).toHaveURL(/\/resources\?category=pet-therapy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pet Therapy resources" })).toBeVisible();
});

test("New Post starts in Title, and the crisis panel's strongest button is help", async ({ page }) => {
  await logInInBrowser(page, MEMBER.username, MEMBER.password);
  await page.goto("/community");
  await page.getByRole("button", { name: "New Post" }).click();
  const dialog = page.getByRole("dialog", { name: "New Post" });
  await expect(dialog.getByLabel("Author")).toHaveValue(MEMBER.username);
  await expect(dialog.getByLabel("Title")).toBeFocused();
  // The first key press writes the title; the name stays.
  await page.keyboard.type("A hard week");
  await expect(dialog.getByLabel("Title")).toHaveValue("A hard week");
  await expect(dialog.getByLabel("Author")).toHaveValue(MEMBER.username);

  await dialog.getByLabel("Category").selectOption({ index: 1 });
  await dialog.getByLabel("Content").fill(AT_RISK);
  await dialog.getByRole("button", { name: "Create Post" }).click();
  const panel = dialog.getByRole("region", { name: "You're not alone" });
  const talk = panel.getByRole("link", { name: "Talk to someone now" });
  await expect(talk).toBeVisible();
  await expect(talk).toHaveAttribute("href", "/crisis");
  await expect(talk).toBeInViewport();
  // Help is the filled (primary) button; Post stays, outlined; the form's own send steps aside.
  const background = (locator: typeof talk) => locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  const post = panel.getByRole("button", { name: "Post", exact: true });
  await expect(post).toBeAttached();
  expect(await background(talk)).not.toBe(await background(post));
  expect(await background(post)).toBe("rgb(255, 255, 255)");
  await expect(dialog.getByRole("button", { name: "Create Post" })).toBeHidden();
  await expect(dialog.getByLabel("Content")).toHaveValue(AT_RISK);

  // Edit first brings the form's own button back; closing sends nothing.
  await panel.getByRole("button", { name: "Edit first" }).click();
  await expect(dialog.getByRole("button", { name: "Create Post" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("a reply names its author and time above its words", async ({ page, request }) => {
  const posts = (await (await request.get("/api/posts?limit=50")).json()) as { id: string; replies?: number }[];
  const post = [...posts].sort((a, b) => (b.replies ?? 0) - (a.replies ?? 0))[0]!;
  const [reply] = (await (await request.get(`/api/posts/${post.id}/replies`)).json()) as {
    author: string;
    content: string;
  }[];
  await page.goto(`/community/${post.id}`);
  const card = page.getByRole("article", { name: `Reply by ${reply!.author}` }).first();
  const words = card.getByText(reply!.content.slice(0, 40)).first();
  await words.scrollIntoViewIfNeeded();
  const top = async (locator: typeof words) => (await locator.boundingBox())!.y;
  expect(await top(card.getByText(reply!.author, { exact: true }).first())).toBeLessThan(await top(words));
  expect(await top(card.locator("time").first())).toBeLessThan(await top(words));
});

test("Settings shows its heading and skeleton at once while its sections load", async ({ page }) => {
  await logInInBrowser(page, MEMBER.username, MEMBER.password);
  // A slow phone network: the sections' code takes a while to arrive.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route(/settings-sections-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  // Inside the app, as a tap on a link moves (no page load).
  await page.evaluate(() => window.history.pushState(null, "", "/settings"));
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading" })).toBeVisible();
  release();
  await expect(page.getByRole("navigation", { name: "Settings" })).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading" })).toHaveCount(0);
});

test("a new member's recommendations speak plainly, with no empty analytics", async ({ page }) => {
  await signUpAndLogIn(page, uniqueUsername("newcomer"));
  await page.goto("/preferences");
  const list = page.getByRole("region", { name: "Your Recommendations" });
  await expect(list.getByRole("article").first()).toBeVisible();
  await expect(list.getByText("Popular in the community right now.").first()).toBeVisible();
  await expect(list.getByText(/You like|this (story|article|post) is/)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Engagement Analytics" })).toHaveCount(0);
  await expect(page.getByText("0.0%")).toHaveCount(0);
});
