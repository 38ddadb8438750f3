/**
 * Two-factor sign-in, walked: turn it on from Settings (the current password first, then the key
 * read off the page, codes computed here as an authenticator app would), then log in with a code,
 * and with a recovery code.
 */
import { expect, test, type Page } from "./app-test";
import { Secret, TOTP } from "otpauth";
import { E2E_PASSWORD, logInInBrowser, uniqueUsername } from "./helpers";

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
function appCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
}

async function passwordStep(page: Page, username: string) {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test.describe("two-factor sign-in", () => {
  // The bar shows Logout and the member's name from 1024 px.
  test.use({ viewport: { width: 1600, height: 900 } });

  test("turn it on in Settings, then log in with a code and with a recovery code", async ({ page, request }) => {
    // Four logins and a settings walk: more than the default half minute on a busy machine.
    test.setTimeout(120_000);
    const username = uniqueUsername("twofa");
    const registered = await request.post("/api/register", {
      data: { username, password: E2E_PASSWORD, ageConfirmed: true },
    });
    expect(registered.status()).toBe(201);
    await logInInBrowser(page, username, E2E_PASSWORD);

    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    // A signed-in browser alone cannot add an authenticator: the current password comes first.
    const section = page.getByRole("region", { name: "Two-factor sign-in" });
    const password = section.getByLabel("Your current password");
    await password.fill("not-my-password");
    await section.getByRole("button", { name: "Continue" }).click();
    await expect(section.getByText("That is not your current password.")).toBeVisible();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("img", { name: /QR code/ })).toHaveCount(0);
    await password.fill(E2E_PASSWORD);
    await section.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    const secret = (await page.getByTestId("two-factor-secret").textContent())!.replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // The setup on a phone-sized screen, for a person to look at.
    await page.setViewportSize({ width: 375, height: 812 });
    await page
      .getByRole("heading", { name: "Two-factor sign-in" })
      .locator("..")
      .screenshot({ path: test.info().outputPath("two-factor-setup-375.png") });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1600, height: 900 });

    await page.getByLabel("Enter the 6-digit code the app shows").fill(appCode(secret));
    await page.getByRole("button", { name: "Turn on", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Save these recovery codes now" })).toBeVisible();
    const codes = await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").allTextContents();
    expect(codes).toHaveLength(10);
    await page.setViewportSize({ width: 375, height: 812 });
    await page
      .getByRole("heading", { name: "Two-factor sign-in" })
      .locator("..")
      .screenshot({ path: test.info().outputPath("two-factor-codes-375.png") });
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.getByRole("button", { name: "I've saved them" }).click();
    await expect(page.getByText("10 recovery codes left.")).toBeVisible();

    // With a code: the next step's, since the one that turned it on is spent.
    await logOut(page);
    await passwordStep(page, username);
    const codeField = page.getByLabel("The 6-digit code from your authenticator app");
    await expect(codeField).toBeVisible();
    await codeField.fill(appCode(secret, 1));
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Welcome back!", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(`Welcome, ${username}`).first()).toBeAttached();

    // With a recovery code, which then works no more.
    await logOut(page);
    await passwordStep(page, username);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: test.info().outputPath("two-factor-login-375.png") });
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.getByLabel("One of your recovery codes").fill(codes[0]!);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText(`Welcome, ${username}`).first()).toBeAttached();
    await page.goto("/settings");
    await expect(page.getByText("9 recovery codes left.")).toBeVisible();

    await logOut(page);
    await passwordStep(page, username);
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel("One of your recovery codes").fill(codes[0]!);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login Failed", { exact: true }).first()).toBeVisible();
  });
});
