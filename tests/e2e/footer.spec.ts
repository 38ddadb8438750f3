/**
 * The footer (docs/decisions.md#footer-pages): every entry is a link to a page that has what it
 * names, and on a phone its three columns fold under headings that open from the keyboard.
 */
import { expect, test } from "./app-test";
import { PHONE } from "./a11y-helpers";

test("on a phone the footer's columns are folded, and open and close from the keyboard", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
  await page.goto("/help");
  const footer = page.getByRole("contentinfo");
  const privacy = footer.getByRole("link", { name: "Privacy Policy" });
  await expect(privacy).toBeHidden();
  await expect(footer.getByText(/not a substitute for professional medical advice/)).toBeVisible();

  const support = footer.locator("summary", { hasText: "Support" });
  await support.focus();
  await page.keyboard.press("Enter");
  await expect(privacy).toBeVisible();
  const box = (await privacy.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(24);
  await privacy.click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();

  // The footer stays as it was across the move; Space closes the column and opens it again.
  const help = footer.getByRole("link", { name: "Help Center" });
  await expect(help).toBeVisible();
  await support.focus();
  await page.keyboard.press("Space");
  await expect(help).toBeHidden();
  await page.keyboard.press("Space");
  await expect(help).toBeVisible();
  await page.context().close();
});

test("on a desktop the columns are open, and every entry is a link", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const name of [
    "Expert Network",
    "Training Guides",
    "Help Center",
    "Contact Us",
    "Privacy Policy",
    "Terms of Service",
    "Crisis Resources",
  ]) {
    await expect(footer.getByRole("link", { name })).toBeVisible();
  }
  // No greyed entry that goes nowhere.
  await expect(footer.getByText("Research Library")).toHaveCount(0);
  await expect(footer.locator("li:not(:has(a))")).toHaveCount(0);
  await expect(footer.locator("details")).toHaveCount(0);
});
