import { expect, test } from "./app-test";
import { MODERATOR, logInInBrowser, signUpAndLogIn, uniqueUsername } from "./helpers";

test.describe("content management", () => {
  test("a visitor is told /admin is for moderators and offered login", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.getByText("Content management is for moderators only.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.getByRole("tablist")).toHaveCount(0);
  });

  test("a member opening /admin is told it is for moderators and can change nothing", async ({ page }) => {
    await signUpAndLogIn(page, uniqueUsername("member"));
    await page.goto("/admin");
    await expect(page.getByText("Content management is for moderators only.")).toBeVisible();
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
    // The server refuses whatever the screen does.
    const response = await page.request.post("/api/featured", {
      data: { title: "x", description: "y", type: "animal" },
    });
    expect(response.status()).toBe(403);
  });

  test("a moderator saves the hero, adds and deletes a featured item, and the tab survives a reload", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill(MODERATOR.username);
    await page.getByLabel("Password").fill(MODERATOR.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/$/);

    // /admin opens on the moderation queue; the hero has its own tab.
    await page.goto("/admin");
    await expect(page.getByRole("tab", { name: /^Queue \(\d+\)$/ })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Hero" }).click();
    await expect(page.getByRole("tab", { name: "Hero" })).toHaveAttribute("aria-selected", "true");
    await page.getByLabel("Title", { exact: true }).fill("Calm starts with a paw");
    await page
      .getByLabel("Content", { exact: true })
      .fill("A community for wellbeing with animals.\nCome as you are, paws welcome.");
    await page.getByLabel("Title font").selectOption("Playfair Display");
    await page.getByLabel("Title size").selectOption("text-5xl");
    await page.getByRole("button", { name: "Create Hero" }).click();
    await expect(page.getByText("Hero content saved!", { exact: true })).toBeVisible();

    await page.getByRole("tab", { name: "Hero" }).press("ArrowRight");
    await expect(page).toHaveURL(/\/admin\?tab=featured$/);
    await page.reload();
    await expect(page.getByRole("tab", { name: "Featured" })).toHaveAttribute("aria-selected", "true");

    await page.getByRole("button", { name: "Add Featured item" }).click();
    await page.getByLabel("Title", { exact: true }).fill("Biscuit the therapy dog");
    await page.getByLabel("Type", { exact: true }).selectOption("animal");
    await page.getByLabel("Description").fill("Visits the library every Tuesday.");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Featured item added!", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Biscuit the therapy dog" })).toBeVisible();

    await page.goto("/");
    const featured = page.getByRole("article").filter({ hasText: "Biscuit the therapy dog" });
    await expect(featured.getByText("Featured Animal", { exact: true })).toBeVisible();

    await page.goto("/admin?tab=featured");
    await page.getByRole("button", { name: "Delete Biscuit the therapy dog" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Featured item deleted!", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Biscuit the therapy dog" })).toHaveCount(0);

    await page.goto("/");
    await expect(page.getByText("Biscuit the therapy dog")).toHaveCount(0);
    const title = page.getByRole("heading", { level: 1, name: "Calm starts with a paw" });
    await expect(title).toBeVisible();
    await expect(page.getByText("A community for wellbeing with animals.", { exact: true })).toBeVisible();
    await expect(page.getByText("Come as you are, paws welcome.", { exact: true })).toBeVisible();
    expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Playfair Display"/);
    // The self-hosted web font is downloaded because the hero uses it.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.fonts.check('700 48px "Playfair Display"') &&
            [...document.fonts].some((font) => font.family.includes("Playfair Display") && font.status === "loaded"),
        ),
      )
      .toBe(true);

    // Updating it to inactive brings back the fixed headline (and leaves other specs the default home).
    await page.goto("/admin?tab=hero");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Calm starts with a paw");
    await page.getByLabel("Status").selectOption("0");
    await page.getByRole("button", { name: "Save Hero" }).click();
    await expect(page.getByText("Hero content saved!", { exact: true })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Find calm in the bond with animals" })).toBeVisible();
  });

  test("a moderator fixes a typo in a resource: its address and date stay, and the audit log says what changed", async ({
    page,
  }) => {
    await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
    const created = await page.request.post("/api/resources", {
      data: { title: "Reading your dogs body langauge", content: "Yawning and looking away.", category: "educational" },
    });
    expect(created.status()).toBe(201);
    const resource = (await created.json()) as { id: string; createdAt: string };

    // Found by a word of its title, whatever else the list holds.
    await page.goto("/admin?tab=resources");
    await page.getByRole("search", { name: "Find in Resources" }).getByLabel("Search").fill("LANGAUGE");
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveText([
      "Reading your dogs body langauge",
    ]);
    await page.getByRole("button", { name: "Edit Reading your dogs body langauge" }).click();
    const form = page.getByRole("form", { name: "Edit Reading your dogs body langauge" });
    await expect(form.getByLabel("Content")).toHaveValue("Yawning and looking away.");
    await form.getByLabel("Title").fill("Reading your dog's body language");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Resource saved!", { exact: true }).first()).toBeVisible();
    // The search still reads "langauge", which the fixed title no longer has.
    await page.getByRole("search", { name: "Find in Resources" }).getByLabel("Search").fill("");
    await expect(page.getByRole("heading", { name: "Reading your dog's body language" })).toBeVisible();

    await page.goto(`/resources/${resource.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Reading your dog's body language" })).toBeVisible();
    const stored = (await (await page.request.get(`/api/resources/${resource.id}`)).json()) as { createdAt: string };
    expect(stored.createdAt).toBe(resource.createdAt);

    await page.goto("/admin?tab=audit-log");
    const entry = page.getByRole("listitem").filter({ hasText: "Changed title" }).first();
    await expect(entry).toContainText(`${MODERATOR.username}: Edited · Resource`);
    await expect(entry.getByRole("link", { name: "Resource" })).toHaveAttribute("href", `/resources/${resource.id}`);

    // Later walks read /resources with its built-in samples, shown while the site has none of its own.
    expect((await page.request.delete(`/api/resources/${resource.id}`)).status()).toBe(204);
  });

  test("a moderator writes an article in Markdown beside its preview; readers get its HTML and a made excerpt", async ({
    page,
  }) => {
    await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
    await page.goto("/admin?tab=blog");
    await page.getByRole("button", { name: "Add Blog post" }).click();
    const form = page.getByRole("form", { name: "Add blog" });
    await form.getByLabel("Title").fill("Why slow walks help");
    await form.getByLabel("Author").fill("PawsWell Team");
    // A new article starts as a draft; this one goes out at once.
    await form.getByRole("radio", { name: /Publish now/ }).check();
    await form
      .getByLabel("Content")
      .fill(
        "A slow walk lets **both of you** notice the world.\n\n## What to try\n\n- Let your dog sniff\n- Breathe out longer than in\n\nMore in our [guide](https://example.org/walks) and the [helplines](/crisis).",
      );
    const preview = form.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 2, name: "What to try" })).toBeVisible();
    await expect(preview.getByRole("listitem")).toHaveText(["Let your dog sniff", "Breathe out longer than in"]);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Blog post added!", { exact: true }).first()).toBeVisible();

    await page.goto("/blog");
    const card = page.getByRole("article").filter({ hasText: "Why slow walks help" });
    await expect(card.getByText("A slow walk lets both of you notice the world.")).toBeVisible();
    await card.getByRole("link", { name: "Why slow walks help" }).first().click();
    const article = page.getByRole("article");
    await expect(article.getByRole("heading", { level: 2, name: "What to try" })).toBeVisible();
    await expect(article.locator("strong")).toHaveText("both of you");
    await expect(article.getByRole("link", { name: "guide" })).toHaveAttribute("rel", "noopener nofollow ugc");
    await expect(article.getByRole("link", { name: "helplines" })).not.toHaveAttribute("rel", /.*/);

    // Later walks read /blog with its built-in samples, shown while the site has no article of its own.
    const { id } = (await (
      await page.request.get(new URL(page.url()).pathname.replace("/blog/", "/api/blog/"))
    ).json()) as {
      id: string;
    };
    expect((await page.request.delete(`/api/blog/${id}`)).status()).toBe(204);
  });
});
