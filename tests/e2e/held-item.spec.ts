/**
 * A held post stays with its author and the moderators (docs/decisions.md#one-item-model): its
 * page, its thread and its reply box are there for them, and gone for a visitor and for any other
 * member, including what the author writes in its thread while it waits.
 */
import { expect, test } from "./app-test";
import { PHONE } from "./a11y-helpers";
import { MODERATOR, logInInBrowser, newMember, uniqueUsername } from "./helpers";

const IMMINENT = "I have the pills here. I'm going to end it all tonight.";
const NOT_HERE = "This discussion isn't here any more";

test("a held post's page, thread and reply box are its author's and the moderators', and nobody else's", async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const author = await newMember(browser, "robin", true);
  const title = uniqueUsername("Goodbye everyone");
  const created = await author.page.request.post("/api/posts", {
    data: { title, content: IMMINENT, category: "pet-loss" },
  });
  expect(created.status()).toBe(201);
  const postUrl = `/community/${(await created.json()).id}`;

  // The author sees their post, held, and may still write in its thread.
  await author.page.goto(postUrl);
  await expect(author.page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const place = uniqueUsername("the old bridge on Mill Lane");
  await author.page.getByRole("textbox", { name: "Your reply" }).fill(`I'm at ${place}`);
  await author.page.getByRole("button", { name: "Post Reply" }).click();
  await expect(author.page.getByText(`I'm at ${place}`)).toBeVisible();
  await author.page.screenshot({ path: test.info().outputPath("held-post-author-phone.png"), fullPage: true });

  // A visitor and another member: no page, no thread, no reply box, not in the list.
  const other = await newMember(browser, "sam", true);
  const visitor = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
  for (const reader of [visitor, other.page]) {
    await reader.goto(postUrl);
    await expect(reader.getByText(NOT_HERE)).toBeVisible();
    await expect(reader.getByText(place)).toHaveCount(0);
    await expect(reader.getByText(title)).toHaveCount(0);
    await expect(reader.getByRole("textbox", { name: "Your reply" })).toHaveCount(0);
    const replies = await reader.request.get(`/api${postUrl.replace("/community", "/posts")}/replies`);
    expect(replies.status()).toBe(404);
    await reader.goto("/community");
    await expect(reader.getByRole("link", { name: title })).toHaveCount(0);
  }
  await visitor.screenshot({ path: test.info().outputPath("held-post-visitor-phone.png"), fullPage: true });

  // A moderator sees it all, the author's reply included, and may answer.
  await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
  await page.goto(postUrl);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`I'm at ${place}`)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Your reply" })).toBeVisible();

  // The moderator deletes it from the queue, which closes its case: the queue is left as it was.
  const queue = await page.request.get("/api/moderation/queue?limit=100");
  const cases = (await queue.json()) as { id: string; itemId: string }[];
  const ours = cases.find((entry) => entry.itemId === postUrl.split("/").pop());
  expect(ours).toBeDefined();
  const deleted = await page.request.post(`/api/moderation/cases/${ours!.id}/actions`, {
    data: { action: "delete", reason: "Browser test clean-up" },
  });
  expect(deleted.status()).toBe(200);
});
