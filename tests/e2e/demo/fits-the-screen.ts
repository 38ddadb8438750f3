/**
 * What "fits a phone" means for the walks on demo content: the page never scrolls sideways
 * (document.documentElement.scrollWidth equals the viewport's width), and every visible control
 * lies inside the viewport. Two kinds are left out: a control in a strip that scrolls on its own
 * and lies on the screen (reached by scrolling the strip), and one in a slide out of view, which
 * is inert (the photo carousel's). A control cut off by a box that hides its overflow counts.
 * An open dialog must not scroll sideways either (a long file name once widened Share Photo's form).
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type Page, type TestInfo } from "../app-test";

/** Where the walks on demo content also keep their pictures, beside the test-data walk's (artifacts/screenshots/). */
export const DEMO_SCREENSHOT_DIR = path.join("artifacts", "screenshots", "demo");

/** The controls that lie outside the viewport, named with where they are. */
function controlsOutsideTheViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside: string[] = [];
    for (const control of document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, [role=button], [tabindex='0']",
    )) {
      const box = control.getBoundingClientRect();
      // Visually hidden (a skip link until focused) or not shown at all.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === "hidden") continue;
      if (box.left >= -1 && box.right <= width + 1) continue;
      if (control.closest("[inert], [aria-hidden='true']")) continue;
      let inStrip = false;
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        const strip = parent.getBoundingClientRect();
        if ((overflow === "auto" || overflow === "scroll") && strip.left >= -1 && strip.right <= width + 1) {
          inStrip = true;
          break;
        }
      }
      if (inStrip) continue;
      const name = (control.getAttribute("aria-label") ?? control.textContent ?? "").trim().slice(0, 40);
      outside.push(`${control.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return outside;
  });
}

/**
 * Checks the page fits its width (softly, so one walk reports every screen), attaches its picture
 * to the report and keeps it in DEMO_SCREENSHOT_DIR, named `name`-width.png.
 */
export async function expectFitsTheScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const width = page.viewportSize()!.width;
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect.soft(scrollWidth, `${name} scrolls sideways at ${width} px`).toBe(width);
  expect
    .soft(await controlsOutsideTheViewport(page), `${name}: controls outside the screen at ${width} px`)
    .toEqual([]);
  const picture = await page.screenshot({ fullPage: true, animations: "disabled" });
  await testInfo.attach(`${name}-${width}.png`, { body: picture, contentType: "image/png" });
  fs.mkdirSync(DEMO_SCREENSHOT_DIR, { recursive: true });
  fs.writeFileSync(path.join(DEMO_SCREENSHOT_DIR, `${name}-${width}.png`), picture);
}

/** Waits until the page's data has arrived: its main region shown, nothing still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
