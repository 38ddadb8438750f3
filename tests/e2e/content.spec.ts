import { expect, test, type Page } from "./app-test";
import { signUpAndLogIn, uniqueUsername } from "./helpers";

async function shareStory(page: Page, title: string) {
  await page.goto("/stories");
  await page.getByRole("button", { name: "Share Your Story", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Share Your Story" });
  await dialog.getByLabel("Author").fill("Guest Reader");
  await dialog.getByLabel("Pet name").fill("Biscuit");
  await dialog.getByLabel("Pet type").selectOption("dog");
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Content").fill("Biscuit sat with me every evening until the worst of it passed.");
  await dialog.getByRole("button", { name: "Share Story" }).click();
  await expect(page.getByText("Your story has been shared successfully!", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

test.describe("community content", () => {
  test("a guest shares a story and sees it in the list", async ({ page }) => {
    const title = uniqueUsername("Evenings with Biscuit");
    await shareStory(page, title);
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText("Biscuit · Dog")).toBeVisible();
    await expect(card.getByText("By Guest Reader")).toBeVisible();
    await expect(card.getByText("guest", { exact: true })).toBeVisible();
  });

  test("a guest posts a group and sees it in the directory", async ({ page }) => {
    const name = uniqueUsername("Harbour Dog Walkers");
    await page.goto("/groups");
    await page.getByRole("button", { name: "Post Your Group" }).click();
    const dialog = page.getByRole("dialog", { name: "Post Your Group" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Type").selectOption("social");
    await dialog.getByLabel("Description").fill("A slow walk along the harbour with our dogs, then tea.");
    await dialog.getByLabel("Location").fill("Portland, ME");
    await dialog.getByLabel("Schedule").fill("Saturdays 9-10am");
    await dialog.getByLabel("Contact info").fill("walkers@example.org");
    await dialog.getByRole("button", { name: "Post Group" }).click();
    await expect(page.getByText("Your group has been posted successfully!", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name })).toBeVisible();
  });

  test("a member starts a discussion, sees it on /community and home, and filters by topic", async ({ page }) => {
    const username = uniqueUsername("maya");
    const title = uniqueUsername("First walk after a long winter");
    await signUpAndLogIn(page, username);

    await page.goto("/community");
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "New Post" });
    const author = dialog.getByLabel("Author");
    await expect(author).toHaveValue(username);
    await expect(author).not.toBeEditable();
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Category").selectOption("general-wellness");
    await dialog.getByLabel("Content").fill("We made it round the park twice today. Small wins.");
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByText("Your post has been created successfully!", { exact: true })).toBeVisible();
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(`By ${username}`)).toBeVisible();

    const filters = page.getByRole("group", { name: "Filter by topic" });
    await filters.getByRole("button", { name: "PTSD" }).click();
    await expect(
      page.getByText("No one has posted in PTSD yet. Be the first to start a conversation on this topic.", {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
    await filters.getByRole("button", { name: "General Wellness" }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();

    await page.goto("/");
    const discussions = page.getByRole("region", { name: "Community Discussions" });
    await expect(discussions.getByRole("heading", { name: title })).toBeVisible();
    await expect(discussions.getByRole("link", { name: "View All Topics" })).toBeVisible();
  });

  test("'View More' on a resource opens its link in a new tab without an opener", async ({ page, context }) => {
    // The closed network cannot reach the sample links: answer them here so the new tab loads.
    await context.route("https://example.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Outside</title>" }),
    );
    await page.goto("/resources");
    const section = page.getByRole("region", { name: "Mental Health" });
    const viewMore = section.getByRole("link", { name: /View More/ }).first();
    await expect(viewMore).toHaveAttribute("target", "_blank");
    await expect(viewMore).toHaveAttribute("rel", "noopener noreferrer");
    const href = await viewMore.getAttribute("href");
    const [popup] = await Promise.all([context.waitForEvent("page"), viewMore.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/resources$/);
  });

  test("Escape closes the Share Your Story dialog and focus returns to its trigger", async ({ page }) => {
    await page.goto("/stories");
    const trigger = page.getByRole("button", { name: "Share Your Story", exact: true });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Share Your Story" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Author")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test("markup in a story or post title is shown as literal text", async ({ page }) => {
    const marker = uniqueUsername("x");
    const title = `<script>alert(1)</script><b>bold</b> ${marker}`;
    let dialogs = 0;
    page.on("dialog", (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });

    await shareStory(page, title);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();

    const username = uniqueUsername("sam");
    await signUpAndLogIn(page, username);
    await page.goto("/community");
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "New Post" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Category").selectOption("ptsd");
    await dialog.getByLabel("Content").fill("<img src=x onerror=alert(2)> still just words");
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText("<img src=x onerror=alert(2)> still just words")).toBeVisible();

    // Home may show the title more than once (the story, the discussion, a recommendation of either).
    await page.goto("/");
    await expect(page.getByRole("heading", { name: title }).first()).toBeVisible();
    await page.goto("/stories");
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    expect(await page.locator("main b, main script, main img[src='x']").count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});
