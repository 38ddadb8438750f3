/**
 * A first visit that flows: sign up, log in with the username already filled in, find
 * "Start a Discussion" in the home hero, set preferences, and see the recommendations the save
 * made, in words people understand. The member deletes their account (and what they wrote) at the
 * end, so the site is left as it was found.
 */
import { expect, test } from "./app-test";
import { E2E_PASSWORD, signUpAndLogIn, uniqueUsername } from "./helpers";

test("sign up, log in, set preferences and see recommendations made from them", async ({ page }) => {
  // The login step inside checks the username is filled in and the password focused.
  const username = uniqueUsername("first");
  await signUpAndLogIn(page, username);

  // Home: a member is invited to talk, not to join again.
  const hero = page.locator("section[aria-labelledby=hero-heading]");
  await expect(hero.getByRole("link", { name: "Start a Discussion" })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Share Your Story" })).toBeVisible();
  await expect(hero.getByRole("link", { name: "Join Our Community" })).toHaveCount(0);

  // Start a Discussion leads to New Post, a page of its own; Cancel leads to the discussions.
  await hero.getByRole("link", { name: "Start a Discussion" }).click();
  await expect(page).toHaveURL(/\/new-post$/);
  const form = page.getByRole("form", { name: "New Post" });
  await expect(form.getByLabel("Author")).toHaveValue(username);
  await form.getByRole("button", { name: "Create Post" }).click();
  await expect(form.getByText("Choose a category", { exact: true })).toBeVisible();
  await form.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/community$/);

  // So does Share Your Story, to its own page.
  await page.goto("/");
  await hero.getByRole("link", { name: "Share Your Story" }).click();
  await expect(page).toHaveURL(/\/share-your-story$/);
  const storyForm = page.getByRole("form", { name: "Share Your Story" });
  await expect(storyForm.getByLabel("Author")).toHaveValue(username);
  await expect(storyForm.getByLabel("Author")).toHaveAttribute("readonly", "");
  await storyForm.getByRole("link", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/stories$/);

  // Something about rabbits to recommend, written with the member's own session.
  const created = await page.request.post("/api/posts", {
    data: {
      title: "Our rabbit Clover calms my evenings",
      content: "Sitting with our rabbit after work, listening to her munch hay, is my favourite calm.",
      category: "general-wellness",
    },
  });
  expect(created.status()).toBe(201);

  // Before any save, the list is not an empty box: the community's popular picks.
  await page.goto("/preferences");
  const list = page.getByRole("region", { name: "Your Recommendations" });
  await expect(list.getByText(/Popular with the community right now/)).toBeVisible();

  // One button: saving makes the recommendations.
  await page.getByRole("checkbox", { name: "Rabbits" }).check();
  await page.getByRole("button", { name: "Save Preferences" }).click();
  await expect(
    page.getByText("Your AI recommendation preferences have been saved.", { exact: true }).first(),
  ).toBeVisible();
  await expect(list.getByText(/Popular with the community right now/)).toHaveCount(0);
  const card = list.getByRole("article").filter({ hasText: "Our rabbit Clover calms my evenings" });
  await expect(card).toBeVisible();
  await expect(card.getByText(/Because you chose .*rabbits/)).toBeVisible();
  // The badge is a label, never the stored value.
  await expect(card.getByText("General Wellness", { exact: true })).toBeVisible();
  await expect(list.getByText("general-wellness")).toHaveCount(0);

  // The home page shows them too.
  await page.goto("/");
  const home = page.getByRole("region", { name: /Recommended for You/ });
  await expect(home.getByRole("article").filter({ hasText: "Our rabbit Clover calms my evenings" })).toBeVisible();

  // Leave the site as found: the account goes, and what it wrote with it.
  const deleted = await page.request.delete("/api/account", { data: { password: E2E_PASSWORD, keepContent: false } });
  expect(deleted.status()).toBe(204);
});
