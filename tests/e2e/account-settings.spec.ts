/**
 * Settings (docs/features.md#your-account), as a member with two browsers: where they are signed
 * in, signing the other browser out, taking a break that leaves the bell without a count, and
 * changing the password, which needs the current one.
 */
import { expect, test } from "./app-test";
import { E2E_PASSWORD, logInInBrowser, uniqueUsername } from "./helpers";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

test.describe("account settings", () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test("two sessions, log out the other, take a break", async ({ browser, page, request }) => {
    test.setTimeout(90_000);
    const username = uniqueUsername("settings");
    const signUp = await request.post("/api/register", {
      data: { username, password: E2E_PASSWORD, ageConfirmed: true },
    });
    expect(signUp.status()).toBe(201);

    // The other browser: a phone, in its own context (its own cookies).
    const phoneContext = await browser.newContext({ userAgent: IPHONE, viewport: { width: 1600, height: 900 } });
    const phone = await phoneContext.newPage();
    await logInInBrowser(phone, username, E2E_PASSWORD);
    await logInInBrowser(page, username, E2E_PASSWORD);

    await page.goto("/settings");
    const sessions = page.getByRole("list", { name: "Signed-in sessions" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    const here = sessions.getByRole("listitem").filter({ hasText: "This device" });
    // Playwright's "Desktop Chrome" says it is Chrome on Windows.
    await expect(here).toContainText("Chrome on Windows");
    await expect(here).toContainText("Active now");
    await expect(sessions.getByRole("listitem").filter({ hasText: "Safari on iPhone" })).toBeVisible();

    await page.getByRole("button", { name: "Log out Safari on iPhone" }).click();
    await expect(page.getByText("Signed out Safari on iPhone.", { exact: true }).first()).toBeVisible();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Log out all other sessions" })).toHaveCount(0);

    // The phone finds itself logged out on its next visit.
    await phone.reload();
    await expect(phone.getByRole("link", { name: "Login" }).first()).toBeAttached();
    await expect(phone.getByText(`Welcome, ${username}`)).toHaveCount(0);
    await phoneContext.close();

    // A day's break: the bell keeps quiet.
    await page.getByRole("group", { name: "How long a break" }).getByRole("button", { name: "For 1 day" }).click();
    await expect(page.getByText(/You're on a break until/)).toBeVisible();
    const bell = page.getByRole("link", { name: "Notifications, on a break" }).first();
    await expect(bell).toBeVisible();
    await expect(bell).toHaveText("On a break");
    await page.reload();
    await expect(page.getByRole("link", { name: "Notifications, on a break" }).first()).toBeVisible();

    // At 375 px.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Take a break" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("settings-375.png"), fullPage: true });

    await page.getByRole("button", { name: "End my break" }).click();
    await expect(page.getByText("Welcome back. Notifications are on again.")).toBeVisible();

    // A password change needs the current one: a wrong one shows under its own field.
    const passwordSection = page.getByRole("region", { name: "Password" });
    const current = passwordSection.getByLabel("Current password");
    await current.fill("not-my-password");
    await passwordSection.getByLabel("New password").fill("a-calmer-password");
    await passwordSection.getByRole("button", { name: "Change password" }).click();
    await expect(passwordSection.getByText("That is not your current password.")).toBeVisible();
    await expect(current).toHaveAttribute("aria-invalid", "true");
    await current.fill(E2E_PASSWORD);
    await passwordSection.getByRole("button", { name: "Change password" }).click();
    await expect(passwordSection.getByText(/Your password is changed/)).toBeVisible();
  });
});
