/**
 * Warnings are the reader's choice everywhere (docs/decisions.md#one-item-model): a reader who
 * chose "pet loss: Hide" meets no pet-loss item anywhere on the site, the home page's
 * recommendations, /preferences, a member's page and search included; a visitor meets the same
 * items collapsed behind their warning, in the page as the server sends it too.
 */
import crypto from "node:crypto";
import { type Page, expect, test } from "./app-test";
import { newMember } from "./helpers";

/** A word no other item holds (letters only, so search finds it as a word). */
function rareWord(): string {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  return `wren${[...crypto.randomBytes(8)].map((byte) => letters[byte % letters.length]).join("")}`;
}

const word = rareWord();
/** What the writer shares: two items anyone may meet, then two about a pet who died (the newest). */
const SHOWN = { story: `Morning walks with ${word}`, post: `Park meetups with ${word}` };
const WARNED = { story: `Goodbye ${word}`, post: `Missing ${word} today` };
const WARNED_OPENING = "died in my arms this morning";

test.describe.serial("a reader who chose 'pet loss: Hide'", () => {
  let writer: { page: Page; name: string };
  let reader: { page: Page; name: string };

  test.beforeAll(async ({ browser }) => {
    writer = await newMember(browser, "ann");
    const story = (title: string, content: string, contentWarnings: string[] = []) =>
      writer.page.request.post("/api/stories", {
        data: { title, content, author: writer.name, petName: word, petType: "dog", contentWarnings },
      });
    const post = (title: string, content: string, category: string, contentWarnings: string[] = []) =>
      writer.page.request.post("/api/posts", { data: { title, content, category, contentWarnings } });
    for (const created of [
      await story(SHOWN.story, `${word} and I walk by the river every morning.`),
      await post(SHOWN.post, `Bring your dogs: ${word} will be there.`, "general-wellness"),
      await story(WARNED.story, `${word} ${WARNED_OPENING}. The lead still hangs by the door.`, ["pet-loss"]),
      await post(WARNED.post, `Since ${word} died the house is so quiet.`, "pet-loss", ["pet-loss"]),
    ]) {
      expect(created.status(), await created.text()).toBe(201);
    }
  });

  test("a visitor meets the pet-loss story collapsed among the recommendations, in the server's page too", async ({
    browser,
    page,
  }) => {
    await page.goto("/");
    const recommendations = page.getByRole("region", { name: "Recommended for You" });
    const card = recommendations.getByRole("article").filter({ hasText: WARNED.story });
    await expect(card.getByText("Content warning: pet loss").first()).toBeVisible();
    await expect(card.getByText(WARNED_OPENING)).toHaveCount(0);

    // The page as the server sends it, before any script: the opening lines wait behind the warning.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const raw = await noScript.newPage();
    await raw.goto("/", { waitUntil: "load" });
    const rawCard = raw
      .getByRole("region", { name: "Recommended for You" })
      .getByRole("article")
      .filter({ hasText: WARNED.story });
    await expect(rawCard.getByText("Content warning: pet loss").first()).toBeVisible();
    await expect(raw.locator("#root").getByText(WARNED_OPENING)).toHaveCount(0);
    await noScript.close();
  });

  test("chooses Hide for pet loss", async ({ browser }) => {
    reader = await newMember(browser, "rae");
    await reader.page.goto("/preferences");
    const hide = reader.page.getByRole("group", { name: "pet loss" }).getByRole("radio", { name: "Hide" });
    // The stored choices arrive after the page: a choice made before them is drawn over. Choose
    // again until the page says the choice was saved.
    await expect(async () => {
      await hide.check();
      await expect(reader.page.getByText("Saved to your account.")).toBeVisible({ timeout: 1000 });
    }).toPass();
  });

  /** Opens `path` as the reader: `shown` appears (the list has loaded), and no pet-loss item does. */
  async function seesNoPetLoss(path: string, shown: string[]): Promise<void> {
    const { page } = reader;
    await page.goto(path);
    for (const title of shown) await expect(page.getByText(title).first()).toBeVisible();
    for (const title of Object.values(WARNED)) await expect(page.getByText(title)).toHaveCount(0);
    await expect(page.getByText(WARNED_OPENING)).toHaveCount(0);
    await expect(page.getByText("Content warning: pet loss")).toHaveCount(0);
  }

  test("sees no pet-loss item on the home page, its recommendations included", async () => {
    await seesNoPetLoss("/", [SHOWN.post]);
    const recommendations = reader.page.getByRole("region", { name: "Recommended for You" });
    await expect(recommendations.getByRole("heading", { name: SHOWN.story })).toBeVisible();
  });

  test("sees no pet-loss item in the lists", async () => {
    await seesNoPetLoss("/stories", [SHOWN.story]);
    await seesNoPetLoss("/community", [SHOWN.post]);
  });

  test("sees no pet-loss item among their recommendations on /preferences", async () => {
    await seesNoPetLoss("/preferences", [SHOWN.story, SHOWN.post]);
    const own = reader.page.getByRole("region", { name: "Your Recommendations" });
    await expect(own.getByRole("article").first()).toBeVisible();
  });

  test("sees no pet-loss item on the writer's member page", async () => {
    await seesNoPetLoss(`/members/${writer.name}`, [SHOWN.story, SHOWN.post]);
  });

  test("sees no pet-loss item in search", async () => {
    await seesNoPetLoss(`/search?q=${word}`, [SHOWN.story, SHOWN.post]);
  });
});
