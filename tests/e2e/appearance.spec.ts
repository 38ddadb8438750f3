/**
 * Dark mode and text size (shared/appearance.ts): the stored choice is on the page from its first
 * paint, a choice shows at once without a reload, and a member's saved choice follows them to a new
 * browser.
 */
import { expect, test, type Page } from "./app-test";
import { PHONE, settle } from "./a11y-helpers";
import { logInInBrowser, MEMBER } from "./helpers";

const DARK_CANVAS = "rgb(17, 24, 27)";
const LIGHT_CANVAS = "rgb(253, 252, 248)";

interface FirstLook {
  theme: string | null;
  textSize: string | null;
  background: string;
  fontSize: string;
}

/**
 * Stores `stored` before the page's own scripts run, and records <html> as it is when the document
 * has been parsed (DOMContentLoaded: after the stylesheet, before the app has run): what the first
 * paint shows.
 */
async function withStoredChoice(page: Page, stored: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    document.addEventListener("DOMContentLoaded", () => {
      const html = document.documentElement;
      const style = getComputedStyle(html);
      (window as unknown as { firstLook: FirstLook }).firstLook = {
        theme: html.getAttribute("data-theme"),
        textSize: html.getAttribute("data-text-size"),
        background: style.backgroundColor,
        fontSize: style.fontSize,
      };
    });
  }, stored);
}

// The member's choices change here: a server of its own, so no other file meets them.
test.use({ serverOf: "appearance" });

const firstLook = (page: Page) => page.evaluate(() => (window as unknown as { firstLook: FirstLook }).firstLook);

test.describe("before the first paint", () => {
  test.use({ colorScheme: "light" });

  test("a stored dark theme and the largest text are on the page as it is parsed", async ({ page }) => {
    await withStoredChoice(page, { "pawswell.theme": "dark", "pawswell.text-size": "largest" });
    for (const path of ["/", "/community", "/crisis"]) {
      await page.goto(path);
      expect(await firstLook(page), path).toEqual({
        theme: "dark",
        textSize: "largest",
        background: DARK_CANVAS,
        fontSize: "20px",
      });
    }
  });

  test("with no choice the system's dark is followed, and a stored light wins over it", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    await withStoredChoice(page, {});
    await page.goto("/stories");
    expect(await firstLook(page)).toEqual({ theme: null, textSize: null, background: DARK_CANVAS, fontSize: "16px" });
    await withStoredChoice(page, { "pawswell.theme": "light" });
    await page.goto("/stories");
    expect((await firstLook(page)).background).toBe(LIGHT_CANVAS);
    await context.close();
  });
});

test("at the largest text a phone's page still fits its width, header and all", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => localStorage.setItem("pawswell.text-size", "largest"));
  for (const path of ["/", "/community", "/crisis"]) {
    await page.goto(path);
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test.describe("choosing", () => {
  test.use({ colorScheme: "light", viewport: PHONE });

  test("a visitor's choice from the footer shows at once and is there on the next page load", async ({ page }) => {
    await page.goto("/community");
    await settle(page);
    await page.getByRole("contentinfo").getByRole("button", { name: "Appearance" }).click();
    const dialog = page.getByRole("dialog", { name: "Appearance" });
    await dialog.getByRole("radio", { name: "Dark" }).check();
    await dialog.getByRole("radio", { name: "Larger" }).check();
    await expect(dialog.getByText("Saved in this browser.")).toBeVisible();
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(html).toHaveCSS("background-color", DARK_CANVAS);
    await expect(html).toHaveCSS("font-size", "18px");

    await page.reload();
    await settle(page);
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(html).toHaveAttribute("data-text-size", "larger");
  });

  test("a member's choice in settings is saved and follows them to another browser", async ({ page, browser }) => {
    await logInInBrowser(page, MEMBER.username, MEMBER.password);
    await page.goto("/settings");
    await settle(page);
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Appearance" }).click();
    const section = page.getByRole("region", { name: "Appearance" });
    await section.getByRole("radio", { name: "Dark" }).check();
    await section.getByRole("radio", { name: "Smaller" }).check();
    await expect(section.getByText("Saved to your account.")).toBeVisible();

    // Another browser, light and normal until the member signs in there.
    const elsewhere = await browser.newContext({ colorScheme: "light" });
    const other = await elsewhere.newPage();
    await logInInBrowser(other, MEMBER.username, MEMBER.password);
    await expect(other.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(other.locator("html")).toHaveAttribute("data-text-size", "smaller");
    expect(await other.evaluate(() => localStorage.getItem("pawswell.theme"))).toBe("dark");
    await other.goto("/community");
    await settle(other);
    await expect(other.locator("html")).toHaveCSS("background-color", DARK_CANVAS);
    await elsewhere.close();

    // Back to the defaults, for the other specs that share the member.
    await section.getByRole("radio", { name: "Same as this device" }).check();
    await section.getByRole("radio", { name: "Normal" }).check();
    await expect(page.locator("html")).not.toHaveAttribute("data-theme", /.+/);
  });
});
