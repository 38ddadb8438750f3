import { expect, test } from "./app-test";

test("the mobile menu opens, navigates and closes when a link is chosen", async ({ page }) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toBeVisible();
  await toggle.click();
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Resources" }).click();
  await expect(page).toHaveURL("/resources");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Resources" })).toBeVisible();
});
