import { USERNAME_LIMITS } from "../../shared/credentials";
import { expect, test, type Page } from "./app-test";
import { E2E_PASSWORD, logInInBrowser } from "./helpers";

// The widths people use, phone to desktop; 1600 is where the bar greets a member by name too.
const WIDTHS = [320, 375, 640, 768, 1024, 1280, 1440, 1600];

/**
 * What does not fit in the header at this width: the page wider than the window, the bar's row
 * wider than itself, or a link or button whose words run onto a second line. Only what is shown
 * counts (the bar's links are hidden on a phone, the menu's on a desktop).
 */
async function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth) {
      found.push(`page is ${document.documentElement.scrollWidth} px wide in ${window.innerWidth}`);
    }
    const header = document.querySelector("header")!;
    const row = header.firstElementChild as HTMLElement;
    if (row.scrollWidth > row.clientWidth) found.push(`bar is ${row.scrollWidth} px wide in ${row.clientWidth}`);
    for (const element of header.querySelectorAll<HTMLElement>("a, button, [title]")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > window.innerWidth || box.left < 0) found.push(`"${element.textContent}" is outside the window`);
      // A line of its words is one rectangle per line box: two different tops mean it wrapped.
      const range = document.createRange();
      range.selectNodeContents(element);
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
      const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
      if (tops.length > 0 && Math.max(...tops) - Math.min(...tops) >= lineHeight / 2) {
        found.push(`"${element.textContent}" runs onto ${tops.length} lines`);
      }
    }
    return found;
  });
}

/** At each width: one line each and nothing wider than the window, in the bar and the open menu, with a search box. */
async function checkEveryWidth(page: Page, who: string, memberMark: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/community");
    await memberMark();
    expect(await misfits(page), `${who} at ${width} px, the bar`).toEqual([]);
    const menuButton = page.getByRole("button", { name: "Open menu" });
    if (await menuButton.isVisible()) {
      await menuButton.click();
      const menu = page.locator("#mobile-menu");
      await expect(menu.getByRole("searchbox", { name: "Search PawsWell" })).toBeVisible();
      expect(await misfits(page), `${who} at ${width} px, the open menu`).toEqual([]);
      await page.getByRole("button", { name: "Close menu" }).click();
    } else {
      await page.getByRole("button", { name: "Open search" }).click();
      await expect(page.locator("#header-search").getByRole("searchbox", { name: "Search PawsWell" })).toBeFocused();
      expect(await misfits(page), `${who} at ${width} px, the search row`).toEqual([]);
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

  // The name is cut short with an ellipsis where it does not fit, and whole in the title.
  for (const width of [320, 1600]) {
    await page.setViewportSize({ width, height: 800 });
    const menuButton = page.getByRole("button", { name: "Open menu" });
    if (await menuButton.isVisible()) await menuButton.click();
    const greeting = page.getByRole("banner").getByText(`Welcome, ${username}`).locator("visible=true");
    await expect(greeting).toHaveAttribute("title", username);
    expect(await greeting.evaluate((element) => element.scrollWidth > element.clientWidth), `cut at ${width}`).toBe(
      true,
    );
    await expect(greeting).toHaveCSS("text-overflow", "ellipsis");
  }
});
