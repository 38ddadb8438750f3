import { expect, test, type Page } from "./app-test";

const PASSWORD = "moonlight-walks";

async function fillCredentials(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
}

test.describe("accounts", () => {
  // The bar greets a member by name from 1536 px (the phone menu always does): check it where it shows.
  test.use({ viewport: { width: 1600, height: 900 } });

  test("sign up, log in, see the member header, log out", async ({ page }) => {
    const username = `luna-${Date.now()}`;
    await page.goto("/signup");
    await fillCredentials(page, username, PASSWORD);
    // The terms' age is asked: without the box ticked, nothing is sent and the box says why.
    await page.getByRole("button", { name: "Create Account" }).click();
    const age = page.getByLabel("I am 16 or older");
    await expect(age).toHaveAccessibleDescription(/Please confirm you are 16 or older/);
    await age.check();
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText("Welcome to PawsWell!", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Your account has been created successfully. Please log in to continue.", { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await fillCredentials(page, username, PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
    await expect(page.getByText(`Hello ${username}, great to see you again.`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();
    // The greeting is the account control: it opens the member's own pages.
    await page.getByRole("button", { name: `Welcome, ${username}` }).click();
    await expect(
      page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "AI Preferences" }),
    ).toBeVisible();
    await page.keyboard.press("Escape");

    // The session survives a reload: the stored user is validated with the server.
    await page.reload();
    await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join Community" })).toBeVisible();
    await expect(page.getByText(`Welcome, ${username}`)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  });

  test("a tampered stored user is removed and the visitor is logged out", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() =>
      localStorage.setItem("user", JSON.stringify({ id: "00000000-0000-0000-0000-000000000000", username: "mallory" })),
    );
    await page.reload();
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByText("Welcome, mallory")).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  });

  test("a wrong password shows 'Login Failed'", async ({ page }) => {
    await page.goto("/login");
    await fillCredentials(page, "nobody-like-this", "not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Login Failed", { exact: true })).toBeVisible();
    await expect(page.getByText("Invalid username or password", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
