/**
 * Account recovery, walked: sign up with an email → verify from the received message → forget the
 * password → reset from the message → the session another browser had is gone. And
 * (docs/security.md#the-third-probes-findings): a changed address is undone from the link mailed to
 * the old one. The e2e server runs with no SMTP_URL, so mail is read from the .eml files it writes
 * under DATA_DIR/outbox.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./app-test";
import { parseMail, type ParsedMail } from "../../server/test/mail-message";
import { logInInBrowser, uniqueUsername } from "./helpers";

/** Where this worker's server writes its mail (tests/e2e/app-test.ts's server fixture). */
let OUTBOX = "";
test.beforeAll(({ server }) => {
  OUTBOX = path.join(server.dataDir, "outbox");
});
const FIRST_PASSWORD = "moonlight-walks";
const NEW_PASSWORD = "quiet-harbour-mornings";

/** The newest .eml in the outbox addressed to `address` and about `subject`, once it has been written. */
async function newestMail(address: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((name) => name.endsWith(".eml")) : [];
        const messages = files
          .map((name) => ({ name, mtime: fs.statSync(path.join(OUTBOX, name)).mtimeMs }))
          .sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name))
          .map(({ name }) => parseMail(fs.readFileSync(path.join(OUTBOX, name), "utf8")))
          .filter((message) => message.to.includes(address) && message.subject === subject);
        found = messages.at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail "${subject}" to ${address} in ${OUTBOX}` },
    )
    .toBe(true);
  return found!;
}

/** Opens the link in `message` that leads to `pathname`, on the site under test. */
async function openLink(page: Page, message: ParsedMail, pathname: string): Promise<void> {
  const link = message.links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
  expect(link, `a ${pathname} link in:\n${message.text}`).toBeDefined();
  // PUBLIC_URL names localhost; the tests reach the same server as 127.0.0.1.
  await page.goto(`${link!.pathname}${link!.search}`);
}

test("sign up with an email, verify it, forget the password, reset it: the old session is gone", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const username = uniqueUsername("rowan");
  const email = `${username}@example.org`;

  // Sign up with an address for recovery.
  await page.goto("/signup");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(FIRST_PASSWORD);
  await page.getByLabel("Email (for recovery, never shown)").fill(email);
  await page.getByLabel("I am 16 or older").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(/We've sent a link to confirm your email/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Verify from the received message (no login needed for the link).
  const verify = await newestMail(email, "Please confirm your email address");
  expect(verify.text).toContain(`Hello ${username},`);
  await openLink(page, verify, "/verify-email");
  await expect(page.getByText(`Thank you: ${email} is confirmed.`)).toBeVisible();

  // Another browser logs in before the password is forgotten, and sees the address in Settings.
  const other = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const otherPage = await other.newPage();
  await logInInBrowser(otherPage, username, FIRST_PASSWORD);
  await otherPage.goto("/settings");
  const emailSection = otherPage.getByRole("region", { name: "Email" });
  await expect(emailSection.getByText(email)).toBeVisible();
  await expect(otherPage.getByRole("region", { name: "Password" })).toBeVisible();
  await otherPage.screenshot({ path: testInfo.outputPath("settings-375.png"), fullPage: true });

  // Forget the password.
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByText("If that address belongs to an account, we've sent a link.")).toBeVisible();

  // Reset from the message.
  const reset = await newestMail(email, "Reset your PawsWell password");
  await page.setViewportSize({ width: 375, height: 812 });
  await openLink(page, reset, "/reset-password");
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("reset-password-375.png"), fullPage: true });
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password is set.", { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The other browser's session is gone: the server says so, and its page asks to log in again.
  expect((await otherPage.request.get("/api/me")).status()).toBe(401);
  await otherPage.reload();
  await expect(otherPage.getByText("Log in to see your account settings.")).toBeVisible();

  // The link works once; the new password logs in, the old one does not.
  await openLink(page, reset, "/reset-password");
  await page.getByLabel("New password").fill("yet-another-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This link has expired or was already used.", { exact: true }).first()).toBeVisible();
  expect((await page.request.post("/api/login", { data: { username, password: FIRST_PASSWORD } })).status()).toBe(401);
  await logInInBrowser(page, username, NEW_PASSWORD);
  await other.close();
});

test("change the address in Settings with the current password, then undo it from the old address's mail", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const username = uniqueUsername("wren");
  const email = `${username}@example.org`;
  const newEmail = `${username}-new@example.org`;

  // A member with a verified address.
  const registered = await page.request.post("/api/register", {
    data: { username, password: FIRST_PASSWORD, email, ageConfirmed: true },
  });
  expect(registered.status()).toBe(201);
  await openLink(page, await newestMail(email, "Please confirm your email address"), "/verify-email");
  await expect(page.getByText(`Thank you: ${email} is confirmed.`)).toBeVisible();

  // Changing it asks for the current password; a wrong one shows under its field.
  await logInInBrowser(page, username, FIRST_PASSWORD);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/settings");
  const emailSection = page.getByRole("region", { name: "Email" });
  await emailSection.getByLabel("New email address").fill(newEmail);
  const password = emailSection.getByLabel("Your current password");
  await password.fill("not-my-password");
  await emailSection.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(emailSection.getByText("That is not your current password.")).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await emailSection.screenshot({ path: testInfo.outputPath("email-change-375.png") });
  await password.fill(FIRST_PASSWORD);
  await emailSection.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(emailSection.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
  await openLink(page, await newestMail(newEmail, "Please confirm your email address"), "/verify-email");
  await expect(page.getByText(`Thank you: ${newEmail} is confirmed.`)).toBeVisible();

  // The old address is told, with a link that puts it back; another browser is signed in meanwhile.
  const notice = await newestMail(email, "The email address on your PawsWell account was changed");
  expect(notice.text).toContain(`Hello ${username},`);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logInInBrowser(otherPage, username, FIRST_PASSWORD);
  await openLink(page, notice, "/revert-email");
  await expect(page.getByRole("heading", { name: "Undo an email change" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("revert-email-375.png"), fullPage: true });
  await page.getByRole("button", { name: "Put my address back" }).click();
  await expect(page.getByText(`${email} is your account's address again.`)).toBeVisible();

  // Every session ended and the old password no longer works, until a new one is chosen here.
  expect((await otherPage.request.get("/api/me")).status()).toBe(401);
  expect((await page.request.post("/api/login", { data: { username, password: FIRST_PASSWORD } })).status()).toBe(401);
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Your password is set.", { exact: true }).first()).toBeVisible();
  await logInInBrowser(page, username, NEW_PASSWORD);
  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Email" }).getByText(email, { exact: true })).toBeVisible();

  // The link works once.
  await openLink(page, notice, "/revert-email");
  await page.getByRole("button", { name: "Put my address back" }).click();
  await expect(page.getByText("This link has expired or was already used.")).toBeVisible();
  await other.close();
});
