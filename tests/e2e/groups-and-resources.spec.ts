/**
 * docs/decisions.md#group-filters-on-the-server: groups are filtered on the server (a town whose
 * group is on the second page is found, misspelt too, and the filtered list is a URL one can
 * share); a group and a resource each have a page; the resource sections have a jump list and "See
 * all".
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from "./app-test";
import { logInByApi, MODERATOR, uniqueUsername } from "./helpers";

const PHONE = { width: 375, height: 812 };

test.describe("groups and resources", () => {
  let moderatorApi: APIRequestContext;
  const created: string[] = [];
  // A made-up town no other spec uses, so the filter finds exactly this group.
  const town = "Quillhaven";
  const farGroup = uniqueUsername("Quillhaven Quiet Walkers");
  const resourceTitle = uniqueUsername("Settling a rescue cat");

  test.beforeAll(async ({ baseURL }) => {
    moderatorApi = await playwrightRequest.newContext({ baseURL });
    await logInByApi(moderatorApi, MODERATOR.username, MODERATOR.password);
    const post = async (resource: string, data: object) => {
      const response = await moderatorApi.post(`/api/${resource}`, { data });
      expect(response.status(), `${resource}: ${await response.text()}`).toBe(201);
      created.push(`/api/${resource}/${((await response.json()) as { id: string }).id}`);
    };
    const group = {
      description: "A slow walk, then tea.",
      type: "social",
      schedule: "Saturdays 9am",
      contactInfo: "walkers@example.org",
    };
    // The Quillhaven group first, then a full page of newer ones: it sits on the second page.
    await post("groups", { ...group, name: farGroup, location: `${town}, VT`, contactInfo: "Sam on 0161 496 0000" });
    for (let n = 1; n <= 20; n++) await post("groups", { ...group, name: `Nearby walkers ${n}`, location: "Leeds" });
    await post("resources", {
      title: resourceTitle,
      content: "Give them a quiet room and time.",
      category: "veterinary",
      url: "https://example.org/rescue-cats",
    });
  });

  test.afterAll(async () => {
    for (const url of created.reverse()) expect((await moderatorApi.delete(url)).status(), url).toBe(204);
    await moderatorApi.dispose();
  });

  test("a town whose group is on the second page is found, misspelt, and its URL can be shared", async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/groups");
    await expect(page.getByRole("heading", { name: "Nearby walkers 20" })).toBeVisible();
    await expect(page.getByRole("heading", { name: farGroup })).toHaveCount(0);

    await page.getByLabel("Search by location").fill("Quilhaven");
    await expect(page).toHaveURL(/\/groups\?location=Quilhaven$/);
    await expect(page.getByRole("heading", { name: farGroup })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Nearby walkers/ })).toHaveCount(0);

    // The filtered list, opened fresh from its address.
    const fresh = await browser.newContext();
    const shared = await fresh.newPage();
    await shared.goto(page.url());
    await expect(shared.getByRole("heading", { name: farGroup })).toBeVisible();
    await expect(shared.getByLabel("Search by location")).toHaveValue("Quilhaven");
    await fresh.close();

    await page.getByLabel("Group type").selectOption("therapy");
    await expect(page.getByText("No groups found")).toBeVisible();
    await page.getByLabel("Group type").selectOption("social");
    await page.getByRole("link", { name: farGroup }).click();

    await expect(page.getByRole("heading", { level: 1, name: farGroup })).toBeVisible();
    await expect(page.getByRole("link", { name: "Call 0161 496 0000" })).toHaveAttribute("href", "tel:01614960000");
    await page.getByRole("link", { name: "All groups" }).click();
    await expect(page).toHaveURL(/\/groups$/);
  });

  test("resources: the jump list, See all, and a resource's own page", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/resources");
    const jumpList = page.getByRole("navigation", { name: "Resource sections" });
    await jumpList.getByRole("link", { name: "Veterinary" }).click();
    await expect(page).toHaveURL(/#resources-veterinary$/);
    const section = page.getByRole("region", { name: "Veterinary" });
    await expect(section.getByRole("heading", { name: "Veterinary" })).toBeInViewport();
    // Still there under the header while the sections scroll past.
    await expect(jumpList).toBeInViewport();

    await section.getByRole("link", { name: "See all Veterinary" }).click();
    await expect(page).toHaveURL(/\/resources\?category=veterinary$/);
    await expect(page.getByRole("heading", { level: 1, name: "Veterinary resources" })).toBeVisible();
    await page.getByRole("link", { name: resourceTitle }).click();

    await expect(page.getByRole("heading", { level: 1, name: resourceTitle })).toBeVisible();
    await expect(page.getByText("This link leaves PawsWell for another site.")).toBeVisible();
    await expect(page.getByRole("link", { name: /Visit example\.org/ })).toHaveAttribute("rel", "noopener noreferrer");
    await page.goto("/resources/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "This resource isn't here any more" })).toBeVisible();
  });
});
