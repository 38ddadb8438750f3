/** What does not fit in the site header: shared by the header walks on test and demo content. */
import type { Page } from "@playwright/test";

/**
 * What does not fit in the header at this width: the page wider than the window, the bar's row
 * wider than itself, or a link or button whose words run onto a second line. Only what is shown
 * counts (the bar's links are hidden on a phone, the menu's on a desktop).
 */
export async function headerMisfits(page: Page): Promise<string[]> {
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
