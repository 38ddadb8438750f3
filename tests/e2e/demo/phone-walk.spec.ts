/**
 * Every screen at 375 px on the demo content (real photo sizes, long names, every section
 * filled), for a visitor and for a member, and at 1280 px for a visitor: nothing scrolls
 * sideways, no control lies off the screen, and each screen's picture is attached to the report
 * and kept in artifacts/screenshots/demo/ to be looked at. The walk on the test server's few
 * items (../page-screenshots.spec.ts) missed a page 1,756 px wide.
 */
import type { APIRequestContext } from "@playwright/test";
import { test, type Page, type TestInfo } from "../app-test";
import { DESKTOP } from "../a11y-helpers";
import { logInInBrowser, MEMBER } from "../helpers";
import { EVERY_ROUTE, routePaths, type ItemKeys } from "../one-of-each";
import { expectFitsTheScreen, settled } from "./fits-the-screen";

const MEMBERS_ONLY = ["/notifications", "/preferences", "/settings"];
// Moderators' screens are walked by the admin specs; a draft preview needs a moderator's draft.
const PUBLIC_SCREENS = EVERY_ROUTE.filter(
  (pattern) => !pattern.startsWith("/admin") && !MEMBERS_ONLY.includes(pattern),
);

interface Listed {
  id: string;
  slug?: string;
  replies?: number;
}

/** The demo item with the most replies (the fullest page) in `list`, or its first article. */
async function fullest(request: APIRequestContext, list: string): Promise<Listed> {
  const items = (await (await request.get(list)).json()) as Listed[];
  return [...items].sort((a, b) => (b.replies ?? 0) - (a.replies ?? 0))[0]!;
}

/** A real demo item for each item page, read from the demo server. */
async function demoItemKeys(request: APIRequestContext): Promise<ItemKeys> {
  return {
    "/community/:id": (await fullest(request, "/api/posts?limit=50")).id,
    "/stories/:id": (await fullest(request, "/api/stories")).id,
    "/pets-social/photos/:id": (await fullest(request, "/api/pet-photos")).id,
    "/groups/:id": (await fullest(request, "/api/groups")).id,
    "/resources/:id": (await fullest(request, "/api/resources")).id,
    "/blog/:slug": (await fullest(request, "/api/blog")).slug!,
    // The regular whose page holds a post, a story, a photo and many replies.
    "/members/:username": "maya_and_biscuit",
  };
}

/** Opens each screen of `patterns`, waits for its data, and checks it fits, as `who`. */
async function walk(page: Page, request: APIRequestContext, testInfo: TestInfo, patterns: string[], who: string) {
  const paths = routePaths(patterns, await demoItemKeys(request));
  for (const [index, screenPath] of paths.entries()) {
    await page.goto(screenPath);
    await settled(page);
    const pattern = patterns[index]!;
    await expectFitsTheScreen(page, testInfo, `${who}${pattern === "/" ? "-home" : pattern.replace(/[/:]+/g, "-")}`);
  }
}

test.describe("every screen on the demo content", () => {
  // Some thirty screens, each waiting for its data and photographed whole.
  test.describe.configure({ timeout: 240_000 });

  test("at 375 px for a visitor", async ({ page, request }, testInfo) => {
    await walk(page, request, testInfo, PUBLIC_SCREENS, "visitor");
  });

  test("at 375 px for a member, with their own screens", async ({ page, request }, testInfo) => {
    await logInInBrowser(page, MEMBER.username, MEMBER.password);
    await walk(page, request, testInfo, [...PUBLIC_SCREENS, ...MEMBERS_ONLY], "member");
  });

  test("at 1280 px for a visitor", async ({ page, request }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await walk(page, request, testInfo, PUBLIC_SCREENS, "visitor");
  });
});
