/**
 * Public pages arrive as themselves (docs/decisions.md#server-rendered-pages): with JavaScript off
 * every public page and every kind of item page can be read; with it on, the page takes over what
 * the server drew without a hydration mismatch (in a time zone far from the server's) and without
 * asking the API again, and moving on stays inside the app.
 */
import { expect, test, type APIRequestContext } from "./app-test";
import { PHONE, sharePhotoByApi } from "./a11y-helpers";
import { logInByApi, MEMBER, MODERATOR } from "./helpers";

/** Each public page, and a sentence or heading its content holds. */
const LIST_PAGES: [path: string, content: string][] = [
  ["/", "Community Discussions"],
  ["/community", "Community Discussions"],
  ["/stories", "Be Well Stories"],
  ["/pets-social", "Pet's Be Social"],
  ["/resources", "Resources"],
  ["/groups", "Local Peer Groups"],
  ["/blog", "Blog"],
  ["/crisis", "Get help now"],
  ["/guidelines", "Community guidelines"],
  ["/no-such-page", "404 Page Not Found"],
];

const made: { path: string; text: string; remove: string; as: "member" | "moderator" }[] = [];
let member: APIRequestContext;
let moderator: APIRequestContext;

test.beforeAll(async ({ playwright, baseURL }) => {
  member = await playwright.request.newContext({ baseURL });
  await logInByApi(member, MEMBER.username, MEMBER.password);
  moderator = await playwright.request.newContext({ baseURL });
  await logInByApi(moderator, MODERATOR.username, MODERATOR.password);
  const idOf = async (response: { json: () => Promise<unknown> }) => ((await response.json()) as { id: string }).id;

  const post = await idOf(
    await member.post("/api/posts", {
      data: { title: "Rendered walk", content: "We walked the long way round the pond.", category: "general-wellness" },
    }),
  );
  made.push({
    path: `/community/${post}`,
    text: "the long way round the pond",
    remove: `/api/posts/${post}`,
    as: "member",
  });
  const story = await idOf(
    await member.post("/api/stories", {
      data: {
        title: "Rendered story",
        content: "Pepper learned the stairs.",
        author: MEMBER.username,
        petName: "Pepper",
        petType: "dog",
      },
    }),
  );
  made.push({
    path: `/stories/${story}`,
    text: "Pepper learned the stairs.",
    remove: `/api/stories/${story}`,
    as: "member",
  });
  const photo = await sharePhotoByApi(member, "Rendered Luna", 90);
  made.push({
    path: `/pets-social/photos/${photo.split("/").pop()}`,
    text: "Rendered Luna",
    remove: photo,
    as: "member",
  });
  const group = await idOf(
    await member.post("/api/groups", {
      data: {
        name: "Rendered Paws",
        description: "A slow walk on Sundays.",
        location: "Bristol",
        type: "support",
        schedule: "Sundays",
        contactInfo: "paws@example.org",
      },
    }),
  );
  made.push({
    path: `/groups/${group}`,
    text: "A slow walk on Sundays.",
    remove: `/api/groups/${group}`,
    as: "moderator",
  });
  const resource = await idOf(
    await moderator.post("/api/resources", {
      data: { title: "Rendered routines", content: "One small step a day.", category: "educational" },
    }),
  );
  made.push({
    path: `/resources/${resource}`,
    text: "One small step a day.",
    remove: `/api/resources/${resource}`,
    as: "moderator",
  });
  const article = (await (
    await moderator.post("/api/blog", {
      data: {
        title: "A rendered article",
        excerpt: "Calm.",
        content: "Calm words, read without a script.",
        author: "PawsWell Team",
      },
    })
  ).json()) as { id: string; slug: string };
  made.push({
    path: `/blog/${article.slug}`,
    text: "Calm words, read without a script.",
    remove: `/api/blog/${article.id}`,
    as: "moderator",
  });
  made.push({ path: `/members/${MEMBER.username}`, text: MEMBER.username, remove: "", as: "member" });
});

test.afterAll(async () => {
  // Later specs expect the gallery and the lists as they were.
  for (const item of made.filter((entry) => entry.remove)) {
    await (item.as === "member" ? member : moderator).delete(item.remove);
  }
  await member.dispose();
  await moderator.dispose();
});

test("with JavaScript off, every public page and every kind of item page can be read", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  for (const [path, content] of [...LIST_PAGES, ...made.map((item) => [item.path, item.text] as const)]) {
    // JavaScript is off: the app never takes the page over, so wait for the page alone.
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
    await expect(page.getByRole("main").getByText(content, { exact: false }).first(), path).toBeVisible();
  }
  await page.goto(made[0]!.path, { waitUntil: "load" });
  await page.screenshot({ path: test.info().outputPath("thread-without-javascript-phone.png"), fullPage: true });
  await context.close();
});

test("the browser takes each page over as drawn: no mismatch, no second request for its data", async ({ browser }) => {
  // Far from the server's UTC, where a date printed in local time would differ from the server's.
  const context = await browser.newContext({ timezoneId: "Pacific/Auckland", viewport: PHONE });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  let apiReads: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    // The live stream of a thread's new replies is opened by design; it is not the page's data.
    if (pathname.startsWith("/api/") && pathname !== "/api/live") apiReads.push(pathname);
  });
  for (const path of [...LIST_PAGES.map(([listPath]) => listPath), ...made.map((item) => item.path)]) {
    apiReads = [];
    await page.goto(path, { waitUntil: "networkidle" });
    expect(apiReads, `API requests after ${path} loaded`).toEqual([]);
  }
  expect(problems).toEqual([]);

  // Moving on stays in the app: no new document is loaded.
  await page.goto("/stories", { waitUntil: "networkidle" });
  await page.getByRole("link", { name: "Rendered story" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Rendered story" })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll("#server-data").length)).toBe(1);
  await context.close();
});
