/**
 * Drafts and scheduling (docs/decisions.md#drafts-and-scheduling): a moderator uploads a cover
 * image, writes a Markdown article, saves a draft, previews it, schedules it a minute ahead and
 * sees it publish; then fixes a typo in the published article, and its date and address stay.
 * Visitors never see it before it is out. The walk moves the scheduler's clock to the article's
 * minute (setSchedulerClock) rather than waiting for it. The article is deleted at the end, so
 * later walks find the blog as it was.
 */
import { expect, test } from "./app-test";
import { MODERATOR, logInInBrowser, setSchedulerClock, writePng } from "./helpers";

test("a moderator drafts, previews and schedules an article, which publishes itself; a fix keeps its date and address", async ({
  page,
  browser,
  server,
}) => {
  // A long walk: its budget is kept for a busy machine, though it no longer waits for a clock minute.
  test.setTimeout(240_000);
  const title = `A quiet corner for nervous cats ${Date.now().toString(36)}`;
  await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
  const visitor = await browser.newContext();
  let articleId: string | undefined;
  try {
    // Written in Markdown, with a typo, and saved as a draft.
    await page.goto("/admin?tab=blog");
    await page.getByRole("button", { name: "Add Blog post" }).click();
    const form = page.getByRole("form", { name: "Add blog" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Author").fill("PawsWell Team");
    await form
      .getByLabel("Content")
      .fill("A cat who hides is not being rude.\n\n## What helps\n\n- A box turned on its side\n- A quite voice");
    const cover = form.getByRole("group", { name: "Image" });
    await cover.getByLabel("Upload an image").setInputFiles(await writePng());
    await expect(cover.getByRole("img", { name: "Preview of the chosen image" })).toBeVisible();
    await cover.getByLabel("Alt text (required)").fill("A grey cat peeking out of a cardboard box");
    await form.getByRole("radio", { name: /Save draft/ }).check();
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Blog post added!", { exact: true }).first()).toBeVisible();

    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(row.getByText("Draft", { exact: true })).toBeVisible();

    // The preview shows it as its page will, marked as not published.
    await row.getByRole("link", { name: `Preview ${title}` }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/[0-9a-f-]+\/preview$/);
    articleId = /\/admin\/blog\/([0-9a-f-]+)\/preview/.exec(page.url())![1];
    await expect(page.getByRole("note")).toContainText("Preview — not published");
    const preview = page.getByRole("article");
    await expect(preview.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(preview.getByRole("heading", { level: 2, name: "What helps" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["A box turned on its side", "A quite voice"]);
    const previewCover = preview.getByRole("img", { name: "A grey cat peeking out of a cardboard box" });
    await expect(previewCover).toHaveAttribute("src", /^\/objects\/uploads\/[0-9a-f-]{36}$/);

    // Nobody else can read it yet: not on the blog, not at its address.
    const draft = (await (await page.request.get(`/api/blog/${articleId}/preview`)).json()) as { slug: string };
    const slug = draft.slug;
    expect((await visitor.request.get(`/api/blog/${slug}`)).status()).toBe(404);
    // Its page, drawn on the server as a visitor gets it, is "not found".
    expect((await visitor.request.get(`/blog/${slug}`)).status()).toBe(404);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto("/blog");
    await expect(visitorPage.getByRole("heading", { name: title })).toHaveCount(0);

    // Scheduled a minute ahead, in the moderator's own time zone.
    await page.goto("/admin?tab=blog");
    await row.getByRole("button", { name: `Edit ${title}` }).click();
    const edit = page.getByRole("form", { name: `Edit ${title}` });
    await edit.getByRole("radio", { name: /Schedule/ }).check();
    const when = await page.evaluate(() => {
      const at = new Date(Date.now() + 60_000);
      at.setSeconds(0, 0);
      at.setMinutes(at.getMinutes() + 1);
      const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
      return { input: local.toISOString().slice(0, 16), time: at.getTime() };
    });
    await edit.getByLabel("Publish on").fill(when.input);
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Blog post saved!", { exact: true }).first()).toBeVisible();
    await expect(row.getByText("Scheduled", { exact: true })).toBeVisible();
    await expect(row.getByText(/^Publishes /)).toBeVisible();
    expect((await visitor.request.get(`/api/blog/${slug}`)).status()).toBe(404);

    // A second before its time the scheduler leaves it alone (three passes, one a second on the test server).
    setSchedulerClock(server, new Date(when.time - 1_000));
    await page.waitForTimeout(3_000);
    expect((await visitor.request.get(`/api/blog/${slug}`)).status()).toBe(404);

    // It publishes itself at its time: the visitor finds it on the blog.
    setSchedulerClock(server, new Date(when.time));
    await expect
      .poll(async () => (await visitor.request.get(`/api/blog/${slug}`)).status(), {
        timeout: 30_000,
        intervals: [500],
      })
      .toBe(200);
    await expect(async () => {
      await visitorPage.goto("/blog");
      await expect(visitorPage.getByRole("heading", { name: title })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.reload();
    await expect(row.getByText("Published", { exact: true })).toBeVisible();

    expect((await visitor.request.get(`/blog/${slug}`)).status()).toBe(200);
    const published = (await (await visitor.request.get(`/api/blog/${slug}`)).json()) as { createdAt: string };
    // Dated the moment it went out: its time, not before.
    expect(new Date(published.createdAt).getTime()).toBe(when.time);
    await visitorPage.goto(`/blog/${slug}`);
    const article = visitorPage.getByRole("article");
    await expect(article.getByRole("listitem").last()).toHaveText("A quite voice");
    await expect(article.getByRole("img", { name: "A grey cat peeking out of a cardboard box" })).toBeVisible();
    const date = await article.locator("time").first().getAttribute("datetime");
    expect(date).toBe(published.createdAt);

    // A typo fixed in the published article: same address, same date.
    await row.getByRole("button", { name: `Edit ${title}` }).click();
    const fix = page.getByRole("form", { name: `Edit ${title}` });
    await expect(fix.getByRole("group", { name: "When should readers see it?" })).toHaveCount(0);
    const content = fix.getByLabel("Content");
    await content.fill((await content.inputValue()).replace("A quite voice", "A quiet voice"));
    await fix.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Blog post saved!", { exact: true }).first()).toBeVisible();

    await expect(async () => {
      await visitorPage.goto(`/blog/${slug}`);
      await expect(visitorPage.getByRole("article").getByRole("listitem").last()).toHaveText("A quiet voice", {
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });
    expect(new URL(visitorPage.url()).pathname).toBe(`/blog/${slug}`);
    await expect(visitorPage.getByRole("article").locator("time").first()).toHaveAttribute("datetime", date!);
    await expect(visitorPage.getByRole("article")).toContainText("Updated");
  } finally {
    setSchedulerClock(server, undefined);
    await visitor.close();
    if (articleId) expect((await page.request.delete(`/api/blog/${articleId}`)).status()).toBe(204);
  }
});
