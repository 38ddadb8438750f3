/**
 * The built site works under its Content-Security-Policy: every client route, logged out, as a
 * member and (for /admin) as the moderator, loads with the CSP header on its HTML, no CSP
 * violation and no console error.
 */
import { expect, test, type Page } from "./app-test";
import { logInInBrowser, MEMBER, MODERATOR } from "./helpers";
import { EVERY_ROUTE, makeOneOfEach, removeOneOfEach, routePaths, type ItemKeys } from "./one-of-each";

// Every screen of client/src/routes.ts (so a new screen is checked without editing this file), plus the
// not-found page. An item's page is opened on a real item, made in beforeAll.
let itemKeys: ItemKeys = {};
const realPaths = () => routePaths(EVERY_ROUTE, itemKeys);

test.beforeAll(async ({ playwright, baseURL }) => {
  itemKeys = await makeOneOfEach(playwright, baseURL!);
});

test.afterAll(async ({ playwright, baseURL }) => {
  await removeOneOfEach(playwright, baseURL!, itemKeys);
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
  // Each walk waits for the network to settle (half a second of quiet) on some forty screens, and
  // every new screen adds one: the visitor's walk took 59 s of a 60 s limit in a clean-clone CI run
  // with both workers busy.
  test.describe.configure({ timeout: 150_000 });

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
