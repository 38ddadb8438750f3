/**
 * The visibility matrix: every kind × every state × every viewer × every read path, with whether
 * the viewer sees the item there. The expectations are the rule of docs/decisions.md ("One item
 * model") written out again here, independently of server/items/visibility.ts, so a server change
 * that breaks the rule breaks this table's test.
 *
 * A read path is one way an item reaches a reader: a list, its own page, its thread, its file,
 * search and its suggestions, the sitemap, feeds, member pages, recommendations, notifications,
 * rendered pages with their hydration data, and the anonymous cache. Each names the GET routes (or
 * rendered pages) it reads, and the test fails when the app has a GET route no path covers and
 * that is not listed in NOT_ITEM_READS.
 */
import type { Agent } from "supertest";
import { REACTION_KINDS } from "@shared/constants";
import { ITEM_KINDS, type ItemKindName } from "@shared/item-kinds";
import type { Fixture, ViewerName } from "./visibility-fixtures";
import { POST_CATEGORY } from "./visibility-fixtures";
import { exportText, nearMiss, streamText, text, texts } from "./answer-text";

/** How a path reaches the app as one viewer. */
export interface Reader {
  viewer: ViewerName;
  /** An agent of the viewer's session (a fresh unsigned one for the visitor). */
  client: Agent;
  /** The viewer's username (the author's, the member's, a moderator's); undefined for the visitor. */
  username?: string;
  userId?: string;
  /** The author's username: whose member page is read. */
  authorName: string;
}

/** Whether `viewer` should see `fixture` on a path. */
type Rule = (fixture: Fixture, viewer: ViewerName) => boolean;

/** The item's author (while their account exists) or a moderator. */
function isInsider(fixture: Fixture, viewer: ViewerName): boolean {
  if (fixture.state === "deleted author") return false;
  return viewer === "moderator" || (viewer === "author" && fixture.owner === "author");
}

/** Lists, search, suggestions, feeds, the sitemap, recommendations, notifications: published items only, for everyone. */
const published: Rule = (fixture) => fixture.state === "published";

/** Its own page: everyone while published; its author and moderators while held or hidden; nobody once removed or deleted. */
const ownPage: Rule = (fixture, viewer) => {
  if (fixture.state === "published") return true;
  if (fixture.state === "held" || fixture.state === "hidden") return isInsider(fixture, viewer);
  if (fixture.state === "draft" || fixture.state === "scheduled") return false;
  return false;
};

/**
 * A list: published items only, except that a kind with no page of its own (a challenge) is seen
 * by its author and moderators in its list, marked held or hidden, as another kind is on its page.
 */
const listed: Rule = (fixture, viewer) =>
  (ITEM_KINDS[fixture.kind].itemPath === null ? ownPage : published)(fixture, viewer);

/**
 * A thread item's thread (its reply's words): open where its item's words are, and under a post its
 * author removed, or whose author left taking their words (others' replies stay with the thread).
 */
const threadOf: Rule = (fixture, viewer) =>
  fixture.state === "removed" ||
  (fixture.kind === "post" && fixture.state === "deleted author") ||
  ownPage(fixture, viewer);

/** A reply on its thread's page: where it is seen itself, and its thread is open. */
const replyInItsThread: Rule = (fixture, viewer) => {
  if (fixture.state === "in held thread" || fixture.state === "in hidden thread")
    return viewer === "moderator" || viewer === "member";
  return ownPage(fixture, viewer);
};

/** What every read path says: its name, what it reads, which kinds, by whom, and who should see what. */
interface ReadPathBase {
  name: string;
  /** The GET routes (Express patterns) and rendered pages this path reads. */
  routes: readonly string[];
  kinds: readonly ItemKindName[];
  viewers?: readonly ViewerName[];
  rule: Rule;
}

/** How one path reads: once per viewer for every item (a list), or once per item. */
export type ReadPath =
  | (ReadPathBase & {
      /** One answer per viewer, searched for every item's marker. */
      readAll: (reader: Reader) => Promise<string>;
      /** What in the answer stands for the item (its marker unless said). */
      sign?: (fixture: Fixture) => string;
    })
  | (ReadPathBase & {
      /** Whether this item is seen in the viewer's answer about it. */
      readOne: (reader: Reader, fixture: Fixture) => Promise<boolean>;
    });

const API_LISTS: Partial<Record<ItemKindName, string>> = {
  post: "/api/posts",
  story: "/api/stories",
  photo: "/api/pet-photos",
  group: "/api/groups",
  challenge: "/api/wellness-challenges",
  blog: "/api/blog",
  resource: "/api/resources",
  featured: "/api/featured",
};

const API_ITEMS: Partial<Record<ItemKindName, string>> = {
  post: "/api/posts",
  story: "/api/stories",
  photo: "/api/pet-photos",
  group: "/api/groups",
  blog: "/api/blog",
  resource: "/api/resources",
};

const API_THREADS = { post: "/api/posts", story: "/api/stories", photo: "/api/pet-photos" } as const;

const listKinds = Object.keys(API_LISTS) as ItemKindName[];
const memberKinds = ["post", "reply", "story", "photo", "group", "challenge"] as const;

/** Rendered pages a visitor or member opens: the lists, and the home page's sections. */
const RENDERED_LISTS = ["/", "/community", "/stories", "/pets-social", "/groups", "/resources", "/blog"];

export const READ_PATHS: readonly ReadPath[] = [
  {
    name: "list",
    routes: Object.values(API_LISTS).map((path) => path!),
    kinds: listKinds,
    rule: listed,
    readAll: ({ client }) =>
      texts(
        client,
        Object.values(API_LISTS).map((path) => `${path}?limit=100`),
      ),
  },
  {
    name: "item",
    routes: [
      "/api/posts/:id",
      "/api/stories/:id",
      "/api/pet-photos/:id",
      "/api/groups/:id",
      "/api/blog/:slug",
      "/api/resources/:id",
    ],
    kinds: Object.keys(API_ITEMS) as ItemKindName[],
    rule: ownPage,
    readOne: async ({ client }, fixture) =>
      (await text(client, `${API_ITEMS[fixture.kind]}/${encodeURIComponent(fixture.key)}`)).includes(fixture.marker),
  },
  {
    name: "thread",
    routes: ["/api/posts/:id/replies", "/api/stories/:id/replies", "/api/pet-photos/:id/replies"],
    kinds: ["post", "story", "photo"],
    rule: threadOf,
    readOne: async ({ client }, fixture) => {
      if (!fixture.threadMarker) return false;
      const path = API_THREADS[fixture.kind as keyof typeof API_THREADS];
      return (await text(client, `${path}/${fixture.id}/replies`)).includes(fixture.threadMarker);
    },
  },
  {
    name: "reply on its thread",
    routes: ["/api/posts/:id/replies"],
    kinds: ["reply"],
    rule: replyInItsThread,
    readOne: async ({ client }, fixture) =>
      fixture.thread !== undefined &&
      (await text(client, `/api/posts/${fixture.thread.id}/replies`)).includes(fixture.marker),
  },
  {
    name: "reactions",
    routes: [],
    kinds: ["post", "story", "photo", "reply"],
    viewers: ["member", "author", "moderator"],
    rule: (fixture, viewer) =>
      fixture.kind === "reply"
        ? replyInItsThread(fixture, viewer)
        : fixture.state !== "removed" && ownPage(fixture, viewer),
    readOne: async ({ client }, fixture) => {
      const path = { ...API_THREADS, reply: "/api/replies" }[fixture.kind as keyof typeof API_THREADS | "reply"];
      const res = await client.put(`${path}/${fixture.id}/reactions/${REACTION_KINDS[0].value}`);
      return res.status === 200;
    },
  },
  {
    name: "live thread",
    routes: ["/api/live"],
    kinds: ["post", "story", "photo"],
    rule: threadOf,
    // A stream resumed from the start replays the thread's reply events, if it follows the thread
    // at all (a member's stream opens for their own notices even when the thread is refused).
    readOne: async ({ client }, fixture) =>
      (await streamText(client, `/api/live?thread=${fixture.kind}:${fixture.id}&lastEventId=0`)).includes(
        "event: reply",
      ),
  },
  {
    name: "image file",
    routes: ["/objects/uploads/:id"],
    kinds: ["photo"],
    rule: ownPage,
    readOne: async ({ client }, fixture) => (await client.get(fixture.imageUrl!)).status === 200,
  },
  {
    name: "search results",
    routes: ["/api/search", "/api/search/summary"],
    kinds: memberKinds.filter((kind) => ITEM_KINDS[kind].searchable),
    rule: published,
    readOne: async ({ client }, fixture) =>
      (await text(client, `/api/search?q=${fixture.marker}`)).includes(fixture.marker),
  },
  {
    name: "search suggestions",
    routes: ["/api/search/summary"],
    kinds: [...memberKinds, "blog", "resource", "featured"].filter(
      (kind) => ITEM_KINDS[kind as ItemKindName].searchable,
    ) as ItemKindName[],
    rule: published,
    readOne: async ({ client }, fixture) =>
      (await text(client, `/api/search/summary?q=${nearMiss(fixture.marker)}`)).includes(fixture.marker),
  },
  {
    name: "sitemap",
    routes: ["/sitemap.xml", "/sitemaps/:name.xml"],
    kinds: ["post", "story", "photo", "group", "blog", "resource"],
    rule: published,
    readAll: async ({ client }) => {
      const index = await text(client, "/sitemap.xml");
      const parts = [...index.matchAll(/<loc>[^<]*?(\/sitemaps\/[^<]+\.xml)<\/loc>/g)].map((match) => match[1]!);
      return `${index}\n${await texts(client, parts)}`;
    },
    sign: (fixture) => encodeURIComponent(fixture.key),
  },
  {
    name: "feeds",
    routes: [
      "/feeds/blog.rss",
      "/feeds/blog.atom",
      "/feeds/stories.rss",
      "/feeds/stories.atom",
      "/feeds/community/:category.rss",
      "/feeds/community/:category.atom",
    ],
    kinds: ["post", "story", "blog"],
    rule: published,
    readAll: ({ client }) =>
      texts(client, [
        "/feeds/blog.rss",
        "/feeds/blog.atom",
        "/feeds/stories.rss",
        "/feeds/stories.atom",
        `/feeds/community/${POST_CATEGORY}.rss`,
        `/feeds/community/${POST_CATEGORY}.atom`,
      ]),
  },
  {
    name: "member pages",
    routes: [
      "/api/members/:username",
      "/api/members/:username/posts",
      "/api/members/:username/stories",
      "/api/members/:username/photos",
    ],
    kinds: ["post", "story", "photo"],
    rule: published,
    readAll: ({ client, authorName }) =>
      texts(
        client,
        ["", "/posts", "/stories", "/photos"].map((list) => `/api/members/${encodeURIComponent(authorName)}${list}`),
      ),
  },
  {
    name: "recommendations",
    routes: ["/api/recommendations/:userId"],
    kinds: ["post", "story", "challenge", "blog", "resource"],
    rule: published,
    readAll: async ({ client, userId }) => {
      if (!userId) return text(client, "/api/recommendations/guest-user?limit=50");
      await client.post(`/api/recommendations/${userId}/generate`);
      return text(client, `/api/recommendations/${userId}?limit=50`);
    },
  },
  {
    name: "notifications",
    routes: ["/api/notifications"],
    kinds: ["post", "story", "photo"],
    viewers: ["member"],
    rule: published,
    readAll: ({ client }) => text(client, "/api/notifications?limit=100"),
  },
  {
    name: "data export",
    routes: ["/api/account/exports", "/api/account/exports/:id/download"],
    kinds: ["post", "story", "photo", "reply"],
    viewers: ["member", "author"],
    // A member's own words are theirs to take whatever their state; others' only while published.
    rule: (fixture, viewer) =>
      fixture.kind === "reply" ? viewer === "author" && fixture.state !== "deleted author" : ownPage(fixture, viewer),
    readAll: ({ client }) => exportText(client),
  },
  {
    name: "rendered lists and home",
    routes: RENDERED_LISTS,
    kinds: ["post", "story", "photo", "group", "challenge", "blog", "resource", "featured"],
    rule: listed,
    readAll: ({ client }) => texts(client, RENDERED_LISTS),
  },
  {
    name: "rendered item pages",
    routes: [
      "/community/:id",
      "/stories/:id",
      "/pets-social/photos/:id",
      "/groups/:id",
      "/resources/:id",
      "/blog/:slug",
    ],
    kinds: ["post", "story", "photo", "group", "blog", "resource"],
    rule: ownPage,
    readOne: async ({ client }, fixture) => {
      const base = ITEM_KINDS[fixture.kind].itemPath!;
      return (await text(client, `${base}/${encodeURIComponent(fixture.key)}`)).includes(fixture.marker);
    },
  },
];

/**
 * GET routes that read no item of anyone else's, with why: the matrix does not need to read them.
 * A new GET route must go into a read path above or here, unless its contract keeps it to moderators.
 */
export const NOT_ITEM_READS: Record<string, string> = {
  "/healthz": "health",
  "/readyz": "health",
  "/metrics": "the operator's counters",
  "/robots.txt": "fixed text",
  "/api/validate-session/:userId": "the caller's own session",
  "/api/me": "the caller's own account",
  "/api/categories": "the site's own categories",
  "/api/notifications/unread-count": "a number",
  "/api/hero-content": "the site's own hero",
  "/api/hero-content/current": "the site's own hero",
  "/api/wellness-challenges/joined": "the caller's own list of ids",
  "/api/member-of-the-month": "moderators' own content",
  "/api/user-preferences/:userId": "the caller's own preferences",
  "/api/user-engagement/:userId": "the caller's own counts",
  "/api/content-warning-settings": "the caller's own choices",
  "/api/account/appearance": "the caller's own theme and text size",
  "/api/push/key": "the server's public push key",
  "/api/push/preferences": "the caller's own push choices",
  "/api/account/sessions": "the caller's own sessions",
  "/api/account/settings": "the caller's own settings",
  "/api/account/email": "the caller's own address",
  "/api/account/two-factor": "the caller's own two-factor state",
  "/api/openapi.json": "the routes' own description, built from the contracts",
  "/api/docs": "the routes' own description, built from the contracts",
};
