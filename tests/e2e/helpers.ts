/** Steps several browser tests share. */
import { expect, type Page } from "@playwright/test";

export const E2E_PASSWORD = "moonlight-walks";

/** A username no other test has used. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Signs a new member up and logs them in through the real forms; ends on the home page. */
export async function signUpAndLogIn(page: Page, username: string): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(`Welcome, ${username}`)).toBeVisible();
}
