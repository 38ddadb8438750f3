import { expect, test } from "./app-test";

// A server of its own, nobody else's content on it (a worker option: Playwright gives the file a
// worker and a fresh server), so every screen shows its sample or empty state whenever it runs.
test.use({ serverOf: "empty-site" });

test.describe("an empty site", () => {
  test("home shows the empty featured and discussion sections with 'Start a Discussion'", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText("No featured items available at this time.", { exact: true })).toBeVisible();
    await expect(
      page.getByText("No community discussions available. Be the first to start a conversation!", { exact: true }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Start a Discussion" }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole("heading", { level: 1, name: "Community Discussions" })).toBeVisible();
  });

  test("/community says there are no posts yet", async ({ page }) => {
    await page.goto("/community");
    await expect(page.getByText("No posts yet", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Be the first to start a conversation in our community.", { exact: true }),
    ).toBeVisible();
  });

  test("/stories shows its empty state and both invitations to share", async ({ page }) => {
    await page.goto("/stories");
    await expect(page.getByText("No stories yet", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Share Your Story", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Share Your Story Today" })).toBeVisible();
  });

  test("/groups, /resources and /blog show their built-in samples", async ({ page }) => {
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "Paws & Calm Evening Circle" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Shelter Cuddle Crew" })).toBeVisible();

    await page.goto("/resources");
    await expect(
      page.getByRole("heading", { name: "Getting Started: How Animals Can Support Wellbeing" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Grieving an Animal: You're Not Alone" })).toBeVisible();
    await expect(page.getByText("No resources in this section yet.")).toHaveCount(0);

    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: "Welcome to PawsWell" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Keeping PawsWell Kind" })).toBeVisible();
  });
});
