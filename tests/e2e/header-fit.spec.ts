import { USERNAME_LIMITS } from "../../shared/credentials";
import { expect, test, type Page } from "./app-test";
import { headerMisfits } from "./header-misfits";
import { E2E_PASSWORD, logInInBrowser } from "./helpers";

// The widths people use, phone to desktop; from 1024 the bar holds the account's actions too.
const WIDTHS = [320, 375, 640, 768, 1024, 1280, 1440, 1600];

/** At each width: one line each and nothing wider than the window, in the bar and the open menu, with a search box. */
async function checkEveryWidth(page: Page, who: string, memberMark: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/community");
    await memberMark();
    expect(await headerMisfits(page), `${who} at ${width} px, the bar`).toEqual([]);
    // Help is in the bar itself at every width, never only in the menu.
    await expect(page.getByRole("banner").getByRole("link", { name: "Get help now" })).toBeVisible();
    const menuButton = page.getByRole("button", { name: "Open menu" });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      const menu = page.locator("#mobile-menu");
      await expect(menu.getByRole("searchbox", { name: "Search PawsWell" })).toBeVisible();
      expect(await headerMisfits(page), `${who} at ${width} px, the open menu`).toEqual([]);
      await page.getByRole("button", { name: "Close menu" }).click();
    }
    if (await page.getByRole("button", { name: "Open search" }).isVisible()) {
      await page.getByRole("button", { name: "Open search" }).click();
      await expect(page.locator("#header-search").getByRole("searchbox", { name: "Search PawsWell" })).toBeFocused();
      expect(await headerMisfits(page), `${who} at ${width} px, the search row`).toEqual([]);
      await page.keyboard.press("Escape");
    }
  }
}

test("the header keeps every link on one line from 320 to 1600 px, for a visitor and a member with the longest name", async ({
  page,
}) => {
  await checkEveryWidth(page, "visitor", async () => {
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeAttached();
  });

  const username = `long-${Date.now().toString(36)}`.padEnd(USERNAME_LIMITS.max, "w");
  const registered = await page.request.post("/api/register", {
    data: { username, password: E2E_PASSWORD, ageConfirmed: true },
  });
  expect(registered.status()).toBe(201);
  await logInInBrowser(page, username, E2E_PASSWORD);
  await checkEveryWidth(page, "member", async () => {
    await expect(page.getByRole("link", { name: "Notifications" }).first()).toBeAttached();
  });

  // The name is cut short with an ellipsis where it does not fit, and whole in the title: in the
  // phone menu, and in the bar's account control from 1024 px.
  for (const width of [320, 1024, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    const menuButton = page.getByRole("button", { name: "Open menu" });
    if (width < 1024) await menuButton.click();
    const greeting = page.getByRole("banner").getByText(`Welcome, ${username}`).locator("visible=true");
    await expect(greeting).toHaveAttribute("title", username);
    expect(await greeting.evaluate((element) => element.scrollWidth > element.clientWidth), `cut at ${width}`).toBe(
      true,
    );
    await expect(greeting).toHaveCSS("text-overflow", "ellipsis");
    if (width < 1024) await page.getByRole("button", { name: "Close menu" }).click();
  }
});
