/**
 * docs/accessibility.md: zero WCAG 2.2 A/AA violations (axe-core) on every route, logged out and
 * logged in, at desktop and 375 px widths, with content and empty, and with every dialog and form
 * open.
 */
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from "./app-test";
import {
  expectAdminTabsAccessible,
  CONTENT_PAGES,
  DESKTOP,
  expectNoAxeViolations,
  INFO_PAGES,
  PHONE,
  settle,
  sharePhotoByApi,
} from "./a11y-helpers";
import { logInByApi, logInInBrowser, MEMBER, MODERATOR } from "./helpers";

const PUBLIC_ROUTES = [...CONTENT_PAGES, ...INFO_PAGES];
const ACCOUNT_ROUTES = ["/login", "/signup", "/preferences", "/notifications", "/admin", "/no-such-page"];
// Something the seeded content shows on each screen, so axe looks at cards rather than empty states.
const SEEDED_MARKERS: Record<string, string> = {
  "/": "Calm companion 1",
  "/community": "Walking helps 1",
  "/stories": "Biscuit saved my winter 1",
  "/groups": "Riverside walkers 1",
  "/resources": "Breathing with your cat 1",
  "/blog": "Notes from the shelter 1",
  "/pets-social": "Sam walks Biscuit to the care home.",
};
const WIDTHS = [
  { name: "desktop", size: DESKTOP },
  { name: "375px", size: PHONE },
];

// Each test walks many screens and runs axe on each (a few seconds apiece on a loaded machine).
test.describe.configure({ timeout: 240_000 });
// "An empty site" needs a server nobody else has added to: the file gets a worker and a server of its own.
test.use({ serverOf: "accessibility" });

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settle(page);
}

/** Opens the dialog behind `trigger`, checks it, and closes it again with Escape. */
async function checkDialog(page: Page, trigger: Locator, where: string): Promise<void> {
  await trigger.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectNoAxeViolations(page, where, '[role="dialog"]');
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** Items' own pages, made by the "site with content" setup: a discussion with a reply, a story, a photo. */
const itemPaths: string[] = [];

/** Every route as it is for whoever is logged in, then the mobile menu when the width has one. */
async function checkRoutes(page: Page, label: string): Promise<void> {
  for (const path of [...PUBLIC_ROUTES, ...ACCOUNT_ROUTES, ...itemPaths]) {
    await visit(page, path);
    if (SEEDED_MARKERS[path]) await expect(page.getByText(SEEDED_MARKERS[path]).first()).toBeVisible();
    await expectNoAxeViolations(page, `${label} ${path}`);
  }
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) {
    await menu.click();
    await expectNoAxeViolations(page, `${label} mobile menu`, "header");
  }
}

test.describe("an empty site", () => {
  test("the empty states have no violations", async ({ page }) => {
    for (const path of ["/", "/community", "/stories", "/pets-social", "/admin"]) {
      await visit(page, path);
      await expectNoAxeViolations(page, `empty ${path}`);
    }
    await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
    await visit(page, "/admin?tab=featured");
    await expect(page.getByText("Nothing here yet")).toBeVisible();
    await expectNoAxeViolations(page, "empty admin list");
  });
});

test.describe("a site with content", () => {
  let moderatorApi: APIRequestContext;
  const created: string[] = [];

  test.beforeAll(async ({ baseURL }) => {
    moderatorApi = await playwrightRequest.newContext({ baseURL });
    await logInByApi(moderatorApi, MODERATOR.username, MODERATOR.password);
    const post = async (resource: string, data: object) => {
      const response = await moderatorApi.post(`/api/${resource}`, { data });
      expect(response.status(), `${resource}: ${await response.text()}`).toBe(201);
      created.push(`/api/${resource}/${((await response.json()) as { id: string }).id}`);
    };
    for (const n of [1, 2]) {
      await post("featured", {
        title: `Calm companion ${n}`,
        description: "Visits the library every Tuesday.",
        type: n === 1 ? "animal" : "website",
        url: "https://example.org",
      });
      await post("posts", {
        title: `Walking helps ${n}`,
        content: "A slow walk with my dog every morning.",
        category: "general-wellness",
      });
      await post("stories", {
        title: `Biscuit saved my winter ${n}`,
        content: "He sat with me every evening.",
        author: "Sam",
        petName: "Biscuit",
        petType: "dog",
      });
      await post("groups", {
        name: `Riverside walkers ${n}`,
        description: "We walk by the river.",
        location: "Leeds",
        type: "dog",
        schedule: "Sundays 10am",
        contactInfo: "walkers@example.org",
      });
      await post("resources", {
        title: `Breathing with your cat ${n}`,
        content: "Slow breaths, slow purrs.",
        category: "mental-health",
        url: "https://example.org",
      });
      await post("blog", {
        title: `Notes from the shelter ${n}`,
        excerpt: "What we learnt this month.",
        content: "A month of small wins.",
        author: "Ana",
      });
      await post("wellness-challenges", {
        title: `Thirty slow walks ${n}`,
        description: "A short walk every day.",
        startDate: "2026-12-01",
        endDate: "2099-12-30",
      });
      await post("categories", { name: `Calm ${n}`, description: "Calm things.", contentType: "blog", color: "green" });
      // Two photos, so the carousel shows its controls.
      created.push(await sharePhotoByApi(moderatorApi, `Pip ${n}`, 120 + n * 40));
    }
    const discussionId = created
      .find((url) => url.startsWith("/api/posts/"))!
      .split("/")
      .pop()!;
    const reply = await moderatorApi.post(`/api/posts/${discussionId}/replies`, {
      data: { content: "Morning walks changed everything for me too." },
    });
    expect(reply.status(), await reply.text()).toBe(201);
    const idOf = (resource: string) =>
      created
        .find((url) => url.startsWith(`/api/${resource}/`))!
        .split("/")
        .pop()!;
    itemPaths.push(
      `/community/${discussionId}`,
      `/stories/${idOf("stories")}`,
      `/pets-social/photos/${idOf("pet-photos")}`,
    );
    await post("member-of-the-month", {
      memberName: "Sam",
      petName: "Biscuit",
      petType: "dog",
      story: "Sam walks Biscuit to the care home.",
      month: "December",
      year: 2026,
    });
  });

  // Other specs expect an empty gallery, no member of the month and their own lists.
  test.afterAll(async () => {
    for (const url of created.reverse()) expect((await moderatorApi.delete(url)).status(), url).toBe(204);
    await moderatorApi.dispose();
  });

  for (const { name, size } of WIDTHS) {
    test(`logged out at ${name}: every route, the mobile menu and the guest's share photo dialog`, async ({ page }) => {
      await page.setViewportSize(size);
      await checkRoutes(page, `logged out ${name}`);
      await visit(page, "/pets-social");
      await checkDialog(
        page,
        page.getByRole("main").getByRole("button", { name: "Share Photo", exact: true }),
        `logged out ${name} share photo dialog`,
      );
    });

    test(`a member at ${name}: every route, the mobile menu and every dialog`, async ({ page }) => {
      await page.setViewportSize(size);
      await logInInBrowser(page, MEMBER.username, MEMBER.password);
      const label = `member ${name}`;
      await checkRoutes(page, label);
      await visit(page, "/community");
      await checkDialog(page, page.getByRole("button", { name: "New Post" }), `${label} new post dialog`);
      await visit(page, "/stories");
      await checkDialog(
        page,
        page.getByRole("button", { name: "Share Your Story", exact: true }),
        `${label} share story dialog`,
      );
      await visit(page, "/groups");
      await checkDialog(page, page.getByRole("button", { name: "Post Your Group" }), `${label} post group dialog`);
      await visit(page, "/pets-social");
      await checkDialog(
        page,
        page.getByRole("main").getByRole("button", { name: "Share Photo", exact: true }),
        `${label} share photo dialog`,
      );
      await checkDialog(
        page,
        page.getByRole("region", { name: "Wellness Challenges" }).getByRole("button", { name: "Create" }),
        `${label} create challenge dialog`,
      );
    });

    test(`the moderator at ${name}: every admin tab with its form and delete confirmation open`, async ({ page }) => {
      await page.setViewportSize(size);
      await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
      await visit(page, "/admin");
      await expectAdminTabsAccessible(page, `moderator ${name}`);
      // One confirmation stands for all: every list tab uses the same dialog with its own words.
      await page.getByRole("tab", { name: "Challenges", exact: true }).click();
      await checkDialog(
        page,
        page
          .getByRole("tabpanel")
          .getByRole("button", { name: /^Delete / })
          .first(),
        `moderator ${name} delete confirmation`,
      );
    });
  }
});
