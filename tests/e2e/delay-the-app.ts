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
  await page.route(`**${await entryOf(page, path)}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * Holds back the entry script `path`'s page loads until the walk lets it go (the returned
 * function), once per load: for a walk that must finish typing before the app arrives, however
 * slow the machine or quick the app.
 */
export async function holdTheApp(page: Page, path: string): Promise<() => void> {
  let letGo = () => {};
  let held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(`**${await entryOf(page, path)}`, async (route) => {
    await held;
    await route.continue();
  });
  return () => {
    letGo();
    held = new Promise<void>((resolve) => (letGo = resolve));
  };
}

/** The entry script `path`'s page loads: the one its HTML loads, or the first the after-paint loader names. */
async function entryOf(page: Page, path: string): Promise<string> {
  const html = await (await page.request.get(path)).text();
  const entry =
    /data-app-modules="(\/assets\/[^" ]+\.js)/.exec(html)?.[1] ??
    /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html)?.[1];
  expect(entry, "the page names the app's entry").toBeTruthy();
  return entry!;
}
