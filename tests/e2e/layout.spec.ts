/** Layout a person notices: a story opened in place, and the Community page's way in. */
import { expect, test, type APIRequestContext } from "./app-test";
import { logInByApi, MEMBER } from "./helpers";

let member: APIRequestContext;
const storyIds: string[] = [];

test.beforeAll(async ({ playwright, baseURL }) => {
  member = await playwright.request.newContext({ baseURL });
  await logInByApi(member, MEMBER.username, MEMBER.password);
});

test.afterAll(async () => {
  for (const id of storyIds) expect((await member.delete(`/api/stories/${id}`)).status()).toBe(204);
  await member.dispose();
});

test("opening a story in place never stretches the story beside it", async ({ page }) => {
  // Two stories longer than their 300-character excerpt, side by side from 768 px (newest first).
  const stamp = Date.now().toString(36);
  for (const [title, words] of [
    [`Morning walks ${stamp}`, 80],
    [`The long way home ${stamp}`, 400],
  ] as const) {
    const created = await member.post("/api/stories", {
      data: {
        title,
        content: "Pepper waited by the door every morning. ".repeat(words / 7),
        author: MEMBER.username,
        petName: "Pepper",
        petType: "dog",
      },
    });
    expect(created.status()).toBe(201);
    storyIds.push(((await created.json()) as { id: string }).id);
  }

  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto("/stories");
  const card = (title: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  const opened = card(`The long way home ${stamp}`);
  const neighbour = card(`Morning walks ${stamp}`);
  const [openedBox, neighbourBox] = [await opened.boundingBox(), await neighbour.boundingBox()];
  // The test is only worth something if the two share a row.
  expect(Math.abs(openedBox!.y - neighbourBox!.y)).toBeLessThan(1);

  await opened.getByRole("button", { name: "Read Full Story" }).click();
  await expect(opened.getByRole("button", { name: "Show Less" })).toBeVisible();
  // The whole story is fetched, then shown.
  await expect.poll(async () => (await opened.boundingBox())!.height).toBeGreaterThan(openedBox!.height + 200);
  expect((await neighbour.boundingBox())!.height).toBe(neighbourBox!.height);
});

test("a visitor's Community page offers Join to Post beside the banner's Login and Sign Up, above the fold, at 375 and 1280 px", async ({
  page,
}) => {
  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 720 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/community");
    const main = page.getByRole("main");
    await expect(main.getByText("Join the community to start discussions")).toBeVisible();
    for (const name of ["Join to Post", "Login", "Sign Up"]) {
      const link = main.getByRole("link", { name, exact: true });
      await expect(link, `${name} at ${viewport.width} px`).toBeInViewport();
    }
    // Join to Post leads on to the New Post page once the person has joined.
    await expect(main.getByRole("link", { name: "Join to Post" })).toHaveAttribute("href", "/signup?next=%2Fnew-post");
  }
});
