import { expect, test } from "./app-test";

const SCREENS = [
  { path: "/", heading: "Find calm in the bond with animals", title: "PawsWell" },
  { path: "/community", heading: "Community Discussions", title: "Community Discussions | PawsWell" },
  { path: "/pets-social", heading: "Pet's Be Social", title: "Pet's Be Social | PawsWell" },
  { path: "/resources", heading: "Resources", title: "Resources | PawsWell" },
  { path: "/stories", heading: "Be Well Stories", title: "Be Well Stories | PawsWell" },
  { path: "/groups", heading: "Local Peer Groups", title: "Local Peer Groups | PawsWell" },
  { path: "/blog", heading: "Blog", title: "Blog | PawsWell" },
  { path: "/signup", heading: "Join the Community", title: "Join the Community | PawsWell" },
  { path: "/login", heading: "Welcome Back", title: "Log in | PawsWell" },
  { path: "/preferences", heading: "AI Recommendation Preferences", title: "AI Recommendation Preferences | PawsWell" },
  { path: "/admin", heading: "Content Management", title: "Content Management | PawsWell" },
  { path: "/crisis", heading: "Get help now", title: "Get help now | PawsWell" },
  { path: "/guidelines", heading: "Community guidelines", title: "Community guidelines | PawsWell" },
  { path: "/help", heading: "Help Center", title: "Help Center | PawsWell" },
  { path: "/contact", heading: "Contact Us", title: "Contact Us | PawsWell" },
  { path: "/privacy", heading: "Privacy Policy", title: "Privacy Policy | PawsWell" },
  { path: "/terms", heading: "Terms of Service", title: "Terms of Service | PawsWell" },
];

test.describe("the app shell", () => {
  for (const screen of SCREENS) {
    test(`${screen.path} renders its screen`, async ({ page }) => {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
      await expect(page).toHaveTitle(screen.title);
      // One description and one canonical link: the page's own, in place of the shell's.
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    });
  }

  test("an unknown path shows the not-found screen", async ({ page }) => {
    await page.goto("/this/does/not/exist");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText(/We couldn't find that page/)).toBeVisible();
    await expect(page.getByRole("search", { name: "Search the site" })).toBeVisible();
  });

  test("header links navigate and highlight the current page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, path] of [
      ["Community", "/community"],
      ["Stories", "/stories"],
      ["Pet's Be Social", "/pets-social"],
      ["Resources", "/resources"],
      ["Blog", "/blog"],
      ["Local Groups", "/groups"],
    ] as const) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    }
    await page.getByRole("link", { name: "PawsWell home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("banner").getByRole("link", { name: "Join Community" })).toHaveAttribute(
      "href",
      "/signup",
    );
  });

  test("the footer carries the disclaimer, social links and this year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/not a substitute for professional medical advice/)).toBeVisible();
    await expect(footer.getByRole("list", { name: "PawsWell on social media" }).getByRole("link")).toHaveCount(4);
    await expect(footer.getByText(`© ${new Date().getFullYear()} PawsWell. All rights reserved.`)).toBeVisible();
    await footer.getByRole("link", { name: "Discussion Forums" }).click();
    await expect(page).toHaveURL("/community");
  });

  test("a skip link jumps to the main content", async ({ page }) => {
    await page.goto("/community");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  });
});
