/**
 * A member's server-rendered page is taken over as drawn, never drawn a second time: their stored
 * session, confirmed before the screen's code has arrived, waits for the screen to be taken over
 * (client/src/features/auth/session-provider.tsx). Drawn again, the screen was once a member's
 * LCP (docs/performance.md, footnote ¹ of the first working click).
 */
import { expect, test } from "./app-test";
import { newMember } from "./helpers";

test("a member's screen is the element the server drew, even when its code arrives late", async ({ browser }) => {
  const { page, name } = await newMember(browser, "late-screen");
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  // The stories screen's code comes three seconds late, as on a slow phone; the app's own does not.
  await page.route("**/assets/stories-page-*.js", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });

  await page.goto("/stories", { waitUntil: "domcontentloaded" });
  const drawn = page.locator("#main > section").first();
  await expect(drawn).toBeAttached();
  await drawn.evaluate((element) => element.setAttribute("data-drawn-by-server", ""));

  // The member shows once the screen is live: by then, on the element the server drew.
  await expect(page.locator("html[data-app-ready]")).toBeAttached({ timeout: 20_000 });
  await expect(page.getByText(`Welcome, ${name}`).first()).toBeAttached();
  await expect(page.locator("#main [data-drawn-by-server]")).toHaveCount(1);
  expect(problems).toEqual([]);
  await page.context().close();
});
