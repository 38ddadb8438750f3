import express from "express";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { ITEM_PATHS } from "@shared/item-urls";
import { blogPosts, groups, petPhotos, posts, resources, stories } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { childrenNamed, onlyChildText, parseXml, W3C_DATETIME } from "../test/xml";
import { PAGE_STARTS_MAX_AGE_MS, SITEMAP_MAX_URLS, sitemapPageSize, sitemapService } from "../services/sitemap";
import { sitemapRouter } from "./sitemap.routes";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** The site's address the app is given (PUBLIC_URL). */
const SITE = "https://pawswell.test";
const PAGE_SIZE = 3;
const FIXED_PAGES = [
  "/",
  "/community",
  "/stories",
  "/pets-social",
  "/resources",
  "/groups",
  "/blog",
  "/crisis",
  "/guidelines",
  "/help",
  "/privacy",
  "/terms",
];

/** The pages that change only with a release. */
const UNDATED_PAGES = ["/crisis", "/guidelines", "/help", "/privacy", "/terms"];

/** Row i's creation time: one minute apart, in the order they are seeded. */
let minute = 0;
const nextCreatedAt = () => new Date(Date.UTC(2026, 2, 1, 12, minute++));

interface Entry {
  loc: string;
  lastmod: string | undefined;
}

/** The <url> or <sitemap> entries of a sitemap document, after checking its root and namespace. */
function entriesOf(xml: string, root: "urlset" | "sitemapindex"): Entry[] {
  const document = parseXml(xml);
  const element = document.documentElement;
  expect(element.localName).toBe(root);
  expect(element.namespaceURI).toBe(SITEMAP_NS);
  const child = root === "urlset" ? "url" : "sitemap";
  expect(
    Array.from(element.children).every((node) => node.localName === child && node.namespaceURI === SITEMAP_NS),
  ).toBe(true);
  return childrenNamed(element, SITEMAP_NS, child).map((entry) => {
    const lastmod = childrenNamed(entry, SITEMAP_NS, "lastmod")[0]?.textContent ?? undefined;
    if (lastmod !== undefined) expect(lastmod).toMatch(W3C_DATETIME);
    return { loc: onlyChildText(entry, SITEMAP_NS, "loc"), lastmod };
  });
}

/** The path (and query) of an absolute URL, to follow it through supertest. */
function pathOf(loc: string): string {
  const url = new URL(loc);
  expect(["http:", "https:"]).toContain(url.protocol);
  return `${url.pathname}${url.search}`;
}

describe("robots.txt and the sitemap, as a crawler reads them", () => {
  const ctx = useTestApp({ limits: { sitemapPageSize: PAGE_SIZE }, siteUrl: SITE });
  /** The paths the sitemap must list, and those it must never list. */
  const expected = new Set<string>(FIXED_PAGES);
  const forbidden = new Set<string>();
  /** The listed posts' paths in the order they were created. */
  const listedPosts: string[] = [];
  let member: Awaited<ReturnType<typeof logInAs>>;
  let editedPostId = "";
  const editedAt = new Date(Date.UTC(2026, 5, 1, 9, 30));

  beforeAll(async () => {
    const { db } = ctx.database;
    member = await logInAs(ctx, "member");
    const authorId = member.user.id;
    forbidden.add(ITEM_PATHS.member(member.user.username));

    const post = async (values: Partial<typeof posts.$inferInsert>, listed: boolean) => {
      const [row] = await db
        .insert(posts)
        .values({
          title: "A walk",
          content: "Text",
          author: member.user.username,
          authorId,
          category: "general-wellness",
          createdAt: nextCreatedAt(),
          ...values,
        })
        .returning();
      (listed ? expected : forbidden).add(ITEM_PATHS.post(row!.id));
      if (listed) listedPosts.push(ITEM_PATHS.post(row!.id));
      return row!.id;
    };
    // Seven public posts (three pages of three at this page size), one of them anonymous, one in an
    // admin category, one edited; then each kind of post that must stay out.
    for (let i = 0; i < 4; i++) await post({ title: `Public ${i}` }, true);
    await post({ anonymous: true }, true);
    await post({ category: "therapy-training" }, true);
    editedPostId = await post({ category: "general", editedAt }, true);
    await post({ hiddenAt: new Date(), hiddenReason: "Spam" }, false);
    await post({ heldAt: new Date() }, false);
    await post({ noindex: true }, false);
    await post({ removedAt: new Date(), title: "", content: "" }, false);
    for (const category of ["pet-loss", "anxiety-depression", "ptsd"]) await post({ category }, false);

    const story = async (values: Partial<typeof stories.$inferInsert>, listed: boolean) => {
      const [row] = await db
        .insert(stories)
        .values({
          title: "Biscuit",
          content: "Text",
          author: "Ana",
          petName: "Biscuit",
          petType: "dog",
          userId: authorId,
          createdAt: nextCreatedAt(),
          ...values,
        })
        .returning();
      (listed ? expected : forbidden).add(ITEM_PATHS.story(row!.id));
    };
    await story({}, true);
    await story({ anonymous: true }, true);
    await story({ userId: null, author: "A guest" }, true);
    await story({ hiddenAt: new Date() }, false);
    await story({ heldAt: new Date() }, false);
    await story({ noindex: true }, false);

    let upload = 0;
    const photo = async (values: Partial<typeof petPhotos.$inferInsert>, listed: boolean) => {
      const [row] = await db
        .insert(petPhotos)
        .values({
          imageUrl: `/objects/uploads/sitemap-${upload++}`,
          petName: "Miso",
          petType: "cat",
          ownerName: member.user.username,
          userId: authorId,
          createdAt: nextCreatedAt(),
          ...values,
        })
        .returning();
      (listed ? expected : forbidden).add(ITEM_PATHS.photo(row!.id));
    };
    await photo({}, true);
    await photo({ hiddenAt: new Date() }, false);
    await photo({ heldAt: new Date() }, false);
    await photo({ noindex: true }, false);

    const group = async (values: Partial<typeof groups.$inferInsert>, listed: boolean) => {
      const [row] = await db
        .insert(groups)
        .values({
          name: "Calm dogs",
          description: "Walks",
          location: "Leeds",
          type: "support",
          schedule: "Mondays",
          contactInfo: "a@example.org",
          createdAt: nextCreatedAt(),
          ...values,
        })
        .returning();
      (listed ? expected : forbidden).add(ITEM_PATHS.group(row!.id));
    };
    await group({}, true);
    await group({ hiddenAt: new Date() }, false);
    await group({ heldAt: new Date() }, false);

    const [resource] = await db
      .insert(resources)
      .values({ title: "Vets", content: "Text", category: "veterinary", createdAt: nextCreatedAt() })
      .returning();
    expected.add(ITEM_PATHS.resource(resource!.id));
    for (const slug of ["first-article", "a-&-b"]) {
      await db
        .insert(blogPosts)
        .values({ slug, title: slug, content: "Text", excerpt: "Text", author: "Team", createdAt: nextCreatedAt() });
      expected.add(ITEM_PATHS.blog(slug));
    }
  });

  /** Every entry of every page the index lists, by page path, after checking each page's document. */
  async function crawl(): Promise<{ index: Entry[]; pages: Map<string, Entry[]> }> {
    const robots = await request(ctx.app).get("/robots.txt");
    expect(robots.status).toBe(200);
    const sitemapLine = robots.text.split("\n").find((line) => line.startsWith("Sitemap: "));
    expect(sitemapLine).toBeDefined();
    const indexRes = await request(ctx.app).get(pathOf(sitemapLine!.slice("Sitemap: ".length)));
    expect(indexRes.status).toBe(200);
    expect(indexRes.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(indexRes.headers["cache-control"]).toBe("public, max-age=300");
    const index = entriesOf(indexRes.text, "sitemapindex");
    const pages = new Map<string, Entry[]>();
    for (const entry of index) {
      const res = await request(ctx.app).get(pathOf(entry.loc));
      expect(res.status, entry.loc).toBe(200);
      expect(res.headers["content-type"]).toBe("application/xml; charset=utf-8");
      const urls = entriesOf(res.text, "urlset");
      expect(urls.length).toBeGreaterThan(0);
      // The fixed pages are one page of their own, whatever the page size.
      expect(urls.length).toBeLessThanOrEqual(entry.loc.endsWith("/pages-1.xml") ? FIXED_PAGES.length : PAGE_SIZE);
      pages.set(pathOf(entry.loc), urls);
    }
    return { index, pages };
  }

  it("robots.txt lets crawlers read the public pages, keeps them from personal ones, and names the sitemap", async () => {
    const res = await request(ctx.app).get("/robots.txt").set("Host", "evil.example:8080");
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    const lines = res.text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/admin", "/settings", "/notifications", "/preferences", "/api/", "/search"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // Member pages carry noindex, which a crawler must be let in to read.
    expect(lines.filter((line) => line.startsWith("Disallow: /members"))).toEqual([]);
    // The app's site address (PUBLIC_URL), never the Host the request names.
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(res.text).not.toContain("evil.example");
  });

  it("reaches every public item from robots.txt, and nothing held, hidden, removed, kept out, sensitive or personal", async () => {
    const { pages } = await crawl();
    const listed = [...pages.values()].flat().map((entry) => pathOf(entry.loc));
    expect(new Set(listed).size, "no URL is listed twice").toBe(listed.length);
    expect(new Set(listed)).toEqual(expected);
    for (const path of listed) {
      expect(forbidden.has(path), path).toBe(false);
      expect(path.startsWith("/members/"), path).toBe(false);
    }
  });

  it("pages each kind at the page size, oldest first, each index entry dated by its page's newest change", async () => {
    const { index, pages } = await crawl();
    const names = index.map((entry) => pathOf(entry.loc));
    // 7 posts → 3 pages; 3 stories → 1; 1 photo, group and resource; 2 articles.
    expect(names).toEqual([
      "/sitemaps/pages-1.xml",
      "/sitemaps/posts-1.xml",
      "/sitemaps/posts-2.xml",
      "/sitemaps/posts-3.xml",
      "/sitemaps/stories-1.xml",
      "/sitemaps/blog-1.xml",
      "/sitemaps/resources-1.xml",
      "/sitemaps/groups-1.xml",
      "/sitemaps/photos-1.xml",
    ]);
    expect(["posts-1", "posts-2", "posts-3"].map((page) => pages.get(`/sitemaps/${page}.xml`)!.length)).toEqual([
      3, 3, 1,
    ]);
    for (const entry of index) {
      const page = pages.get(pathOf(entry.loc))!;
      const newest = page.reduce<string | undefined>(
        (latest, url) => (url.lastmod && (!latest || url.lastmod > latest) ? url.lastmod : latest),
        undefined,
      );
      expect(entry.lastmod, entry.loc).toBe(newest);
    }
    // Oldest first, so a page keeps its rows as the site grows; an edited post is dated by its edit.
    const postPaths = ["posts-1", "posts-2", "posts-3"].flatMap((page) =>
      pages.get(`/sitemaps/${page}.xml`)!.map((url) => pathOf(url.loc)),
    );
    expect(postPaths).toEqual(listedPosts);
    expect(pages.get("/sitemaps/posts-3.xml")).toEqual([
      { loc: expect.stringMatching(`/community/${editedPostId}$`), lastmod: editedAt.toISOString() },
    ]);
  });

  it("dates every item and every list page, and leaves the crisis, guidelines and footer pages undated", async () => {
    const { pages } = await crawl();
    for (const [page, urls] of pages) {
      for (const url of urls) {
        const path = pathOf(url.loc);
        if (UNDATED_PAGES.includes(path)) expect(url.lastmod, path).toBeUndefined();
        else expect(url.lastmod, `${page}: ${path}`).toMatch(W3C_DATETIME);
      }
    }
  });

  it("serves a page asked for before the index (another process read it), the same as after", async () => {
    const { pages } = await crawl();
    const fresh = express().use(sitemapRouter({ db: ctx.database.db, siteUrl: SITE, pageSize: PAGE_SIZE }));
    for (const page of ["posts-2", "posts-3", "stories-1"]) {
      const res = await request(fresh).get(`/sitemaps/${page}.xml`);
      expect(res.status).toBe(200);
      expect(entriesOf(res.text, "urlset").map((entry) => pathOf(entry.loc))).toEqual(
        pages.get(`/sitemaps/${page}.xml`)!.map((entry) => pathOf(entry.loc)),
      );
    }
  });

  it("answers 404 for a page that does not exist, whatever its name", async () => {
    for (const name of [
      "posts-4",
      "posts-0",
      "posts-01",
      "pages-2",
      "members-1",
      "posts",
      "posts-1.xml",
      "posts-99999999999",
      "POSTS-1",
    ]) {
      const res = await request(ctx.app).get(`/sitemaps/${name}.xml`);
      expect(res.status, name).toBe(404);
      expect(res.text).toBe("Not found");
    }
  });
});

describe("the sitemap under a configured site address", () => {
  const ctx = useTestApp();

  it("links with PUBLIC_URL, not the request's host, and escapes what it writes", async () => {
    await ctx.database.db
      .insert(blogPosts)
      .values({ slug: "tea-&-walks", title: "Tea & walks", content: "Text", excerpt: "Text", author: "Team" });
    const app = express().use(
      sitemapRouter({ db: ctx.database.db, siteUrl: "https://pawswell.example.org", pageSize: 50_000 }),
    );
    const index = entriesOf((await request(app).get("/sitemap.xml").set("Host", "evil.example")).text, "sitemapindex");
    expect(index.map((entry) => entry.loc)).toEqual([
      "https://pawswell.example.org/sitemaps/pages-1.xml",
      "https://pawswell.example.org/sitemaps/blog-1.xml",
    ]);
    const blog = entriesOf((await request(app).get("/sitemaps/blog-1.xml")).text, "urlset");
    expect(blog.map((entry) => entry.loc)).toEqual([`https://pawswell.example.org${ITEM_PATHS.blog("tea-&-walks")}`]);
  });

  it("finds the pages' starts afresh once those the index found are older than the index may be cached", async () => {
    let clock = 0;
    const sitemaps = sitemapService(ctx.database.db, 1, () => clock);
    const site = "https://pawswell.example.org";
    await sitemaps.index(site);
    const before = await sitemaps.page(site, "resources-1");
    expect(before).toBeUndefined();
    await ctx.database.db.insert(resources).values({ title: "Vets", content: "Text", category: "veterinary" });
    // Within the index's five minutes its pages stand; past them the new page is found.
    clock = PAGE_STARTS_MAX_AGE_MS - 1;
    expect(await sitemaps.page(site, "resources-1")).toBeUndefined();
    clock = PAGE_STARTS_MAX_AGE_MS;
    expect(await sitemaps.page(site, "resources-1")).toContain("/resources/");
  });

  it("never puts more than 50,000 URLs on a page, whatever it is configured with", () => {
    expect(sitemapPageSize(10_000_000)).toBe(SITEMAP_MAX_URLS);
    expect(sitemapPageSize(SITEMAP_MAX_URLS)).toBe(50_000);
    expect(sitemapPageSize(3)).toBe(3);
  });
});
