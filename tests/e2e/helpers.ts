/** Steps several browser tests share. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { PHONE } from "./a11y-helpers";
import { expect, type APIRequestContext, type Browser, type Page } from "./app-test";
import type { TestServer } from "./test-server";

export const E2E_PASSWORD = "moonlight-walks";

/**
 * Accounts in every test server's data folder from the start (tests/e2e/test-server.ts; names and
 * passwords from playwright.config.ts). Specs that only need "a member" use MEMBER rather than signing up, which
 * keeps the suite under the per-address sign-up limit.
 */
export const MODERATOR = {
  username: process.env.E2E_MODERATOR_USERNAME!,
  password: process.env.E2E_MODERATOR_PASSWORD!,
};
export const MEMBER = { username: process.env.E2E_MEMBER_USERNAME!, password: process.env.E2E_MEMBER_PASSWORD! };

/** A username no other test has used. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Signs a new member up and logs them in through the real forms; ends on the home page. */
export async function signUpAndLogIn(page: Page, username: string): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByLabel("I am 16 or older").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The new username is filled in and the password waits for them.
  await expect(page.getByLabel("Username")).toHaveValue(username);
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  // In the DOM at every width; the bar shows it from 1024 px, the phone menu always.
  await expect(page.getByText(`Welcome, ${username}`).first()).toBeAttached();
}

/** Logs in through the API; the browser context (or request context) keeps the session cookie. */
export async function logInByApi(request: APIRequestContext, username: string, password: string): Promise<void> {
  const response = await request.post("/api/login", { data: { username, password } });
  expect(response.status(), `log in ${username}`).toBe(200);
}

/** Logs in through the real form, so the page knows its user too; ends on the home page. */
export async function logInInBrowser(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText(`Welcome, ${username}`).first()).toBeAttached();
}

/** A small real PNG on disk, for a file input (an article's cover). */
export async function writePng(): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-cover-")), "cover.png");
  const bytes = await sharp({ create: { width: 96, height: 54, channels: 3, background: { r: 90, g: 140, b: 110 } } })
    .png()
    .toBuffer();
  fs.writeFileSync(file, bytes);
  return file;
}

/**
 * A new member, logged in on a fresh page of their own (on a phone when `phone`). `address` is the
 * client address the server sees (the e2e server trusts its loopback proxy's X-Forwarded-For).
 */
export async function newMember(
  browser: Browser,
  prefix: string,
  phone = false,
  address?: string,
): Promise<{ page: Page; name: string }> {
  const context = await browser.newContext({
    ...(phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : {}),
    ...(address ? { extraHTTPHeaders: { "X-Forwarded-For": address } } : {}),
  });
  const page = await context.newPage();
  const name = uniqueUsername(prefix);
  const created = await page.request.post("/api/register", {
    data: { username: name, password: E2E_PASSWORD, ageConfirmed: true },
  });
  expect(created.status()).toBe(201);
  await logInInBrowser(page, name, E2E_PASSWORD);
  return { page, name };
}

/**
 * Sets the clock of `server`'s publishing scheduler to `time` (it passes every second on a test
 * server, tests/e2e/test-server.ts); undefined gives it back the database's clock. The rest of the
 * server keeps the real time: a schedule is still checked against it when saved.
 */
export function setSchedulerClock(server: TestServer, time: Date | undefined): void {
  if (time) fs.writeFileSync(server.clockFile, time.toISOString());
  else fs.rmSync(server.clockFile, { force: true });
}
