/**
 * The head of every kind of server-rendered page, parsed as a crawler or a link preview reads it:
 * one unique title, a description from the page's own content, an absolute canonical URL,
 * Open Graph and Twitter card tags, JSON-LD of the right type, `lang`, and noindex exactly where
 * search engines must stay out.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { logInAs } from "../test/auth-helpers";
import { solidImage } from "../test/images";
import { useTestApp } from "../test/test-app";
import { uploadImage } from "../test/uploads";
import { CLIENT_SOURCE_DIR } from "../lib/app-root";
import { pageRenderer, type ServerEntry } from "./page-renderer";

const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const SITE = "https://pawswell.example.org";
const template = fs.readFileSync(path.join(CLIENT_SOURCE_DIR, "index.html"), "utf8");
const loadEntry = () => import("../../client/src/entry-server") as Promise<ServerEntry>;

interface Head {
  lang: string | null;
  titles: string[];
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  meta: (key: string) => string | undefined;
  jsonLdTypes: string[];
  feeds: string[];
}

function headOf(html: string): Head {
  const { document } = new JSDOM(html).window;
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute("content") ?? undefined;
  return {
    lang: document.documentElement.getAttribute("lang"),
    titles: Array.from(document.head.querySelectorAll("title"), (title) => title.textContent ?? ""),
    description: content('meta[name="description"]'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined,
    robots: content('meta[name="robots"]'),
    meta: (key) => content(`meta[property="${key}"]`) ?? content(`meta[name="${key}"]`),
    jsonLdTypes: Array.from(
      document.head.querySelectorAll('script[type="application/ld+json"]'),
      (script) => (JSON.parse(script.textContent ?? "{}") as { "@type": string })["@type"],
    ),
    feeds: Array.from(document.head.querySelectorAll('link[rel="alternate"]'), (link) => link.getAttribute("href")!),
  };
}

describe("the head of each kind of server-rendered page", () => {
  const ctx = useTestApp({
    siteUrl: SITE,
    serveClient: (app) => {
      app.get("/{*path}", pageRenderer({ loadEntry, templateFor: () => template, siteUrl: SITE }));
    },
  });
  const pages: Record<string, string> = {};

  beforeAll(async () => {
    const member = await logInAs(ctx, "member", "juniper_and_moss");
    const moderator = await logInAs(ctx, "moderator");
    const post = await member.agent.post("/api/posts").send({
      title: "Morning walks by the river",
      content: "Our old collie and I walk by the river every morning; it sets the whole day right.",
      category: "general-wellness",
    });
    const grief = await member.agent.post("/api/posts").send({
      title: "Missing Pepper",
      content: "It has been a month since Pepper died and the house is so quiet.",
      category: "pet-loss",
    });
    const story = await member.agent.post("/api/stories").send({
      title: "How Biscuit found me",
      content: "A shelter visit on a rainy Tuesday changed everything for both of us.",
      author: "juniper_and_moss",
      petName: "Biscuit",
      petType: "dog",
    });
    const article = await moderator.agent.post("/api/blog").send({
      title: "Gentle routines for anxious dogs",
      excerpt: "Short, kind routines help an anxious dog and their person.",
      content: "Keep sessions short.\n\nEnd on something your dog can do.",
      author: "PawsWell Team",
    });
    const resource = await moderator.agent.post("/api/resources").send({
      title: "Pet food banks",
      content: "Where to find emergency pet food near you.",
      category: "educational",
    });
    const group = await member.agent.post("/api/groups").send({
      name: "Slow Sunday Walkers",
      description: "An unhurried walk for people and dogs who like it quiet.",
      location: "Bristol",
      type: "support",
      schedule: "Sundays",
      contactInfo: "walkers@example.org",
    });
    const photo = await member.agent.post("/api/pet-photos").send({
      imageUrl: await uploadImage(ctx.app, await solidImage("jpeg", 400, 300), member.agent),
      petName: "Luna",
    });
    Object.assign(pages, {
      home: "/",
      list: "/community",
      stories: "/stories",
      thread: `/community/${post.body.id as string}`,
      sensitiveThread: `/community/${grief.body.id as string}`,
      story: `/stories/${story.body.id as string}`,
      article: `/blog/${article.body.slug as string}`,
      resource: `/resources/${resource.body.id as string}`,
      group: `/groups/${group.body.id as string}`,
      photo: `/pets-social/photos/${photo.body.id as string}`,
      member: "/members/juniper_and_moss",
      notFound: "/no-such-page",
    });
  });

  const get = async (name: string) => headOf((await request(ctx.app).get(pages[name]!)).text);

  it("gives every page one unique title, a description, an absolute canonical URL, link-preview tags and lang", async () => {
    const titles = new Set<string>();
    for (const name of Object.keys(pages)) {
      const head = await get(name);
      expect(head.lang, name).toBe("en");
      expect(head.titles, name).toHaveLength(1);
      titles.add(head.titles[0]!);
      expect(head.description?.length, name).toBeGreaterThan(20);
      expect(head.meta("og:title"), name).toBeTruthy();
      expect(head.meta("og:description"), name).toBe(head.description);
      expect(head.meta("og:image"), name).toMatch(/^https:\/\/pawswell\.example\.org\//);
      expect(head.meta("twitter:card"), name).toBe("summary_large_image");
      if (name !== "notFound") {
        expect(head.canonical, name).toBe(`${SITE}${pages[name]}`);
        expect(head.meta("og:url"), name).toBe(head.canonical);
      }
    }
    expect(titles.size).toBe(Object.keys(pages).length);
  });

  it("names the site's own address whatever Host a request names (issue 38: nothing a cache keeps takes it)", async () => {
    for (const name of ["home", "thread", "article", "photo"]) {
      const res = await request(ctx.app).get(pages[name]!).set("Host", "evil.example");
      expect(res.text, name).not.toContain("evil.example");
      const head = headOf(res.text);
      expect(head.canonical, name).toBe(`${SITE}${pages[name]}`);
      expect(head.meta("og:url"), name).toBe(head.canonical);
    }
  });

  it("describes an item by its own words, and shows a photo's picture in its preview", async () => {
    const thread = await get("thread");
    expect(thread.titles[0]).toBe("Morning walks by the river | PawsWell");
    expect(thread.description).toContain("Our old collie and I walk by the river");
    const photo = await get("photo");
    expect(photo.meta("og:image")).toMatch(/\/objects\//);
    expect((await get("home")).meta("og:image")).toBe(`${SITE}/social-card.png`);
  });

  it("carries the structured data of each kind", async () => {
    expect((await get("home")).jsonLdTypes).toContain("Organization");
    expect((await get("article")).jsonLdTypes).toContain("BlogPosting");
    expect((await get("thread")).jsonLdTypes).toContain("DiscussionForumPosting");
    expect((await get("story")).jsonLdTypes).toContain("DiscussionForumPosting");
  });

  it("asks search engines to stay out of a sensitive category, member pages and the not-found page, and nowhere else", async () => {
    for (const name of ["sensitiveThread", "member", "notFound"])
      expect((await get(name)).robots, name).toContain("noindex");
    for (const name of ["home", "list", "thread", "story", "article", "resource", "group", "photo"]) {
      expect((await get(name)).robots, name).toBeUndefined();
    }
  });

  it("links the lists to their feeds", async () => {
    expect((await get("stories")).feeds).toEqual(
      ["/feeds/stories.rss", "/feeds/stories.atom"].map((feed) => `${SITE}${feed}`),
    );
  });
});
