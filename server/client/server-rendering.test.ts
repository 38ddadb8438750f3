/**
 * Public pages arrive rendered, by the app's own components over the real API and database: the
 * content is in the HTML, the data it was drawn from is embedded, and nothing is written.
 */
import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../client/src/routes";
import { logInAs } from "../test/auth-helpers";
import { solidImage } from "../test/images";
import { useTestApp } from "../test/test-app";
import { uploadImage } from "../test/uploads";
import { CLIENT_SOURCE_DIR } from "../lib/app-root";
import { pageRenderer, type ServerEntry } from "./page-renderer";

const template = fs.readFileSync(path.join(CLIENT_SOURCE_DIR, "index.html"), "utf8");
const loadEntry = () => import("../../client/src/entry-server") as Promise<ServerEntry>;

/** The embedded query cache of a rendered page. */
function serverData(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const json = /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error("The page embeds no server data");
  return JSON.parse(json) as ReturnType<typeof serverData>;
}

describe("server-rendered public pages", () => {
  // As production wires it (server/client/built-client.ts), behind the app's anonymous cache:
  // visitors' pages kept, forgotten on each write.
  const ctx = useTestApp({
    isAnonymousCacheOn: true,
    serveClient: (app) => {
      app.get("/{*path}", pageRenderer({ loadEntry, templateFor: () => template }));
    },
  });
  let author: Awaited<ReturnType<typeof logInAs>>;
  let postId: string;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    const created = await author.agent.post("/api/posts").send({
      title: "Walking with Biscuit <again>",
      content: "Every morning we walk by the river, and it settles me.",
      category: "general-wellness",
    });
    postId = created.body.id as string;
  });

  it("sends the community list with its posts in the HTML and their data embedded", async () => {
    const page = await request(ctx.app).get("/community");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain("Community Discussions");
    expect(page.text).toContain("Walking with Biscuit &lt;again&gt;");
    expect(page.text).not.toContain("<!--app-->");
    const cached = serverData(page.text).queries.map((query) => query.queryKey[0]);
    expect(cached).toContain("posts");
    // The JSON can never close its script element early.
    expect(page.text).not.toMatch(/"[^"]*<again>/);
  });

  it("sends a thread's page with the post's words, and the same page as its author with the author's rights", async () => {
    const asGuest = await request(ctx.app).get(`/community/${postId}`);
    expect(asGuest.status).toBe(200);
    expect(asGuest.text).toContain("Every morning we walk by the river");
    const item = (data: string) =>
      serverData(data).queries.find((query) => query.queryKey.includes("item") && query.queryKey.length === 3)?.state
        .data as { canEdit: boolean };
    expect(item(asGuest.text).canEdit).toBe(false);
    const asAuthor = await author.agent.get(`/community/${postId}`);
    expect(item(asAuthor.text).canEdit).toBe(true);
  });

  it("shows visitors an author's edit on the next request, though their page is kept", async () => {
    const visitor = () => request(ctx.app).get(`/community/${postId}`);
    const before = await visitor();
    expect((await visitor()).text).toBe(before.text);
    expect(before.text).toContain("Every morning we walk by the river");
    const edited = await author.agent
      .patch(`/api/posts/${postId}`)
      .send({ title: "Walking with Biscuit <again>", content: "Now we walk at dusk, and it still settles me." });
    expect(edited.status).toBe(200);
    const after = await visitor();
    expect(after.text).toContain("Now we walk at dusk");
    expect(after.text).not.toContain("Every morning we walk by the river");
  });

  it("sends a kept page gzipped with its ETag, and 304 to a visitor who holds it", async () => {
    const first = await request(ctx.app).get("/community").set("Accept-Encoding", "gzip");
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.text).toContain("Community Discussions");
    const again = await request(ctx.app)
      .get("/community")
      .set("If-None-Match", first.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it("answers 404 with the calm not-found page for a path no screen has", async () => {
    const page = await request(ctx.app).get("/no-such-page");
    expect(page.status).toBe(404);
    expect(page.text).toContain("404 Page Not Found");
  });

  it("keeps the shell for a member's own screens", async () => {
    const page = await request(ctx.app).get("/settings");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<!--app-->");
    expect(page.text).not.toContain("server-data");
  });

  it("renders every public page without a failure", async () => {
    const lists = ["/", "/stories", "/pets-social", "/resources", "/groups", "/blog"];
    for (const url of [
      ...lists,
      "/crisis",
      "/guidelines",
      "/help",
      "/privacy",
      "/terms",
      "/new-post",
      "/share-your-story",
    ]) {
      const page = await request(ctx.app).get(url);
      expect(page.status, url).toBe(200);
      expect(page.text, url).toContain('id="server-data"');
    }
  });
});

describe("a rendered page is drawn once, from its route's loader", () => {
  /** How many passes each render of a path took. */
  const passes = new Map<string, number[]>();
  const countingEntry = async (): Promise<ServerEntry> => {
    const entry = await loadEntry();
    return {
      ...entry,
      renderPage: async (options) => {
        const page = await entry.renderPage(options);
        passes.set(options.url, [...(passes.get(options.url) ?? []), page.passes]);
        return page;
      },
    };
  };
  const ctx = useTestApp({
    serveClient: (app) => {
      app.get("/{*path}", pageRenderer({ loadEntry: countingEntry, templateFor: () => template }));
    },
  });
  /** A seeded address for every server-rendered route, by the route's path. */
  const addresses = new Map<string, string>();
  let member: Awaited<ReturnType<typeof logInAs>>;

  beforeAll(async () => {
    member = await logInAs(ctx, "member", "fern_and_otis");
    const moderator = await logInAs(ctx, "moderator");
    const created = async (answer: Promise<request.Response>) => (await answer).body as { id: string; slug?: string };
    const post = await created(
      member.agent
        .post("/api/posts")
        .send({ title: "Rainy walks", content: "Otis loves the rain more than I do.", category: "general-wellness" }),
    );
    await member.agent.post(`/api/posts/${post.id}/replies`).send({ content: "Ours too, puddles and all." });
    const story = await created(
      member.agent.post("/api/stories").send({
        title: "Otis and the quiet year",
        content: "He sat with me through the quietest year of my life.",
        author: "fern_and_otis",
        petName: "Otis",
        petType: "dog",
      }),
    );
    const photo = await created(
      member.agent.post("/api/pet-photos").send({
        imageUrl: await uploadImage(ctx.app, await solidImage("jpeg", 400, 300), member.agent),
        petName: "Otis",
      }),
    );
    const resource = await created(
      moderator.agent
        .post("/api/resources")
        .send({ title: "Walking groups", content: "Find a walking group near you.", category: "educational" }),
    );
    const group = await created(
      member.agent.post("/api/groups").send({
        name: "Rainy Day Walkers",
        description: "We walk whatever the weather, dogs first.",
        location: "Leeds",
        type: "support",
        schedule: "Saturdays",
        contactInfo: "rainy@example.org",
      }),
    );
    const article = await created(
      moderator.agent.post("/api/blog").send({
        title: "Walking in the rain",
        excerpt: "Why a wet walk still does a dog good.",
        content: "Dry them well after.",
        author: "PawsWell Team",
      }),
    );
    const items: Record<string, string> = {
      "/community/:id": `/community/${post.id}`,
      "/stories/:id": `/stories/${story.id}`,
      "/pets-social/photos/:id": `/pets-social/photos/${photo.id}`,
      "/resources/:id": `/resources/${resource.id}`,
      "/groups/:id": `/groups/${group.id}`,
      "/blog/:slug": `/blog/${article.slug ?? ""}`,
      "/members/:username": "/members/fern_and_otis",
    };
    for (const route of ROUTES.filter((each) => each.serverRendered))
      addresses.set(route.path, items[route.path] ?? route.path);
  });

  it("renders every server-rendered route in exactly one pass on seeded data, for a visitor and for a member", async () => {
    const urls = [...addresses.values(), "/resources?category=educational", "/groups?location=Leeds", "/no-such-page"];
    // A route added without a seeded address would be asked for by its pattern (":id") and so prove nothing.
    for (const url of urls) expect(url, "a seeded address for each route").not.toContain(":");
    for (const url of urls) {
      const visitor = await request(ctx.app).get(url);
      const asMember = await member.agent.get(url);
      expect([visitor.status, asMember.status], url).toEqual(url === "/no-such-page" ? [404, 404] : [200, 200]);
      expect(visitor.text, url).toContain('id="server-data"');
      // A forgotten loader (or one that names another key than its screen's hook) renders twice.
      expect(passes.get(url), url).toEqual([1, 1]);
    }
  });

  it("draws a member's page for them: their header and buttons, and their account for the browser to start from", async () => {
    const asMember = await member.agent.get("/community");
    expect(asMember.text).toContain(">New Post</button>");
    expect(asMember.text).not.toContain("Join to Post");
    const keys = serverData(asMember.text).queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining(['["me"]', expect.stringMatching(/^\["notifications",".*","unread"\]$/)]),
    );
    // Their page names them: no cache keeps it (the service worker keeps only visitors' copies).
    expect(asMember.headers["cache-control"]).toBe("private, no-cache");
    const visitor = await request(ctx.app).get("/community");
    expect(visitor.text).toContain("Join to Post");
    expect(visitor.headers["cache-control"]).toBe("no-cache");
    expect(serverData(visitor.text).queries.map((query) => JSON.stringify(query.queryKey))).not.toContain('["me"]');
  });

  it("draws the create pages: New Post for a member with their name (a visitor is asked in), Share Your Story for anyone", async () => {
    const asMember = await member.agent.get("/new-post");
    expect(asMember.text).toContain('aria-label="New Post"');
    expect(asMember.text).toMatch(/value="fern_and_otis"/);
    expect(asMember.text).toContain('name="robots" content="noindex');
    const asVisitor = await request(ctx.app).get("/new-post");
    expect(asVisitor.text).not.toContain('aria-label="New Post"');
    expect(asVisitor.text).toContain("/signup?next=%2Fnew-post");
    const story = await request(ctx.app).get("/share-your-story");
    expect(story.text).toContain('aria-label="Share Your Story"');
  });

  it("embeds what the loader fetched, so the browser asks for none of it again", async () => {
    const page = await request(ctx.app).get(addresses.get("/members/:username")!);
    const keys = serverData(page.text).queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        '["members","fern_and_otis"]',
        '["posts","member","fern_and_otis"]',
        '["stories","member","fern_and_otis"]',
        '["pet-photos","member","fern_and_otis"]',
      ]),
    );
    expect(page.text).toContain("Rainy walks");
  });
});
