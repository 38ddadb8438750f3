/**
 * Text with HTML or script in it is shown as text on every screen: a payload goes into every field
 * that is displayed (through the API, as a guest, a member and the moderator), then each screen
 * must show it literally, run none of it, and hold no element made from it. The DOM checks hold
 * whatever the Content-Security-Policy would block.
 */
import { expect, test, type APIRequestContext, type Page } from "./app-test";
import sharp from "sharp";
import { logInByApi, logInInBrowser, MEMBER, MODERATOR } from "./helpers";

/** The payload for one field: a tag naming the field, then markup that would run if parsed as HTML. */
const payload = (field: string) => `${field}<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>"'&`;
// The month field holds at most 20 characters.
const SHORT_PAYLOAD = `<img src=x>"'&`;

async function created(
  response: Awaited<ReturnType<APIRequestContext["post"]>>,
): Promise<{ id: string; [key: string]: unknown }> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { id: string };
}

/**
 * Nothing from a payload ran or became an element on the current screen. A server-rendered page
 * carries its data in inert JSON blocks (the query cache, JSON-LD), where the payload is text: those
 * must hold no "<" at all, so none can close its block early and start markup of its own.
 */
async function expectNothingInjected(page: Page, dialogs: string[]): Promise<void> {
  const found = await page.evaluate(() => {
    const scripts = [...document.querySelectorAll("script")];
    const isData = (script: HTMLScriptElement) => /^application\/(ld\+)?json$/.test(script.type);
    return {
      ran: (window as unknown as { __xss?: unknown }).__xss,
      images: document.querySelectorAll('img[src="x"]').length,
      scripts: scripts.filter((script) => !isData(script) && script.textContent?.includes("__xss")).length,
      dataWithMarkup: scripts.filter((script) => isData(script) && script.textContent?.includes("<")).length,
    };
  });
  expect(found).toEqual({ ran: undefined, images: 0, scripts: 0, dataWithMarkup: 0 });
  expect(dialogs).toEqual([]);
}

/** Opens `url`, waits for each field's payload to show as literal text, then checks the DOM. */
async function expectShownAsText(page: Page, dialogs: string[], url: string, fields: string[]): Promise<void> {
  await page.goto(url);
  for (const field of fields) await expect(page.getByText(payload(field)).first(), `${field} on ${url}`).toBeVisible();
  await expectNothingInjected(page, dialogs);
}

test.describe("text with HTML or script", () => {
  test("is shown as text on every screen, and none of it runs", async ({ page, playwright, baseURL }) => {
    test.setTimeout(120_000);
    const guest = await playwright.request.newContext({ baseURL });
    const member = await playwright.request.newContext({ baseURL });
    const moderator = await playwright.request.newContext({ baseURL });

    // A guest's name is what they type: stories, groups and photos carry the payload as author.
    await created(
      await guest.post("/api/stories", {
        data: {
          title: payload("story-title"),
          content: payload("story-content"),
          author: payload("story-author"),
          petName: payload("story-pet"),
          petType: payload("story-type"),
        },
      }),
    );
    await created(
      await guest.post("/api/groups", {
        data: {
          name: payload("group-name"),
          description: payload("group-description"),
          location: payload("group-location"),
          type: payload("group-type"),
          schedule: payload("group-schedule"),
          contactInfo: payload("group-contact"),
        },
      }),
    );
    const ticket = (await (await guest.post("/api/objects/upload", { data: {} })).json()) as {
      uploadURL: string;
      objectPath: string;
    };
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 140, b: 110 } } })
      .png()
      .toBuffer();
    expect((await guest.put(ticket.uploadURL, { data: png, headers: { "Content-Type": "image/png" } })).status()).toBe(
      200,
    );
    await created(
      await guest.post("/api/pet-photos", {
        data: {
          imageUrl: ticket.objectPath,
          petName: payload("photo-pet"),
          petType: payload("photo-type"),
          ownerName: payload("photo-owner"),
          description: payload("photo-description"),
        },
      }),
    );

    await logInByApi(member, MEMBER.username, MEMBER.password);
    await created(
      await member.post("/api/posts", {
        data: { title: payload("post-title"), content: payload("post-content"), category: "general-wellness" },
      }),
    );
    await created(
      await member.post("/api/wellness-challenges", {
        data: {
          title: payload("challenge-title"),
          description: payload("challenge-description"),
          startDate: "2026-12-01",
          endDate: "2099-12-31",
        },
      }),
    );

    await logInByApi(moderator, MODERATOR.username, MODERATOR.password);
    const moderatorWrites: [string, Record<string, unknown>][] = [
      ["/api/hero-content", { title: payload("hero-title"), content: payload("hero-content") }],
      [
        "/api/featured",
        {
          title: payload("featured-title"),
          description: payload("featured-description"),
          type: "animal",
          url: `https://example.com/"><img src=x>`,
        },
      ],
      [
        "/api/resources",
        {
          title: payload("resource-title"),
          content: payload("resource-content"),
          category: "mental-health",
          url: `https://example.com/"><img src=x>`,
        },
      ],
      [
        "/api/blog",
        {
          title: payload("blog-title"),
          content: payload("blog-content"),
          excerpt: payload("blog-excerpt"),
          author: payload("blog-author"),
        },
      ],
      [
        "/api/categories",
        { name: payload("category-name"), description: payload("category-description"), contentType: "community" },
      ],
      [
        "/api/member-of-the-month",
        {
          memberName: payload("motm-member"),
          petName: payload("motm-pet"),
          petType: payload("motm-type"),
          story: payload("motm-story"),
          month: SHORT_PAYLOAD,
          year: 2026,
        },
      ],
    ];
    for (const [url, data] of moderatorWrites) await created(await moderator.post(url, { data }));

    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await expectShownAsText(page, dialogs, "/", ["hero-title", "featured-title", "featured-description", "post-title"]);
    await expectShownAsText(page, dialogs, "/community", ["post-title", "post-content"]);
    await expectShownAsText(page, dialogs, "/stories", ["story-title", "story-content", "story-author", "story-pet"]);
    await expectShownAsText(page, dialogs, "/groups", [
      "group-name",
      "group-description",
      "group-location",
      "group-schedule",
      "group-contact",
    ]);
    await expectShownAsText(page, dialogs, "/pets-social", [
      "photo-pet",
      "photo-owner",
      "photo-description",
      "challenge-title",
      "challenge-description",
      "motm-member",
      "motm-pet",
      "motm-story",
    ]);
    await expect(page.getByText(SHORT_PAYLOAD).first()).toBeVisible();
    await expectShownAsText(page, dialogs, "/resources", ["resource-title"]);
    await expectShownAsText(page, dialogs, "/blog", ["blog-title", "blog-excerpt", "blog-author"]);
    // An article's body is Markdown made HTML on the server: its markup is dropped, its words stay.
    await page
      .getByRole("link", { name: payload("blog-title") })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: payload("blog-title") })).toBeVisible();
    await expect(page.getByRole("article").getByText(/^blog-content"'&$/)).toBeVisible();
    await expectNothingInjected(page, dialogs);

    // The moderator's screens list every kind of row, categories included.
    await logInInBrowser(page, MODERATOR.username, MODERATOR.password);
    const adminTabs: [string, string[]][] = [
      ["featured", ["featured-title"]],
      ["blog", ["blog-title"]],
      ["resources", ["resource-title"]],
      ["community", ["post-title"]],
      ["stories", ["story-title"]],
      ["groups", ["group-name"]],
      ["photos", ["photo-pet"]],
      ["categories", ["category-name"]],
      ["member-of-the-month", ["motm-member"]],
      ["challenges", ["challenge-title"]],
    ];
    for (const [tab, fields] of adminTabs) await expectShownAsText(page, dialogs, `/admin?tab=${tab}`, fields);
    await page.goto("/admin?tab=hero");
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(payload("hero-title"));
    await expectNothingInjected(page, dialogs);

    await Promise.all([guest.dispose(), member.dispose(), moderator.dispose()]);
  });
});
