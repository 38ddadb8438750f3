/**
 * The built site works under its Content-Security-Policy: every client route, logged out, as a
 * member and (for /admin) as the moderator, loads with the CSP header on its HTML, no CSP
 * violation and no console error.
 */
import { expect, test, type Page } from "./app-test";
import { ROUTES } from "../../client/src/routes";
import { sharePhotoByApi } from "./a11y-helpers";
import { logInByApi, logInInBrowser, MEMBER, MODERATOR } from "./helpers";

// Every screen of client/src/routes.ts (so a new screen is checked without editing this file), plus the not-found page.
// An item's page (`/x/:id`, `/blog/:slug`, `/members/:username`, `/admin/blog/:id/preview`) is opened on a real
// item, made in beforeAll.
const PATHS = [...ROUTES.map((route) => route.path), "/no-such-page"];
const itemKeys: Record<string, string> = {};
const realPaths = () =>
  PATHS.map((path) => {
    const key = itemKeys[path];
    if (path.includes("/:") && !key) throw new Error(`No item made for ${path}: add one in beforeAll`);
    return key ? path.replace(/:[a-z]+/i, key) : path;
  });

test.beforeAll(async ({ playwright, baseURL }) => {
  const idOf = async (response: { json: () => Promise<unknown> }) => ((await response.json()) as { id: string }).id;
  const member = await playwright.request.newContext({ baseURL });
  await logInByApi(member, MEMBER.username, MEMBER.password);
  const post = await member.post("/api/posts", {
    data: { title: "A calm walk", content: "Round the park.", category: "general-wellness" },
  });
  itemKeys["/community/:id"] = await idOf(post);
  const story = await member.post("/api/stories", {
    data: {
      title: "Biscuit's first year",
      content: "A good year.",
      author: MEMBER.username,
      petName: "Biscuit",
      petType: "dog",
    },
  });
  itemKeys["/stories/:id"] = await idOf(story);
  itemKeys["/pets-social/photos/:id"] = (await sharePhotoByApi(member, "Luna", 120)).split("/").pop()!;
  const group = await member.post("/api/groups", {
    data: {
      name: "Quiet Paws",
      description: "A calm walk together.",
      location: "Leeds",
      type: "support",
      schedule: "Sundays",
      contactInfo: "paws@example.org",
    },
  });
  itemKeys["/groups/:id"] = await idOf(group);
  itemKeys["/members/:username"] = encodeURIComponent(MEMBER.username);
  await member.dispose();

  const moderator = await playwright.request.newContext({ baseURL });
  await logInByApi(moderator, MODERATOR.username, MODERATOR.password);
  const resource = await moderator.post("/api/resources", {
    data: { title: "Gentle routines", content: "Small steps.", category: "educational" },
  });
  itemKeys["/resources/:id"] = await idOf(resource);
  const article = await moderator.post("/api/blog", {
    data: { title: "A calm article", excerpt: "Calm.", content: "Calm words.", author: "PawsWell Team" },
  });
  itemKeys["/blog/:slug"] = ((await article.json()) as { slug: string }).slug;
  // Visitors and members are told a preview is for moderators; the moderator's walk opens it.
  const draft = await moderator.post("/api/blog", {
    data: { title: "A calm draft", excerpt: "Soon.", content: "Soon.", author: "PawsWell Team", status: "draft" },
  });
  itemKeys["/admin/blog/:id/preview"] = await idOf(draft);
  await moderator.dispose();
});

/**
 * Chrome logs a failed fetch as a console error. These answers are the app working as designed
 * (the session check of a visitor, an empty site's missing hero or member of the month), so they
 * are not errors of the page; any other failed request still is.
 */
const EXPECTED_FAILED_REQUESTS = [
  { status: 401, path: "/api/me" },
  { status: 404, path: "/api/hero-content" },
  { status: 404, path: "/api/hero-content/current" },
  { status: 404, path: "/api/member-of-the-month" },
  // The not-found page is a 404 page: its document's status says so.
  { status: 404, path: "/no-such-page" },
];

interface Problems {
  violations: string[];
  consoleErrors: string[];
}

/** Records CSP violations (from the page itself, before any script of ours runs) and console errors. */
async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { violations: [], consoleErrors: [] };
  await page.exposeFunction("reportCspViolation", (violation: string) => problems.violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const where = `${event.sourceFile || document.location.pathname}:${event.lineNumber}`;
      (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || "(inline)"} at ${where}`,
      );
    });
  });
  const expectedFailures = new Set<string>();
  page.on("response", (response) => {
    const { pathname } = new URL(response.url());
    if (
      EXPECTED_FAILED_REQUESTS.some((expected) => expected.status === response.status() && expected.path === pathname)
    ) {
      expectedFailures.add(response.url());
    }
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const isExpectedFailure =
      message.text().startsWith("Failed to load resource") && expectedFailures.has(message.location().url);
    if (!isExpectedFailure) problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
  return problems;
}

function expectNoProblems(problems: Problems, where: string): void {
  expect(problems.violations, `CSP violations on ${where}`).toEqual([]);
  expect(problems.consoleErrors, `console errors on ${where}`).toEqual([]);
}

/** Opens each path in turn: the HTML carries the CSP, and nothing is blocked or logged as an error. */
async function visitAll(page: Page, problems: Problems, paths: string[]): Promise<void> {
  for (const path of paths) {
    const response = await page.goto(path, { waitUntil: "networkidle" });
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp, `CSP header on ${path}`).toContain("script-src 'self'");
    expect(csp, `CSP on ${path}`).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    await expect(page.getByRole("main")).toBeVisible();
    expectNoProblems(problems, path);
  }
}

test.describe("the site under its Content-Security-Policy", () => {
  // Each walk waits for the network to settle on some thirty screens, and every new screen adds one.
  test.describe.configure({ timeout: 60_000 });

  test("every route, logged out", async ({ page }) => {
    const problems = await watch(page);
    await visitAll(page, problems, realPaths());
  });

  test("every route, as a member", async ({ page }) => {
    const problems = await watch(page);
    await logInInBrowser(page, MEMBER.username, MEMBER.password);
    await visitAll(page, problems, realPaths());
  });

  test("/admin, as the moderator", async ({ page }) => {
    const problems = await watch(page);
    await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
    await visitAll(page, problems, [`/admin/blog/${itemKeys["/admin/blog/:id/preview"]}/preview`, "/admin"]);
    // Each tab renders its own list or form (the hero tab previews the hero fonts).
    for (const tab of await page.getByRole("tab").all()) {
      await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await page.waitForLoadState("networkidle");
      expectNoProblems(problems, `/admin, tab ${await tab.textContent()}`);
    }
  });
});
