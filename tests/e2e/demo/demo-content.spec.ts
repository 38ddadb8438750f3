import { expect, test } from "../app-test";

// The demo server is filled by `npm run seed:demo`: the walks in this folder read real content.
test("the demo server holds the demo content", async ({ page }) => {
  await page.goto("/community");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("main article, main li").first()).toBeVisible();
});
