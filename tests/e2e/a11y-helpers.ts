/** What the accessibility and keyboard specs share: axe with the WCAG 2.2 A/AA rules, logins, a settled page. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "./app-test";
import sharp from "sharp";

/** The public lists every walk opens: the pages with the site's content. */
export const CONTENT_PAGES = ["/", "/community", "/stories", "/groups", "/resources", "/blog", "/pets-social"];
/** The public pages of fixed words: crisis help, the guidelines and the footer's pages. */
export const INFO_PAGES = ["/crisis", "/guidelines", "/help", "/privacy", "/terms", "/contact"];
/** The moderators' admin tabs, each walked with its form open. */
export const ADMIN_TABS = [
  "Audit log",
  "Contact",
  "Hero",
  "Featured",
  "Blog",
  "Resources",
  "Community",
  "Stories",
  "Groups",
  "Photos",
  "Categories",
  "Member of the Month",
  "Challenges",
  "Newsletter",
];

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** Waits until the screen's code and data have arrived: a heading shows and no skeleton is left. */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Runs axe on the page as it is now and fails (softly, so one run reports every screen) with each
 * violation spelled out: rule, impact, what to fix and where. `only` narrows the check to one part
 * (an open dialog: the page behind it was checked on its own and is inert meanwhile).
 */
export async function expectNoAxeViolations(page: Page, where: string, only?: string): Promise<void> {
  // Only violations are wanted: skipping the passes and incompletes' detail makes each run quicker.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(WCAG_TAGS);
  if (only) builder.include(only);
  const { violations } = await builder.analyze();
  const report = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? "unknown"}): ${violation.help}\n    at ${node.target.join(" ")}\n    ${node.failureSummary?.replace(/\n/g, "\n    ") ?? ""}`,
    ),
  );
  expect.soft(report, `axe violations on ${where}:\n  ${report.join("\n  ")}`).toEqual([]);
}

/** Shares a small real PNG as a pet photo through the upload flow; answers the photo's API path. */
export async function sharePhotoByApi(request: APIRequestContext, petName: string, shade: number): Promise<string> {
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: shade, b: 60 } } })
    .png()
    .toBuffer();
  const ticketResponse = await request.post("/api/objects/upload", { data: { contentType: "image/png" } });
  const ticket = (await ticketResponse.json()) as { uploadURL: string; objectPath: string };
  expect((await request.put(ticket.uploadURL, { data: bytes, headers: { "Content-Type": "image/png" } })).ok()).toBe(
    true,
  );
  const response = await request.post("/api/pet-photos", {
    data: { imageUrl: ticket.objectPath, petName, petType: "cat", description: "Sunbathing." },
  });
  expect(response.status(), await response.text()).toBe(201);
  return `/api/pet-photos/${((await response.json()) as { id: string }).id}`;
}

/** On /admin: opens each admin tab in turn, with its Add form open when it has one, and runs axe on it. */
export async function expectAdminTabsAccessible(page: Page, label: string): Promise<void> {
  for (const tab of ADMIN_TABS) {
    await page.getByRole("tab", { name: tab, exact: true }).click();
    await expect(page.getByRole("tab", { name: tab, exact: true })).toHaveAttribute("aria-selected", "true");
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const add = page.getByRole("tabpanel").getByRole("button", { name: /^Add / });
    if (await add.isVisible()) await add.click();
    await expectNoAxeViolations(page, `${label} admin tab ${tab}`);
  }
}
