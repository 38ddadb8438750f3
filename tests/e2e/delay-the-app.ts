/**
 * Holds back the app's entry script on a page, as a slow phone waits for it: for the specs that
 * try what a person does before the app has taken a rendered page over (early taps, early typing).
 */
import { expect, type Page } from "./app-test";

/**
 * Delays the entry script `path`'s page loads by `delayMs`: the one its HTML loads, or, as pages
 * load the app after their first paint by default, the one the after-paint loader names first.
 */
export async function delayTheApp(page: Page, path: string, delayMs: number): Promise<void> {
  const html = await (await page.request.get(path)).text();
  const entry =
    /data-app-modules="(\/assets\/[^" ]+\.js)/.exec(html)?.[1] ??
    /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html)?.[1];
  expect(entry, "the page names the app's entry").toBeTruthy();
  await page.route(`**${entry}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}
