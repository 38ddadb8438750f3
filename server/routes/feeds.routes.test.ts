import express from "express";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { POST_CATEGORIES } from "@shared/constants";
import { FEED_PATHS } from "@shared/feed-paths";
import { ITEM_PATHS } from "@shared/item-urls";
import { blogPosts, posts, stories } from "@shared/schema";
import { SENSITIVE_POST_CATEGORIES } from "@shared/search-engines";
import { escapeMarkup } from "../lib/markup-text";
import { FEED_ITEMS } from "../services/feeds";
import { useTestApp } from "../test/test-app";
import { childrenNamed, onlyChildText, parseXml, RFC_822, W3C_DATETIME } from "../test/xml";
import { feedsRouter } from "./feeds.routes";

const ATOM = "http://www.w3.org/2005/Atom";
const DUBLIN_CORE = "http://purl.org/dc/elements/1.1/";
/** The site's address the app is given (PUBLIC_URL); every read names another Host, which no link may take. */
const SITE = "https://pawswell.test";
const FORGED_HOST = "evil.example";

/** A name whose "&amp;" must read back as typed, not as "&". */
const TRICKY_NAME = "Ben &amp; Jerry & Co <3";

/** A title a member might type to see whether the site runs it. */
const MARKUP_TITLE = `<script>alert("hi")</script> <b>Tom & Jerry</b> ]]> it's`;

interface FeedEntry {
  title: string;
  link: string;
  id: string;
  author: string;
  summary: string;
  published: string;
  updated: string;
}

let minute = 0;
const nextCreatedAt = () => new Date(Date.UTC(2026, 2, 1, 12, minute++));

/** An RSS 2.0 feed's items, after checking the channel's required elements. */
function rssItems(xml: string): { channel: Element; items: FeedEntry[] } {
  const rss = parseXml(xml).documentElement;
  expect(rss.localName).toBe("rss");
  expect(rss.getAttribute("version")).toBe("2.0");
  const [channel] = childrenNamed(rss, null, "channel");
  expect(channel).toBeDefined();
  expect(onlyChildText(channel!, null, "title")).not.toBe("");
  expect(onlyChildText(channel!, null, "link")).toMatch(/^https?:\/\//);
  expect(onlyChildText(channel!, null, "description")).not.toBe("");
  const self = childrenNamed(channel!, ATOM, "link").find((link) => link.getAttribute("rel") === "self");
  expect(self?.getAttribute("type")).toBe("application/rss+xml");
  const items = childrenNamed(channel!, null, "item").map((item) => {
    const guid = childrenNamed(item, null, "guid")[0]!;
    const pubDate = onlyChildText(item, null, "pubDate");
    expect(pubDate).toMatch(RFC_822);
    // An item's <author> would have to be an email address: the name goes in <dc:creator>.
    expect(childrenNamed(item, null, "author")).toEqual([]);
    return {
      title: onlyChildText(item, null, "title"),
      link: onlyChildText(item, null, "link"),
      id: guid.textContent ?? "",
      isPermaLink: guid.getAttribute("isPermaLink"),
      author: onlyChildText(item, DUBLIN_CORE, "creator"),
      summary: onlyChildText(item, null, "description"),
      published: pubDate,
      updated: pubDate,
    };
  });
  for (const item of items) expect(item.isPermaLink).toBe("true");
  return { channel: channel!, items };
}

/** An Atom 1.0 feed's entries, after checking the feed's required elements. */
function atomEntries(xml: string): { feed: Element; entries: FeedEntry[] } {
  const feed = parseXml(xml).documentElement;
  expect(feed.localName).toBe("feed");
  expect(feed.namespaceURI).toBe(ATOM);
  expect(onlyChildText(feed, ATOM, "id")).toMatch(/^https?:\/\//);
  expect(onlyChildText(feed, ATOM, "title")).not.toBe("");
  expect(onlyChildText(feed, ATOM, "updated")).toMatch(W3C_DATETIME);
  const links = childrenNamed(feed, ATOM, "link");
  expect(links.find((link) => link.getAttribute("rel") === "self")?.getAttribute("href")).toMatch(/\.atom$/);
  const entries = childrenNamed(feed, ATOM, "entry").map((entry) => {
    const [link] = childrenNamed(entry, ATOM, "link");
    const [author] = childrenNamed(entry, ATOM, "author");
    const title = childrenNamed(entry, ATOM, "title")[0]!;
    const summary = childrenNamed(entry, ATOM, "summary")[0]!;
    // Marked as HTML, so what they hold must be escaped text.
    expect(title.getAttribute("type")).toBe("html");
    expect(summary.getAttribute("type")).toBe("html");
    const updated = onlyChildText(entry, ATOM, "updated");
    const published = onlyChildText(entry, ATOM, "published");
    expect(updated).toMatch(W3C_DATETIME);
    expect(published).toMatch(W3C_DATETIME);
    return {
      title: title.textContent ?? "",
      link: link!.getAttribute("href") ?? "",
      id: onlyChildText(entry, ATOM, "id"),
      author: onlyChildText(author!, ATOM, "name"),
      summary: summary.textContent ?? "",
      published,
      updated,
    };
  });
  return { feed, entries };
}

/** Both formats of one feed, checked for structure, type and caching, as one list of entries each. */
async function readFeed(app: express.Express, paths: { rss: string; atom: string }) {
  const rssRes = await request(app).get(paths.rss).set("Host", FORGED_HOST);
  expect(rssRes.status, paths.rss).toBe(200);
  expect(rssRes.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
  expect(rssRes.headers["cache-control"]).toBe("public, max-age=300");
  const atomRes = await request(app).get(paths.atom).set("Host", FORGED_HOST);
  expect(atomRes.status, paths.atom).toBe(200);
  expect(atomRes.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
  expect(atomRes.headers["cache-control"]).toBe("public, max-age=300");
  const rss = rssItems(rssRes.text);
  const atom = atomEntries(atomRes.text);
  expect(onlyChildText(atom.feed, ATOM, "id")).toBe(`${SITE}${paths.atom}`);
  expect(rssRes.text + atomRes.text).not.toContain(FORGED_HOST);
  // The two formats list the same items, in the same order, under the same identities.
  expect(rss.items.map((item) => [item.title, item.link, item.id, item.author, item.summary])).toEqual(
    atom.entries.map((entry) => [entry.title, entry.link, entry.id, entry.author, entry.summary]),
  );
  for (const entry of atom.entries) expect(entry.id).toBe(entry.link);
  return { rss, atom, rssText: rssRes.text, atomText: atomRes.text };
}

describe("the feeds", () => {
  const ctx = useTestApp({ siteUrl: SITE });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = ctx.database;
    const post = async (name: string, values: Partial<typeof posts.$inferInsert>) => {
      const [row] = await db
        .insert(posts)
        .values({
          title: name,
          content: `Text of ${name}`,
          author: "Rosa Real-Name",
          category: "general-wellness",
          createdAt: nextCreatedAt(),
          ...values,
        })
        .returning();
      ids[name] = row!.id;
    };
    await post("Public walk", {});
    await post("Anonymous walk", { anonymous: true });
    await post(MARKUP_TITLE, { content: "Line one\n\n  <i>line</i>   two & three" });
    await post("Hidden walk", { hiddenAt: new Date(), hiddenReason: "Spam" });
    await post("Held walk", { heldAt: new Date() });
    await post("Noindex walk", { noindex: true });
    await post("Removed walk", { removedAt: new Date() });
    await post("Warned walk", { contentWarnings: ["grief", "pet-loss"], content: "Very sad words" });
    await post("Edited walk", { editedAt: new Date(Date.UTC(2026, 5, 1)) });
    await post("Training walk", { category: "therapy-training", author: TRICKY_NAME });
    await post("Control\u0001 walk", { content: "Bell\u0007 text" });
    for (const category of SENSITIVE_POST_CATEGORIES) await post(`Sensitive ${category}`, { category });

    const story = async (name: string, values: Partial<typeof stories.$inferInsert>) => {
      const [row] = await db
        .insert(stories)
        .values({
          title: name,
          content: `Story of ${name} `.repeat(40),
          author: "Rosa Real-Name",
          petName: "Biscuit",
          petType: "dog",
          createdAt: nextCreatedAt(),
          ...values,
        })
        .returning();
      ids[name] = row!.id;
    };
    // More than a feed holds, oldest first.
    for (let i = 0; i < FEED_ITEMS + 2; i++) await story(`Story ${i}`, {});
    await story("Anonymous story", { anonymous: true });
    await story("Hidden story", { hiddenAt: new Date() });
    await story("Held story", { heldAt: new Date() });
    await story("Noindex story", { noindex: true });

    for (const title of ["First article", MARKUP_TITLE]) {
      const [row] = await db
        .insert(blogPosts)
        .values({
          slug: title === MARKUP_TITLE ? "markup" : "first-article",
          title,
          content: "The whole article.",
          excerpt: "<p>An <em>excerpt</em></p>",
          author: "The Team",
          createdAt: nextCreatedAt(),
        })
        .returning();
      ids[`article: ${title}`] = row!.slug;
    }
  });

  it("lists a community category's newest posts search engines may see, newest first", async () => {
    const { atom } = await readFeed(ctx.app, FEED_PATHS.community("general-wellness"));
    expect(atom.entries.map((entry) => entry.link)).toEqual(
      ["Control\u0001 walk", "Edited walk", "Warned walk", MARKUP_TITLE, "Anonymous walk", "Public walk"].map(
        (name) => `${SITE}${ITEM_PATHS.post(ids[name]!)}`,
      ),
    );
    // Hidden, held, kept out, removed, another category's: absent.
    const text = JSON.stringify(atom.entries);
    for (const name of ["Hidden walk", "Held walk", "Noindex walk", "Removed walk", "Training walk"]) {
      expect(text).not.toContain(ids[name]);
    }
    const training = await readFeed(ctx.app, FEED_PATHS.community("therapy-training"));
    expect(training.atom.entries.map((entry) => entry.title)).toEqual(["Training walk"]);
    // Names are plain text, read back exactly as typed in both formats.
    expect(training.atom.entries[0]!.author).toBe(TRICKY_NAME);
    expect(training.rss.items[0]!.author).toBe(TRICKY_NAME);
  });

  it("names an anonymous post's author 'A member', and never who wrote it", async () => {
    const { rss, atom, rssText, atomText } = await readFeed(ctx.app, FEED_PATHS.community("general-wellness"));
    const anonymousLink = `${SITE}${ITEM_PATHS.post(ids["Anonymous walk"]!)}`;
    expect(atom.entries.find((entry) => entry.link === anonymousLink)?.author).toBe("A member");
    expect(rss.items.find((item) => item.link === anonymousLink)?.author).toBe("A member");
    expect(atom.entries.find((entry) => entry.title === "Public walk")?.author).toBe("Rosa Real-Name");
    // Nothing in the anonymous post's entry or item names Rosa.
    const atomEntry = Array.from(parseXml(atomText).getElementsByTagNameNS(ATOM, "entry")).find(
      (entry) => entry.getElementsByTagNameNS(ATOM, "id")[0]?.textContent === anonymousLink,
    );
    const rssItem = Array.from(parseXml(rssText).getElementsByTagName("item")).find(
      (item) => item.getElementsByTagName("link")[0]?.textContent === anonymousLink,
    );
    for (const element of [atomEntry, rssItem]) {
      expect(element?.textContent).toContain("A member");
      expect(element?.textContent).not.toContain("Rosa");
    }
  });

  it("escapes markup in titles and summaries, so a reader shows it as text and runs nothing", async () => {
    for (const paths of [FEED_PATHS.community("general-wellness"), FEED_PATHS.blog]) {
      const { rss, atom, rssText, atomText } = await readFeed(ctx.app, paths);
      for (const entries of [rss.items, atom.entries]) {
        const entry = entries.find((candidate) => candidate.title.includes("script"));
        // The parsed text is the title as escaped HTML: a reader that renders it shows the characters.
        expect(entry?.title).toBe(escapeMarkup(MARKUP_TITLE));
      }
      for (const text of [rssText, atomText]) {
        expect(text).not.toContain("<script>");
        expect(text).not.toContain("<b>");
        expect(text).not.toContain("<em>");
      }
    }
    const blog = await readFeed(ctx.app, FEED_PATHS.blog);
    expect(blog.atom.entries.find((entry) => entry.title === "First article")?.summary).toBe(
      escapeMarkup("<p>An <em>excerpt</em></p>"),
    );
  });

  it("summarises with a plain-text excerpt, or only the warnings of an item that has them", async () => {
    const { atom } = await readFeed(ctx.app, FEED_PATHS.community("general-wellness"));
    const byTitle = (title: string) => atom.entries.find((entry) => entry.title === escapeMarkup(title))!;
    expect(byTitle(MARKUP_TITLE).summary).toBe(escapeMarkup("Line one <i>line</i> two & three"));
    expect(byTitle("Warned walk").summary).toBe("Content warning: grief · pet loss");
    expect(JSON.stringify(atom.entries)).not.toContain("Very sad words");
    // Characters XML cannot carry are dropped, not sent to break the feed.
    expect(byTitle("Control walk").summary).toBe("Bell text");
    const stories = await readFeed(ctx.app, FEED_PATHS.stories);
    const long = stories.atom.entries.find((entry) => entry.title === "Story 5")!.summary;
    expect(Array.from(long).length).toBeLessThanOrEqual(300);
    expect(long.endsWith("…")).toBe(true);
  });

  it("dates an item by its creation, and an edited one updated by its edit", async () => {
    const { rss, atom } = await readFeed(ctx.app, FEED_PATHS.community("general-wellness"));
    const edited = atom.entries.find((entry) => entry.title === "Edited walk")!;
    expect(edited.updated).toBe("2026-06-01T00:00:00.000Z");
    expect(edited.published).not.toBe(edited.updated);
    const editedRss = rss.items.find((item) => item.title === "Edited walk")!;
    expect(new Date(editedRss.published).toISOString()).toBe(edited.published);
    expect(onlyChildText(atom.feed, ATOM, "updated")).toBe("2026-06-01T00:00:00.000Z");
  });

  it(`lists the newest ${FEED_ITEMS} stories, never a hidden, held or kept-out one, anonymous ones as 'A member'`, async () => {
    const { atom } = await readFeed(ctx.app, FEED_PATHS.stories);
    expect(atom.entries).toHaveLength(FEED_ITEMS);
    expect(atom.entries[0]).toMatchObject({ title: "Anonymous story", author: "A member" });
    expect(atom.entries[1]!.title).toBe(`Story ${FEED_ITEMS + 1}`);
    expect(atom.entries.at(-1)!.title).toBe("Story 3");
    const titles = atom.entries.map((entry) => entry.title);
    for (const title of ["Hidden story", "Held story", "Noindex story"]) expect(titles).not.toContain(title);
  });

  it("lists the blog's articles at their slugs", async () => {
    const { atom } = await readFeed(ctx.app, FEED_PATHS.blog);
    expect(atom.entries.map((entry) => entry.link)).toEqual([
      `${SITE}${ITEM_PATHS.blog("markup")}`,
      `${SITE}${ITEM_PATHS.blog("first-article")}`,
    ]);
    expect(atom.entries[0]!.author).toBe("The Team");
  });

  it("links with the site's address whatever Host the request names, even one that is no address", async () => {
    for (const host of ["pawswell.test:8080/<x>?", ":", "a b", "[zz]"]) {
      const res = await request(ctx.app).get(FEED_PATHS.blog.atom).set("Host", host);
      expect(res.status, host).toBe(200);
      const { entries } = atomEntries(res.text);
      expect(entries.every((entry) => entry.link.startsWith(`${SITE}/blog/`))).toBe(true);
    }
  });

  it("has no feed for a sensitive or unknown category: 404", async () => {
    const names = [
      ...SENSITIVE_POST_CATEGORIES,
      "general",
      "unknown",
      "General-Wellness",
      "general-wellness.rss",
      "%00",
    ];
    for (const name of names) {
      for (const path of Object.values(FEED_PATHS.community(name))) {
        const res = await request(ctx.app).get(path);
        expect(res.status, path).toBe(404);
      }
    }
    // Every other category has one.
    for (const { value } of POST_CATEGORIES.filter((option) => !SENSITIVE_POST_CATEGORIES.includes(option.value))) {
      expect((await request(ctx.app).get(FEED_PATHS.community(value).rss)).status).toBe(200);
    }
  });

  it("links with the configured site address, whatever Host the request names", async () => {
    const app = express().use(feedsRouter({ db: ctx.database.db, siteUrl: "https://pawswell.example.org" }));
    const res = await request(app).get(FEED_PATHS.blog.atom).set("Host", "evil.example");
    const { feed, entries } = atomEntries(res.text);
    expect(onlyChildText(feed, ATOM, "id")).toBe(`https://pawswell.example.org${FEED_PATHS.blog.atom}`);
    expect(entries.every((entry) => entry.link.startsWith("https://pawswell.example.org/blog/"))).toBe(true);
    expect(res.text).not.toContain("evil.example");
  });
});

describe("the feeds of an empty site", () => {
  const ctx = useTestApp({ siteUrl: SITE });

  it("are valid feeds with no items, the same on every request", async () => {
    for (const paths of [FEED_PATHS.blog, FEED_PATHS.stories, FEED_PATHS.community("general-wellness")]) {
      const first = await readFeed(ctx.app, paths);
      expect(first.atom.entries).toEqual([]);
      expect(first.rss.items).toEqual([]);
      expect((await readFeed(ctx.app, paths)).atomText).toBe(first.atomText);
    }
  });
});
