/**
 * docs/accessibility.md: the site works from the keyboard alone. A skip link leads to the content;
 * every dialog opens from the keyboard, keeps focus inside, closes on Escape and gives focus back;
 * the carousel and the admin tabs follow the arrow keys; whatever has focus shows it.
 */
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "./app-test";
import { settle, sharePhotoByApi } from "./a11y-helpers";
import { logInByApi, logInInBrowser, MEMBER, MODERATOR } from "./helpers";

test.describe.configure({ timeout: 120_000 });

/** Whether the focused element is inside the open dialog. */
function isFocusInDialog(page: Page): Promise<boolean> {
  return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
}

/** Opens the dialog with Enter on its focused trigger, walks Tab and Shift+Tab past its ends, closes it with Escape. */
async function expectKeyboardDialog(page: Page, trigger: Locator, name: string): Promise<void> {
  await trigger.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name });
  await expect(dialog).toBeVisible();
  await expect.poll(() => isFocusInDialog(page), `focus moves into "${name}"`).toBe(true);
  // More presses than the dialog has stops, so the walk wraps around at least once each way.
  const stops = await dialog.locator("button, input, select, textarea, a[href], [tabindex='0']").count();
  for (const key of ["Tab", "Shift+Tab"]) {
    for (let press = 0; press <= stops + 1; press += 1) {
      await page.keyboard.press(key);
      expect(await isFocusInDialog(page), `${key} #${press + 1} stays inside "${name}"`).toBe(true);
    }
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
}

/**
 * Tabs through the whole page from the top (inside an open dialog: from where focus is), at most
 * `limit` stops, and answers each element that showed no focus indicator: no outline, no ring.
 */
async function elementsWithoutVisibleFocus(page: Page, limit = 60): Promise<string[]> {
  const missing: string[] = [];
  const seen = new Set<string>();
  const isDialogOpen = (await page.getByRole("dialog").count()) > 0;
  if (!isDialogOpen) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(async () => {
      // Let the (reduced-motion, near-instant) colour transition reach its end before reading.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // Any CSS colour (rgb, oklab from colour mixing...) to sRGB channels 0–255 and alpha 0–255.
      const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const channels = (color: string) => {
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        return [...canvas.getImageData(0, 0, 1, 1).data];
      };
      const luminance = (color: string) => {
        const [r = 0, g = 0, b = 0] = channels(color)
          .slice(0, 3)
          .map((value) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      // The outline is drawn outside the element (offset), so it is seen against what lies behind it.
      let behind = element.parentElement;
      while (behind && channels(getComputedStyle(behind).backgroundColor)[3] === 0) behind = behind.parentElement;
      // A translucent background (the header's) is close enough to its opaque colour for this check.
      const background = behind ? getComputedStyle(behind).backgroundColor : "rgb(255, 255, 255)";
      const style = getComputedStyle(element);
      const hasOutline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const [lighter, darker] = [luminance(style.outlineColor), luminance(background)].sort((x, y) => y - x);
      const outlineContrast = (lighter! + 0.05) / (darker! + 0.05);
      const hasRing = style.boxShadow !== "none";
      const name = `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
      // WCAG 1.4.11: a focus indicator needs 3:1 against its surroundings.
      const isVisible = (hasOutline && outlineContrast >= 3) || (!hasOutline && hasRing);
      return {
        name: `${name} (outline ${style.outlineColor} on ${background})`,
        isVisible,
        key: String([...document.querySelectorAll("*")].indexOf(element)),
      };
    });
    if (!focused) continue;
    if (seen.has(focused.key)) break;
    seen.add(focused.key);
    if (!focused.isVisible) missing.push(focused.name);
  }
  expect(seen.size, "the walk reached something").toBeGreaterThan(3);
  return missing;
}

test.describe("keyboard", () => {
  let moderatorApi: APIRequestContext;
  const created: string[] = [];

  // Two photos for the carousel and one featured item for a delete confirmation; removed afterwards
  // because other specs expect an empty gallery.
  test.beforeAll(async ({ baseURL }) => {
    moderatorApi = await playwrightRequest.newContext({ baseURL });
    await logInByApi(moderatorApi, MODERATOR.username, MODERATOR.password);
    created.push(await sharePhotoByApi(moderatorApi, "Pip", 100));
    created.push(await sharePhotoByApi(moderatorApi, "Juniper", 180));
    const response = await moderatorApi.post("/api/featured", {
      data: { title: "Keyboard cat", description: "Walks across keyboards.", type: "animal" },
    });
    expect(response.status()).toBe(201);
    created.push(`/api/featured/${((await response.json()) as { id: string }).id}`);
  });

  test.afterAll(async () => {
    for (const url of created.reverse()) expect((await moderatorApi.delete(url)).status(), url).toBe(204);
    await moderatorApi.dispose();
  });

  test("the first Tab reaches a visible skip link and Enter moves focus to the main content", async ({ page }) => {
    await page.goto("/community");
    await settle(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab continues inside the content, not back in the header.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
  });

  test("every member dialog opens with Enter, traps focus, closes on Escape and returns focus", async ({ page }) => {
    await logInInBrowser(page, MEMBER.username, MEMBER.password);

    await page.goto("/community");
    await settle(page);
    await expectKeyboardDialog(page, page.getByRole("button", { name: "New Post" }), "New Post");
    await page.goto("/stories");
    await settle(page);
    await expectKeyboardDialog(
      page,
      page.getByRole("button", { name: "Share Your Story", exact: true }),
      "Share Your Story",
    );
    await expectKeyboardDialog(page, page.getByRole("button", { name: "Share Your Story Today" }), "Share Your Story");
    await page.goto("/groups");
    await settle(page);
    await expectKeyboardDialog(page, page.getByRole("button", { name: "Post Your Group" }), "Post Your Group");
    await page.goto("/pets-social");
    await settle(page);
    await expectKeyboardDialog(
      page,
      page.getByRole("main").getByRole("button", { name: "Share Photo", exact: true }),
      "Share a Photo",
    );
    await expectKeyboardDialog(
      page,
      page.getByRole("region", { name: "Wellness Challenges" }).getByRole("button", { name: "Create" }),
      "Create a Wellness Challenge",
    );
  });

  test("the photo carousel follows the Left and Right arrow keys, wrapping at both ends", async ({ page }) => {
    await page.goto("/pets-social");
    await settle(page);
    const carousel = page.getByRole("region", { name: "Pet photos" });
    const current = carousel.locator('li[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(current).toHaveAttribute("aria-label", "1 of 2");
    await carousel.focus();
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAttribute("aria-label", "2 of 2");
    await expect(current.getByText("Pip", { exact: true })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(current).toHaveAttribute("aria-label", "1 of 2");
    await page.keyboard.press("ArrowLeft");
    await expect(current).toHaveAttribute("aria-label", "2 of 2");
    // The controls are reachable and work from the keyboard too.
    await carousel.getByRole("button", { name: "Previous photo" }).focus();
    await page.keyboard.press("Enter");
    await expect(current).toHaveAttribute("aria-label", "1 of 2");
  });

  test("the admin tabs follow Left, Right, Home and End; the delete confirmation is keyboard-safe", async ({
    page,
  }) => {
    await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
    await page.goto("/admin");
    await settle(page);
    const selected = page.getByRole("tab", { selected: true });
    await page.getByRole("tab", { name: "Hero" }).click();
    const expectTab = async (name: string | RegExp) => {
      await expect(selected).toHaveText(name);
      await expect(page.getByRole("tab", { name, exact: true })).toBeFocused();
      await expect(page.getByRole("tabpanel", { name, exact: true })).toBeVisible();
    };
    // The queue's tab names its open count: "Queue (2)".
    const queue = /^Queue \(\d+\)$/;
    await page.keyboard.press("ArrowRight");
    await expectTab("Featured");
    await page.keyboard.press("ArrowLeft");
    await expectTab("Hero");
    await page.keyboard.press("ArrowLeft");
    await expectTab("Contact");
    await page.keyboard.press("ArrowLeft");
    await expectTab("Audit log");
    await page.keyboard.press("ArrowRight");
    await expectTab("Contact");
    await page.keyboard.press("ArrowRight");
    await expectTab("Hero");
    await page.keyboard.press("End");
    await expectTab("Newsletter");
    await page.keyboard.press("ArrowRight");
    await expectTab(queue);
    await page.keyboard.press("End");
    await expectTab("Newsletter");
    await page.keyboard.press("Home");
    await expectTab(queue);
    // Tab leaves the tab list for the panel: only the selected tab is a tab stop.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();

    await page.goto("/admin?tab=featured");
    await settle(page);
    await expectKeyboardDialog(
      page,
      page.getByRole("button", { name: "Delete Keyboard cat" }),
      "Delete this featured item?",
    );
  });

  test("every focused control shows a visible focus indicator", async ({ page }) => {
    // The outline's colour transition would be caught at its start; reduced motion makes it near-instant.
    await page.emulateMedia({ reducedMotion: "reduce" });
    // Logged out: header, hero links, cards, footer.
    await page.goto("/");
    await settle(page);
    expect(await elementsWithoutVisibleFocus(page), "on / (logged out)").toEqual([]);
    // The carousel, its controls and the side cards' buttons.
    await page.goto("/pets-social");
    await settle(page);
    expect(await elementsWithoutVisibleFocus(page), "on /pets-social").toEqual([]);
    // The dark call to action below the stories.
    await page.goto("/stories");
    await settle(page);
    expect(await elementsWithoutVisibleFocus(page), "on /stories").toEqual([]);
    // Inputs and buttons of a form.
    await page.goto("/login");
    await settle(page);
    expect(await elementsWithoutVisibleFocus(page), "on /login").toEqual([]);
    // Filters (select, inputs) and a dialog's fields.
    await page.goto("/groups");
    await settle(page);
    expect(await elementsWithoutVisibleFocus(page), "on /groups").toEqual([]);
    await page.getByRole("button", { name: "Post Your Group" }).click();
    await expect.poll(() => isFocusInDialog(page)).toBe(true);
    expect(await elementsWithoutVisibleFocus(page, 20), "in the Post Your Group dialog").toEqual([]);
    await page.keyboard.press("Escape");
    // The mobile menu button and its links.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await settle(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await elementsWithoutVisibleFocus(page, 20), "in the mobile menu").toEqual([]);
    // Tabs, the tab panel and the admin forms.
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
    await page.goto("/admin?tab=featured");
    await settle(page);
    await page.getByRole("button", { name: "Add Featured item" }).click();
    expect(await elementsWithoutVisibleFocus(page), "on /admin").toEqual([]);
  });
});
