/**
 * What crawlers and feed readers fetch lists only published items (server/items/visibility.ts,
 * docs/decisions.md#one-item-model), followed through the lifecycle as members and moderators drive
 * it, with the anonymous cache on: an item held by the crisis check, or hidden by a moderator,
 * leaves the sitemap and the feeds at once, and comes back when it is restored.
 */
import { and, eq, isNull } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { FEED_PATHS } from "@shared/feed-paths";
import { moderationCases } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { solidImage } from "../test/images";
import { useTestApp, ROOMY } from "../test/test-app";
import { uploadImage } from "../test/uploads";

type LoggedIn = Awaited<ReturnType<typeof logInAs>>;

const IMMINENT = "I have the pills. I'm going to end it all tonight.";
const CATEGORY = "general-wellness";

describe("the sitemap and the feeds follow an item's state", () => {
  const ctx = useTestApp({
    isAnonymousCacheOn: true,
    limits: { reportsPerMember: ROOMY },
  });
  let author: LoggedIn;
  let reporter: LoggedIn;
  let moderator: LoggedIn;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    reporter = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
  });

  const KINDS = {
    post: { sitemap: "/sitemaps/posts-1.xml", feed: FEED_PATHS.community(CATEGORY).rss },
    story: { sitemap: "/sitemaps/stories-1.xml", feed: FEED_PATHS.stories.atom },
    photo: { sitemap: "/sitemaps/photos-1.xml", feed: undefined },
  } as const;
  type Kind = keyof typeof KINDS;

  /** Whether a visitor finds the item in its kind's sitemap page and feed (the index read first, as a crawler does). */
  async function listed(kind: Kind, id: string): Promise<{ sitemap: boolean; feed?: boolean }> {
    const visitor = request(ctx.app);
    expect((await visitor.get("/sitemap.xml")).status).toBe(200);
    const page = await visitor.get(KINDS[kind].sitemap);
    const sitemap = page.status === 200 && page.text.includes(id);
    const feedPath = KINDS[kind].feed;
    if (!feedPath) return { sitemap };
    const feed = await visitor.get(feedPath);
    expect(feed.status).toBe(200);
    return { sitemap, feed: feed.text.includes(id) };
  }

  async function create(kind: Kind, text: string): Promise<string> {
    const res =
      kind === "post"
        ? await author.agent.post("/api/posts").send({ title: "A walk", content: text, category: CATEGORY })
        : kind === "story"
          ? await author.agent
              .post("/api/stories")
              .send({ title: "Biscuit", content: text, author: "x", petName: "Biscuit", petType: "dog" })
          : await author.agent.post("/api/pet-photos").send({
              imageUrl: await uploadImage(ctx.app, await solidImage("png"), author.agent),
              petName: "Rex",
              description: text,
            });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  async function openCase(itemId: string): Promise<string | undefined> {
    const [row] = await ctx.database.db
      .select({ id: moderationCases.id })
      .from(moderationCases)
      .where(and(eq(moderationCases.itemId, itemId), isNull(moderationCases.resolvedAt)));
    return row?.id;
  }

  /** A moderator acts through the queue: on the item's held case, else on a new report's. */
  async function act(kind: Kind, itemId: string, action: "hide" | "restore"): Promise<void> {
    if (!(await openCase(itemId))) {
      const report = await reporter.agent.post("/api/reports").send({ itemType: kind, itemId, reason: "spam" });
      expect(report.status).toBe(200);
    }
    const res = await moderator.agent
      .post(`/api/moderation/cases/${await openCase(itemId)}/actions`)
      .send({ action, reason: "Looked at it" });
    expect(res.status).toBe(200);
  }

  const SEEN = { post: { sitemap: true, feed: true }, story: { sitemap: true, feed: true }, photo: { sitemap: true } };
  const UNSEEN = {
    post: { sitemap: false, feed: false },
    story: { sitemap: false, feed: false },
    photo: { sitemap: false },
  };

  it.each(Object.keys(KINDS) as Kind[])("lists a %s until it is hidden, and again once restored", async (kind) => {
    const id = await create(kind, "Slow steps by the river.");
    expect(await listed(kind, id)).toEqual(SEEN[kind]);
    await act(kind, id, "hide");
    expect(await listed(kind, id)).toEqual(UNSEEN[kind]);
    await act(kind, id, "restore");
    expect(await listed(kind, id)).toEqual(SEEN[kind]);
  });

  it.each(Object.keys(KINDS) as Kind[])("never lists a held %s, until a moderator publishes it", async (kind) => {
    const id = await create(kind, IMMINENT);
    expect(await listed(kind, id)).toEqual(UNSEEN[kind]);
    await act(kind, id, "restore");
    expect(await listed(kind, id)).toEqual(SEEN[kind]);
  });
});
