/**
 * The newsletter, walked (docs/decisions.md#a-real-newsletter): a visitor subscribes on /blog,
 * confirms from the received email, a moderator composes an issue in /admin and sends it, the
 * visitor receives it and unsubscribes from its link. The e2e server has no SMTP_URL, so mail is
 * read from DATA_DIR/outbox's .eml files. The article made for the issue is deleted at the end; the
 * (unsubscribed) subscriber and the sent issue stay, shown only in /admin's Newsletter tab.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./app-test";
import { parseMail, type ParsedMail } from "../../server/test/mail-message";
import { MODERATOR, logInByApi, logInInBrowser, uniqueUsername } from "./helpers";

/** Where this worker's server writes its mail (tests/e2e/app-test.ts's server fixture). */
let OUTBOX = "";
test.beforeAll(({ server }) => {
  OUTBOX = path.join(server.dataDir, "outbox");
});

/** The newest .eml in the outbox to `address` about `subject`, once it has been written. */
async function newestMail(address: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).filter((name) => name.endsWith(".eml")) : [];
        found = files
          .map((name) => ({ name, mtime: fs.statSync(path.join(OUTBOX, name)).mtimeMs }))
          .sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name))
          .map(({ name }) => parseMail(fs.readFileSync(path.join(OUTBOX, name), "utf8")))
          .filter((message) => message.to.includes(address) && message.subject === subject)
          .at(-1);
        return Boolean(found);
      },
      { timeout: 30_000, message: `a mail "${subject}" to ${address} in ${OUTBOX}` },
    )
    .toBe(true);
  return found!;
}

/** Opens the link in `message` that leads to `pathname`, on the site under test. */
async function openLink(page: Page, message: ParsedMail, pathname: string): Promise<string> {
  const link = message.links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
  expect(link, `a ${pathname} link in:\n${message.text}`).toBeDefined();
  // PUBLIC_URL names localhost; the tests reach the same server as 127.0.0.1.
  await page.goto(`${link!.pathname}${link!.search}`);
  return link!.href;
}

test("a visitor subscribes, confirms from the email, receives an issue and unsubscribes from its link", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `${uniqueUsername("reader")}@example.org`.toLowerCase();
  const subject = `Gentle news ${Date.now().toString(36)}`;
  const articleTitle = uniqueUsername("Quiet corners for anxious cats");

  // An article for the issue, made by the moderator through the API.
  const moderatorContext = await browser.newContext();
  const moderator = await moderatorContext.newPage();
  await logInByApi(moderator.request, MODERATOR.username, MODERATOR.password);
  const created = await moderator.request.post("/api/blog", {
    data: {
      title: articleTitle,
      excerpt: "A box, a blanket and a little time.",
      content: "Cats settle where they feel hidden.",
      author: "PawsWell Team",
    },
  });
  expect(created.status()).toBe(201);
  const article = (await created.json()) as { id: string; slug: string };

  try {
    // The visitor subscribes from the Blog page's box.
    await page.goto("/blog");
    const box = page.getByRole("region", { name: "Stay in touch" });
    await box.getByLabel("Email address").fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("status")).toContainText("we've sent it a link to confirm");

    // Confirms from the received email (no login).
    const confirmation = await newestMail(email, "Please confirm your PawsWell newsletter subscription");
    await openLink(page, confirmation, "/newsletter/confirm");
    await expect(page.getByText("You're subscribed. Thank you for joining us.")).toBeVisible();

    // The moderator composes the issue in /admin and sends it to every confirmed subscriber.
    await logInInBrowser(moderator, MODERATOR.username, MODERATOR.password);
    await moderator.goto("/admin?tab=newsletter");
    const compose = moderator.getByRole("form", { name: "Compose an issue" });
    await compose.getByLabel("Subject").fill(subject);
    await compose.getByLabel(/Introduction/).fill("Hello from the PawsWell team. A few gentle reads for the week.");
    await compose.getByRole("checkbox", { name: new RegExp(articleTitle) }).check();
    await compose.getByRole("button", { name: "Save draft" }).click();
    const issue = moderator.getByRole("listitem").filter({ hasText: subject });
    await expect(issue.getByText("Draft")).toBeVisible();
    await issue.getByRole("button", { name: /^Send to \d+ confirmed subscribers?$/ }).click();
    const dialog = moderator.getByRole("dialog", { name: "Send this issue?" });
    await dialog.getByRole("button", { name: "Send now" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(issue.getByText("Sent", { exact: true })).toBeVisible({ timeout: 30_000 });
    await moderator.screenshot({ path: testInfo.outputPath("newsletter-tab.png"), fullPage: true });

    // The visitor receives it, with the article and a working unsubscribe link and header.
    const received = await newestMail(email, subject);
    expect(received.text).toContain(articleTitle);
    expect(received.text).toContain(`/blog/${article.slug}`);
    const href = await openLink(page, received, "/newsletter/unsubscribe");
    expect(received.headers["list-unsubscribe"]).toBe(`<${href}>`);
    expect(received.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("You're unsubscribed. We won't send you the newsletter again.")).toBeVisible();

    // /admin counts them as unsubscribed now.
    await moderator.reload();
    await expect(moderator.getByRole("region", { name: "Newest subscribers" }).getByText(email)).toBeVisible();
  } finally {
    expect((await moderator.request.delete(`/api/blog/${article.id}`)).status()).toBe(204);
    await moderatorContext.close();
  }
});
