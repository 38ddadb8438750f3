/**
 * docs/security.md#the-third-probes-findings, finding 9, in a browser: an answer the page cannot
 * read (here the gallery's, as an older server might send it mid-deploy) costs only its own part.
 * The part says so calmly with Try again, at 375 px too; the header's "Get help now" and the page's
 * other cards go on working.
 */
import { expect, test } from "./app-test";
import { PHONE } from "./a11y-helpers";

const BROKEN = "This part couldn't load.";

test("a gallery answer the page cannot read leaves the rest of the page, and help, working", async ({ page }) => {
  // The server renders /pets-social with its own answers; the browser asks for them itself when
  // someone arrives from another page, which is where a mismatched answer can reach it.
  await page.route("**/api/pet-photos*", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "null" }),
  );
  await page.goto("/community");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pet's Be Social" }).click();

  const message = page.getByText(BROKEN);
  await expect(message).toBeVisible();
  await expect(page.getByRole("heading", { name: "Wellness Challenges" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Member of the Month" })).toBeVisible();
  const retry = page.getByRole("button", { name: "Try again" });
  await retry.focus();
  await expect(retry).toBeFocused();

  // At a phone's width the message is whole and readable, and its button fits.
  await page.setViewportSize(PHONE);
  const part = message.locator("xpath=..");
  await part.screenshot({ path: test.info().outputPath("boundary-375.png") });
  await page.screenshot({ path: test.info().outputPath("pets-social-375.png") });
  const box = await part.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(PHONE.width);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1280, height: 720 });

  // The header's help link still takes a person to help.
  await page.getByRole("banner").getByRole("link", { name: "Get help now" }).click();
  await expect(page).toHaveURL(/\/crisis$/);
  await expect(page.getByRole("heading", { level: 1, name: "Get help now" })).toBeVisible();

  // Back on the gallery, Try again asks the server afresh: this time its answer is readable.
  await page.goBack();
  await expect(message).toBeVisible();
  await page.unroute("**/api/pet-photos*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(message).toBeHidden();
  await expect(page.getByRole("region", { name: "Pet photos" }).or(page.getByText("No photos yet"))).toBeVisible();
});
