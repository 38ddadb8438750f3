/** Authors own their words: fix a typo in a discussion, delete it; comment on a story from a phone. */
import { expect, test } from "./app-test";
import { PHONE } from "./a11y-helpers";
import { E2E_PASSWORD, MEMBER, logInInBrowser, uniqueUsername } from "./helpers";

test("a member fixes a typo in their discussion, then deletes it", async ({ page }) => {
  const title = uniqueUsername("Frist night with Juniper");
  await logInInBrowser(page, MEMBER.username, MEMBER.password);
  const created = await page.request.post("/api/posts", {
    data: { title, content: "She slept by the door all night.", category: "general-wellness" },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/community/${id}`);

  await page.getByRole("button", { name: "Edit this discussion" }).click();
  const editing = page.getByRole("form", { name: "Edit discussion" });
  const fixed = title.replace("Frist", "First");
  await editing.getByLabel("Title").fill(fixed);
  await editing.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: fixed })).toBeVisible();
  await expect(page.getByText("edited", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: /^Delete / }).click();
  await page.getByRole("dialog", { name: "Delete this discussion?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByText("The discussion has been deleted.", { exact: true }).first()).toBeVisible();
  await page.goto(`/community/${id}`);
  await expect(page.getByRole("heading", { name: "This discussion isn't here any more" })).toBeVisible();
});

test("a member comments on a story from a phone, and a visitor reads it", async ({ browser }) => {
  const storyTitle = uniqueUsername("How Maple taught me to slow down");
  const phone = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  const name = uniqueUsername("lee");
  expect(
    (
      await page.request.post("/api/register", { data: { username: name, password: E2E_PASSWORD, ageConfirmed: true } })
    ).status(),
  ).toBe(201);
  await logInInBrowser(page, name, E2E_PASSWORD);
  await page.request.post("/api/stories", {
    data: { title: storyTitle, content: "Maple never rushes.", author: name, petName: "Maple", petType: "dog" },
  });
  await page.goto("/stories");
  await page.getByRole("link", { name: storyTitle }).click();
  await expect(page.getByRole("heading", { level: 1, name: storyTitle })).toBeVisible();
  await page.getByLabel("Your comment").fill("Maple sounds wise. Thank you for this.");
  await page.getByRole("button", { name: "Post Comment" }).click();
  await expect(page.getByText("Maple sounds wise. Thank you for this.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("story-phone.png"), fullPage: true });
  const storyUrl = page.url();
  await phone.close();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(storyUrl);
  await expect(visitor.getByText("Maple sounds wise. Thank you for this.")).toBeVisible();
  await expect(visitor.getByText(/Log in or join to comment/)).toBeVisible();
  await visitorContext.close();
});
