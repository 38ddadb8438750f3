/**
 * Every item has its own page, and search finds it (docs/decisions.md#every-item-has-a-page), as
 * people meet it: a member finds a story by a word in its body and sends its address to a friend; a
 * reader opens an article from the blog and from a recommendation; a misspelt search still finds; a
 * town's groups are found even when they sit past the first page.
 */
import { type Page, expect, test } from "./app-test";
import { PHONE } from "./a11y-helpers";
import { E2E_PASSWORD, MODERATOR, logInByApi, logInInBrowser, uniqueUsername } from "./helpers";

/** A made-up word no other test writes: letters only, so search reads it as one word. */
function uniqueWord(stem: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
  return `${stem}${letters}`;
}

/** Searches from the header, on a phone (its menu) or a wider screen (the search row). */
async function searchFromHeader(page: Page, text: string): Promise<void> {
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  else await page.getByRole("button", { name: "Open search" }).click();
  const box = page.getByRole("search", { name: "Site search" }).filter({ visible: true }).getByRole("searchbox");
  await box.fill(text);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
}

test("a story is found by a word in its body, opened, and its address opens it in a fresh browser", async ({
  browser,
  page,
}) => {
  const word = uniqueWord("whiskerwillow");
  const title = uniqueUsername("Our rescue cat");
  const name = uniqueUsername("sage");
  expect(
    (
      await page.request.post("/api/register", { data: { username: name, password: E2E_PASSWORD, ageConfirmed: true } })
    ).status(),
  ).toBe(201);
  await logInByApi(page.request, name, E2E_PASSWORD);
  const created = await page.request.post("/api/stories", {
    data: {
      title,
      content: `She hid under the bed for a week. Then one morning she purred, and the ${word} blanket became hers.`,
      author: name,
      petName: "Miso",
      petType: "cat",
    },
  });
  expect(created.status()).toBe(201);

  await page.setViewportSize(PHONE);
  await page.goto("/");
  await searchFromHeader(page, word);
  const result = page.getByRole("link", { name: title });
  await expect(result).toBeVisible();
  // The matched word is marked in the snippet, as text.
  await expect(page.locator("mark", { hasText: word })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("search-story-phone.png"), fullPage: true });
  await result.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/stories\/[0-9a-f-]{36}$/);
  const address = page.url();

  // A friend opens the link: a new browser, no session, straight onto the story.
  const friend = await browser.newContext();
  const friendPage = await friend.newPage();
  await friendPage.goto(address);
  await expect(friendPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(friendPage.getByText(word, { exact: false })).toBeVisible();
  await friend.close();
});

test("a misspelt search still finds, and says what it searched for", async ({ page }) => {
  const word = uniqueWord("marmaladecrumb");
  await logInByApi(page.request, MODERATOR.username, MODERATOR.password);
  const title = uniqueUsername("Slow mornings with an old dog");
  const created = await page.request.post("/api/posts", {
    data: { title, content: `Our ${word} routine: tea, a short walk, a long sniff.`, author: "x", category: "general" },
  });
  expect(created.status()).toBe(201);

  // One letter swapped in the middle, as a tired thumb types it.
  const middle = Math.floor(word.length / 2);
  const typo = `${word.slice(0, middle)}${word[middle + 1]}${word[middle]}${word.slice(middle + 2)}`;
  await page.goto("/");
  await searchFromHeader(page, typo);
  await expect(page.getByText("Showing results for")).toBeVisible();
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("a reply found by search opens its thread at that reply, past the first page of replies", async ({ page }) => {
  const word = uniqueWord("lanternpaw");
  await logInByApi(page.request, MODERATOR.username, MODERATOR.password);
  const title = uniqueUsername("First night with a foster dog");
  const created = await page.request.post("/api/posts", {
    data: { title, content: "Any tips for the first night?", author: "x", category: "general" },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { id: string };
  // Sixty replies, so the one that matches sits on the thread's second page (50 a page).
  for (let i = 1; i <= 60; i++) {
    const content = i === 55 ? `A ${word} night light by the crate helped ours.` : `Reply ${i}: it gets easier.`;
    const reply = await page.request.post(`/api/posts/${post.id}/replies`, { data: { content } });
    expect(reply.status(), await reply.text()).toBe(201);
  }

  await page.setViewportSize(PHONE);
  await page.goto(`/search?q=${word}`);
  await page.getByRole("link", { name: `Re: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/community/${post.id}#reply-`));
  const found = page.getByRole("article").filter({ hasText: `A ${word} night light` });
  await expect(found).toBeFocused();
  await expect(found).toBeInViewport();
  await page.screenshot({ path: test.info().outputPath("search-reply-phone.png") });
});

test("an article opens from the blog list and from a recommendation", async ({ browser, page }) => {
  const title = uniqueUsername("Gentle dog training for anxious days");
  await logInByApi(page.request, MODERATOR.username, MODERATOR.password);
  const created = await page.request.post("/api/blog", {
    data: {
      title,
      excerpt: "Short, kind training sessions help an anxious dog and their person.",
      content: "Keep sessions short.\n\nEnd on something your dog can do. Dog training is a conversation, not a test.",
      author: "PawsWell Team",
    },
  });
  expect(created.status()).toBe(201);

  // From the blog list: the title opens the article.
  await page.goto("/blog");
  await page.getByRole("link", { name: title }).first().click();
  await expect(page).toHaveURL(/\/blog\/gentle-dog-training-for-anxious-days/);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(/min read/)).toBeVisible();

  // From a recommendation: a member who likes dogs, training and blog posts.
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  const name = uniqueUsername("juniper");
  expect(
    (
      await memberPage.request.post("/api/register", {
        data: { username: name, password: E2E_PASSWORD, ageConfirmed: true },
      })
    ).status(),
  ).toBe(201);
  await logInInBrowser(memberPage, name, E2E_PASSWORD);
  const me = await (await memberPage.request.get("/api/me")).json();
  const userId = me.user.id as string;
  const saved = await memberPage.request.put(`/api/user-preferences/${userId}`, {
    data: { petTypes: ["dog"], interests: ["training"], preferredContentTypes: ["blog"] },
  });
  expect(saved.status()).toBe(200);
  expect((await memberPage.request.post(`/api/recommendations/${userId}/generate`)).status()).toBe(200);
  await memberPage.goto("/");
  const card = memberPage
    .getByRole("region", { name: /Recommended for You/ })
    .getByRole("article")
    .filter({
      hasText: title,
    });
  await card.getByRole("link", { name: "View" }).click();
  await expect(memberPage).toHaveURL(/\/blog\/gentle-dog-training-for-anxious-days/);
  await expect(memberPage.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await member.close();
});
