/**
 * GET /api/moderation/lists/:list: /admin's lists, searched and filtered by status
 * (docs/features.md#what-moderators-can-do-in-admin).
 */
import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { ADMIN_LIST_IDS } from "@shared/admin-lists";
import {
  blogPosts,
  categories,
  featuredItems,
  groups,
  memberOfTheMonth,
  petPhotos,
  posts,
  resources,
  stories,
  wellnessChallenges,
} from "@shared/schema";
import { collectPages } from "../test/list-helpers";
import { useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

type Row = { id: string; title: string; status: string } & Record<string, unknown>;

const STORY = { content: "Four houses down.", author: "maya", petName: "Biscuit", petType: "dog" };

describe("GET /api/moderation/lists/:list", () => {
  const ctx = useTestApp();
  const agents = useAgents(ctx);

  async function story(title: string, values: Partial<typeof stories.$inferInsert> = {}): Promise<string> {
    const [row] = await ctx.database.db
      .insert(stories)
      .values({ ...STORY, title, ...values })
      .returning({ id: stories.id });
    return row!.id;
  }

  async function list(path: string): Promise<Row[]> {
    const answer = await agents.moderator.get(`/api/moderation/lists/${path}`);
    expect(answer.status, path).toBe(200);
    return answer.body;
  }

  it("lists every story whatever its state, newest first, with its status, and no member's account id", async () => {
    await ctx.database.db.delete(stories);
    const shown = await story("Shown", { createdAt: new Date("2026-01-01T00:00:00Z") });
    const held = await story("Held", { heldAt: new Date(), createdAt: new Date("2026-01-02T00:00:00Z") });
    const hidden = await story("Hidden", { hiddenAt: new Date(), createdAt: new Date("2026-01-03T00:00:00Z") });
    const mine = await agents.member.post("/api/stories").send({ ...STORY, title: "A member's" });
    expect(mine.status).toBe(201);

    const rows = await list("stories");
    expect(rows.map((row) => [row.title, row.status])).toEqual([
      ["A member's", "published"],
      ["Hidden", "hidden"],
      ["Held", "held"],
      ["Shown", "published"],
    ]);
    for (const row of rows) expect(row).not.toHaveProperty("userId");
    // The public list shows only the published ones.
    const publicIds = (await request(ctx.app).get("/api/stories")).body.map((row: Row) => row.id);
    expect(publicIds).toContain(shown);
    expect(publicIds).not.toContain(held);
    expect(publicIds).not.toContain(hidden);

    expect((await list("stories?status=held")).map((row) => row.id)).toEqual([held]);
    expect((await list("stories?status=hidden")).map((row) => row.id)).toEqual([hidden]);
    expect((await list("stories?status=published")).map((row) => row.title)).toEqual(["A member's", "Shown"]);
  });

  it("finds words anywhere in the title or the text, in any case, taking % and _ literally", async () => {
    await ctx.database.db.delete(stories);
    await story("Walking Biscuit at dawn");
    await story("Evenings", { content: "We walk by the river, 100% calm." });
    await story("Other", { content: "Nothing to see." });
    expect((await list("stories?q=WALK")).map((row) => row.title).sort()).toEqual([
      "Evenings",
      "Walking Biscuit at dawn",
    ]);
    expect((await list("stories?q=100%25")).map((row) => row.title)).toEqual(["Evenings"]);
    expect(await list("stories?q=%25")).toHaveLength(1);
    expect(await list("stories?q=_")).toEqual([]);
    expect(await list(`stories?q=${encodeURIComponent("walk")}&status=hidden`)).toEqual([]);
  });

  it("pages a search with a cursor", async () => {
    await ctx.database.db.delete(stories);
    for (let i = 0; i < 5; i++) await story(`Calm ${i}`, { createdAt: new Date(Date.UTC(2026, 0, i + 1)) });
    await story("Loud");
    const pages = await collectPages<Row>(agents.moderator, "/api/moderation/lists/stories?q=calm&limit=2");
    expect(pages.map((page) => page.map((row) => row.title))).toEqual([
      ["Calm 4", "Calm 3"],
      ["Calm 2", "Calm 1"],
      ["Calm 0"],
    ]);
  });

  it("tells a discussion removed by its author from a published one", async () => {
    const created = await agents.member
      .post("/api/posts")
      .send({ title: "Leaving soon", content: "Thanks all.", category: "pet-loss" });
    await ctx.database.db.update(posts).set({ removedAt: new Date() }).where(eq(posts.id, created.body.id));
    const removed = await list("community?status=removed");
    expect(removed.map((row) => row.id)).toContain(created.body.id);
    expect((await list("community?status=published")).map((row) => row.id)).not.toContain(created.body.id);
  });

  it("reads a challenge as not started, running or ended", async () => {
    await ctx.database.db.delete(wellnessChallenges);
    const day = 86_400_000;
    const now = Date.now();
    for (const [title, start, end] of [
      ["Past", now - 10 * day, now - 5 * day],
      ["Now", now - day, now + day],
      ["Later", now + 5 * day, now + 10 * day],
    ] as const) {
      await ctx.database.db
        .insert(wellnessChallenges)
        .values({ title, description: "Daily.", startDate: new Date(start), endDate: new Date(end) });
    }
    expect((await list("challenges")).map((row) => [row.title, row.status]).sort()).toEqual([
      ["Later", "upcoming"],
      ["Now", "running"],
      ["Past", "ended"],
    ]);
    expect((await list("challenges?status=ended")).map((row) => row.title)).toEqual(["Past"]);
    expect((await list("challenges?status=running")).map((row) => row.title)).toEqual(["Now"]);
  });

  it("answers 404 for a list there is not, and 400 for a status the list has not or a search too long", async () => {
    const unknown = await agents.moderator.get("/api/moderation/lists/hero");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("There is no such list");
    const badStatus = await agents.moderator.get("/api/moderation/lists/stories?status=ended");
    expect(badStatus.status).toBe(400);
    expect(badStatus.body.message).toBe("status must be one of: published, held, hidden");
    const noStatuses = await agents.moderator.get("/api/moderation/lists/resources?status=published");
    expect(noStatuses.status).toBe(400);
    expect(noStatuses.body.message).toBe("This list has no statuses to filter by");
    const long = await agents.moderator.get(`/api/moderation/lists/stories?q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("q: Search must be at most 100 characters");
  });

  it("answers each list's rows as the route's contract names them (checked by the server in tests)", async () => {
    const db = ctx.database.db;
    const day = 86_400_000;
    await db.insert(featuredItems).values({ title: "Walks", description: "Out and about.", type: "article" });
    await db
      .insert(blogPosts)
      .values({ slug: "contract-rows", title: "Rows", content: "Text.", excerpt: "Text.", author: "PawsWell" });
    await db.insert(resources).values({ title: "Vets", content: "Near you.", category: "health" });
    await db.insert(categories).values({ name: "Contract rows", description: "Rows.", contentType: "resource" });
    await db.insert(memberOfTheMonth).values({
      memberName: "maya",
      petName: "Biscuit",
      petType: "dog",
      story: "A good dog.",
      month: "January",
      year: 2026,
    });
    await db.insert(posts).values({ title: "Hello", content: "Hi all.", author: "maya", category: "general-wellness" });
    await story("A story");
    await db.insert(groups).values({
      name: "Calm Circle",
      description: "Quiet walks.",
      location: "Leeds",
      type: "support",
      schedule: "Mondays",
      contactInfo: "a@example.org",
    });
    await db
      .insert(petPhotos)
      .values({ imageUrl: "/objects/uploads/contract-rows", petName: "Rex", petType: "dog", ownerName: "maya" });
    await db.insert(wellnessChallenges).values({
      title: "Daily walk",
      description: "Daily.",
      startDate: new Date(Date.now() - day),
      endDate: new Date(Date.now() + day),
    });

    for (const id of ADMIN_LIST_IDS) expect((await list(id)).length, id).toBeGreaterThan(0);
  });

  it("is for moderators only", async () => {
    expect((await request(ctx.app).get("/api/moderation/lists/stories")).status).toBe(401);
    expect((await agents.member.get("/api/moderation/lists/stories")).status).toBe(403);
  });
});
