/**
 * Safe on a bad day (docs/safety.md#safety-on-a-bad-day), as people meet it: a member in crisis is
 * offered help before posting and is held, not exposed; moderators find them first; three members'
 * reports hide spam until a moderator looks; a reader chooses not to see pet loss.
 */
import { expect, test } from "./app-test";
import { MODERATOR, logInInBrowser, newMember, uniqueUsername } from "./helpers";

const IMMINENT = "I have the pills here. I'm going to end it all tonight.";

test("a member in crisis is offered help, held for a moderator, found first and published with a warning", async ({
  browser,
  page,
}) => {
  const author = await newMember(browser, "robin", true);
  const title = uniqueUsername("Tonight");
  await author.page.goto("/community");
  await author.page.getByRole("button", { name: "New Post" }).click();
  const dialog = author.page.getByRole("dialog", { name: "New Post" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Category").selectOption("pet-loss");
  await dialog.getByLabel("Content").fill(IMMINENT);
  await dialog.getByRole("button", { name: "Create Post" }).click();

  // Before anything is sent: a calm panel with helplines, and the choice stays theirs.
  await expect(dialog.getByRole("link", { name: "Talk to someone now" })).toHaveAttribute("href", "/crisis");
  await expect(dialog.getByRole("button", { name: "Edit first" })).toBeVisible();
  await expect(dialog.getByText(/988|116 123|Find a Helpline/).first()).toBeVisible();
  await author.page.screenshot({ path: test.info().outputPath("crisis-panel-phone.png"), fullPage: true });
  await dialog.getByRole("button", { name: "Post", exact: true }).click();

  // Held: the author reads support and sees their post; nobody else does.
  const held = author.page.getByRole("dialog", { name: "A moderator will read this soon. Here is support now." });
  await expect(held).toBeVisible();
  await author.page.screenshot({ path: test.info().outputPath("held-notice-phone.png"), fullPage: true });
  await held
    .getByRole("button", { name: /Close|OK|Thank you/ })
    .first()
    .click();
  await expect(author.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(author.page.getByText("A moderator will read this soon. Here is support now.")).toBeVisible();
  const postUrl = author.page.url();

  const guest = await browser.newPage();
  await guest.goto(postUrl);
  await expect(guest.getByText("This discussion isn't here any more")).toBeVisible();
  await guest.goto("/community");
  await expect(guest.getByRole("link", { name: title })).toHaveCount(0);

  // A moderator finds it first in the queue, claims it, adds a warning and publishes it.
  await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
  await page.goto("/admin");
  await page.getByRole("tab", { name: /^Queue \(\d+\)$/ }).click();
  const first = page.getByRole("article").first();
  await expect(first.getByText("Held: crisis")).toBeVisible();
  await expect(first.getByText(IMMINENT).first()).toBeVisible();
  await first.getByRole("button", { name: "Claim" }).click();
  await expect(first.getByText(/You are looking after this|Claimed by you/)).toBeVisible();

  await first.getByRole("button", { name: "Add content warning" }).click();
  const warn = page.getByRole("dialog", { name: "Content warnings on this discussion" });
  await warn.getByRole("checkbox", { name: "suicide mention" }).check();
  await warn.getByLabel("Why? The audit log keeps this.").fill("Kind words, but a hard read");
  await warn.getByRole("button", { name: "Save warnings" }).click();
  await expect(warn).toBeHidden();

  await first.getByRole("button", { name: "Publish" }).click();
  const publish = page.getByRole("dialog", { name: "Publish this discussion?" });
  await publish.getByLabel("Why? The audit log keeps this.").fill("Checked in with them; they are safe");
  await publish.getByRole("button", { name: "Publish" }).click();
  await expect(publish).toBeHidden();

  await guest.goto(postUrl);
  await expect(guest.getByText("Content warning: suicide mention")).toBeVisible();
  await guest.getByRole("button", { name: "Show" }).first().click();
  await expect(guest.getByText(IMMINENT)).toBeVisible();

  await page.getByRole("tab", { name: "Audit log" }).click();
  const log = page.getByRole("tabpanel", { name: "Audit log" });
  await expect(log.getByText("Checked in with them; they are safe")).toBeVisible();
  await expect(log.getByText("Kind words, but a hard read")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("audit-log.png"), fullPage: true });
});

test("three members report spam, it hides itself, and a moderator restores it", async ({ browser, page }) => {
  // Four members sign up and three report through their own browsers: 24 s on a quiet machine,
  // past the default 30 s when CI shares its two cores.
  test.setTimeout(60_000);
  const poster = await newMember(browser, "seller");
  const title = uniqueUsername("Cheap pet insurance");
  const created = await poster.page.request.post("/api/posts", {
    data: { title, content: "Click my link for deals!", category: "general-wellness" },
  });
  expect(created.status()).toBe(201);
  const postUrl = `/community/${(await created.json()).id}`;

  // Three people in three places: the net counts one address once (playwright.config.ts makes
  // every account established at once, so no day need pass).
  for (const [index, prefix] of ["ana", "ben", "cy"].entries()) {
    const reporter = await newMember(browser, prefix, false, `192.0.2.${index + 10}`);
    await reporter.page.goto(postUrl);
    await reporter.page
      .getByRole("button", { name: /^Report/ })
      .first()
      .click();
    const report = reporter.page.getByRole("dialog", { name: /Report/ });
    await report.getByRole("radio", { name: "Spam or advertising" }).check();
    await report.getByRole("button", { name: "Send" }).click();
    await expect(report.getByText(/Thank you\. A moderator will look at this\./)).toBeVisible();
    await reporter.page.context().close();
  }

  const guest = await browser.newPage();
  await guest.goto(postUrl);
  await expect(guest.getByText("Hidden by a moderator")).toBeVisible();
  await expect(guest.getByText("Click my link for deals!")).toHaveCount(0);

  await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
  await page.goto("/admin");
  const row = page.getByRole("article").filter({ hasText: title });
  await expect(row.getByText(/Spam or advertising/)).toBeVisible();
  await row.getByRole("button", { name: "Restore" }).click();
  const restore = page.getByRole("dialog", { name: "Restore this discussion?" });
  await restore.getByLabel("Why? The audit log keeps this.").fill("An advert, but harmless; talked to them");
  await restore.getByRole("button", { name: "Restore" }).click();
  await expect(restore).toBeHidden();

  await guest.reload();
  await expect(guest.getByText("Click my link for deals!")).toBeVisible();
});

test("a reader who chooses 'pet loss: hide' no longer sees those items", async ({ browser, page }) => {
  const writer = await newMember(browser, "maya");
  const title = uniqueUsername("Saying goodbye to Biscuit");
  const created = await writer.page.request.post("/api/posts", {
    data: { title, content: "We said goodbye today.", category: "pet-loss", contentWarnings: ["pet-loss"] },
  });
  expect(created.status()).toBe(201);

  await page.goto("/community");
  await expect(page.getByText("Content warning: pet loss").first()).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();

  await page.goto("/preferences");
  const section = page.getByRole("group", { name: "pet loss" });
  await section.getByRole("radio", { name: "Hide" }).check();
  await page.goto("/community");
  await expect(page.getByRole("heading", { name: "Community" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
});
