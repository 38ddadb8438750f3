/**
 * docs/decisions.md#layout-that-holds: every link and control outside running text is at least 24 ×
 * 24 px (WCAG 2.2, 2.5.8), or spaced as the criterion allows, on the public pages with content, a
 * member's pages, the phone menu and a dialog, at 375 and 1280 px, the footer included.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "./app-test";
import { CONTENT_PAGES, DESKTOP, INFO_PAGES, PHONE, settle, sharePhotoByApi } from "./a11y-helpers";
import { logInByApi, logInInBrowser, MEMBER, MODERATOR } from "./helpers";
import { smallTargets } from "./target-size";

const PUBLIC_ROUTES = [
  ...CONTENT_PAGES,
  ...INFO_PAGES,
  "/login",
  "/signup",
  "/forgot-password",
  "/search?q=walk",
  "/no-such-page",
];
const MEMBER_ROUTES = ["/preferences", "/settings", "/notifications", `/members/${MEMBER.username}`];

test.describe.configure({ timeout: 300_000 });

let moderatorApi: APIRequestContext;
const created: string[] = [];
const itemPaths: string[] = [];

test.beforeAll(async ({ baseURL }) => {
  moderatorApi = await playwrightRequest.newContext({ baseURL });
  await logInByApi(moderatorApi, MODERATOR.username, MODERATOR.password);
  const post = async (resource: string, data: object) => {
    const response = await moderatorApi.post(`/api/${resource}`, { data });
    expect(response.status(), `${resource}: ${await response.text()}`).toBe(201);
    const id = ((await response.json()) as { id: string }).id;
    created.push(`/api/${resource}/${id}`);
    return id;
  };
  const postId = await post("posts", {
    title: "Walking helps",
    content: "A slow walk with my dog every morning.",
    category: "general-wellness",
  });
  const storyId = await post("stories", {
    title: "Biscuit saved my winter",
    content: "He sat with me every evening. ".repeat(20),
    author: "Sam",
    petName: "Biscuit",
    petType: "dog",
  });
  await post("groups", {
    name: "Riverside walkers",
    description: "We walk by the river.",
    location: "Leeds",
    type: "dog",
    schedule: "Sundays 10am",
    contactInfo: "walkers@example.org",
  });
  await post("resources", {
    title: "Breathing with your cat",
    content: "Slow breaths, slow purrs.",
    category: "mental-health",
    url: "https://example.org",
  });
  await post("blog", {
    title: "Notes from the shelter",
    excerpt: "What we learnt this month.",
    content: "A month of small walks.",
    author: "Ana",
  });
  await post("featured", {
    title: "Calm companion",
    description: "Visits the library every Tuesday.",
    type: "animal",
    url: "https://example.org",
  });
  await post("wellness-challenges", {
    title: "Thirty slow walks",
    description: "A short walk every day.",
    startDate: "2026-12-01",
    endDate: "2099-12-30",
  });
  for (const n of [1, 2]) created.push(await sharePhotoByApi(moderatorApi, `Pip ${n}`, 120 + n * 40));
  const reply = await moderatorApi.post(`/api/posts/${postId}/replies`, { data: { content: "Me too, every day." } });
  expect(reply.status(), await reply.text()).toBe(201);
  itemPaths.push(
    `/community/${postId}`,
    `/stories/${storyId}`,
    `/pets-social/photos/${created.at(-1)!.split("/").pop()}`,
  );
});

// Other specs expect their own lists and an empty gallery.
test.afterAll(async () => {
  for (const url of created.reverse()) expect((await moderatorApi.delete(url)).status(), url).toBe(204);
  await moderatorApi.dispose();
});

/** Checks the page as it is now; one soft failure per screen, naming each target too small. */
async function check(page: Page, where: string): Promise<void> {
  const misses = await smallTargets(page);
  expect.soft(misses, `targets under 24 × 24 px on ${where}:\n  ${misses.join("\n  ")}`).toEqual([]);
}

async function walk(page: Page, who: string, routes: string[]): Promise<void> {
  for (const path of [...routes, ...itemPaths]) {
    await page.goto(path);
    await settle(page);
    await check(page, `${who} ${path}`);
  }
  await page.goto("/stories");
  await settle(page);
  await page.getByRole("button", { name: "Read Full Story" }).first().click();
  await page.getByRole("button", { name: "Share Your Story", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await check(page, `${who} share story dialog`);
  await page.keyboard.press("Escape");
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await check(page, `${who} phone menu`);
  } else {
    await page.getByRole("button", { name: "Open search" }).click();
    await check(page, `${who} search row`);
  }
}

for (const [name, size] of [
  ["375 px", PHONE],
  ["1280 px", DESKTOP],
] as const) {
  test(`every target outside running text is at least 24 × 24 px at ${name}, for a visitor and a member`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await walk(page, `visitor at ${name}`, PUBLIC_ROUTES);
    await logInInBrowser(page, MEMBER.username, MEMBER.password);
    await walk(page, `member at ${name}`, [...CONTENT_PAGES, ...MEMBER_ROUTES]);
  });
}
