/**
 * Contact Us (docs/decisions.md#footer-pages), as people meet it: a visitor finds it in the footer
 * and writes without an account; a moderator finds the message in /admin's Contact tab and marks it
 * handled, which the audit log records. The message stays, handled, as a real inbox would keep it
 * until housekeeping. A moderator on a phone deletes a spam message at once, after a confirmation.
 */
import { expect, test } from "./app-test";
import { MODERATOR, logInInBrowser, uniqueUsername } from "./helpers";

test("a visitor writes through Contact Us and a moderator marks the message handled", async ({ browser, page }) => {
  const words = `${uniqueUsername("Hello")}: how do I hide my member page?`;

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/");
  await visitor.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(visitor.getByText(/not around the clock/)).toBeVisible();
  await visitor.getByLabel("Your name (optional)").fill("Robin");
  await visitor.getByLabel("What is it about?").selectOption({ label: "Privacy or my data" });
  await visitor.getByLabel("Your message").fill(words);
  await visitor.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByRole("heading", { name: /Your message is on its way/ })).toBeFocused();
  await expect(visitor.getByText(/we can't write back/)).toBeVisible();
  await visitor.context().close();

  await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
  await page.goto("/admin?tab=contact");
  const inbox = page.getByRole("tabpanel", { name: "Contact" });
  const row = inbox.getByRole("listitem").filter({ hasText: words });
  await expect(row).toBeVisible();
  await expect(row.getByText("From: Robin")).toBeVisible();
  await expect(row.getByRole("heading", { name: "Privacy or my data" })).toBeVisible();
  await row.getByRole("button", { name: "Mark handled" }).click();
  await expect(row.getByText(new RegExp(`^Handled .* by ${MODERATOR.username}$`))).toBeVisible();
  await expect(row.getByRole("button", { name: "Mark handled" })).toHaveCount(0);

  await page.getByRole("tab", { name: "Audit log" }).click();
  await expect(
    page.getByRole("tabpanel", { name: "Audit log" }).getByText(`${MODERATOR.username}: Marked handled`).first(),
  ).toBeVisible();
});

test("a moderator on a phone deletes a spam message after confirming, and it is gone", async ({ page }) => {
  const words = `${uniqueUsername("Spam")}: cheap followers, click here`;
  await page.setViewportSize({ width: 375, height: 812 });
  expect(
    (await page.request.post("/api/contact-messages", { data: { topic: "other", message: words } })).status(),
  ).toBe(201);

  await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
  await page.goto("/admin?tab=contact");
  const inbox = page.getByRole("tabpanel", { name: "Contact" });
  const row = inbox.getByRole("listitem").filter({ hasText: words });
  await row.getByRole("button", { name: /^Delete / }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this message?" });
  await expect(dialog).toContainText("This cannot be undone.");
  await page.screenshot({ path: test.info().outputPath("delete-contact-message-375.png") });
  await dialog.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByText("The message has been deleted.").first()).toBeVisible();
  await expect(inbox.getByText(words)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("tabpanel", { name: "Contact" })).toBeVisible();
  await expect(page.getByText(words)).toHaveCount(0);
  await page.getByRole("tab", { name: "Audit log" }).click();
  await expect(
    page.getByRole("tabpanel", { name: "Audit log" }).getByText(`${MODERATOR.username}: Deleted the item`).first(),
  ).toBeVisible();
});
