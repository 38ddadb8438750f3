import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts, contentRecommendations, posts, resources, stories, wellnessChallenges } from "@shared/schema";
import type { RecommendationView } from "@shared/contracts/recommendations.contract";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const DAY_MS = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

describe("/api/recommendations and /api/user-engagement", () => {
  const ctx = useTestApp();
  const dogLover = {} as Awaited<ReturnType<typeof logInAs>>;
  const other = {} as Awaited<ReturnType<typeof logInAs>>;

  beforeAll(async () => {
    Object.assign(dogLover, await logInAs(ctx, "member"));
    Object.assign(other, await logInAs(ctx, "member"));
    const { db } = ctx.database;
    await db.insert(stories).values([
      {
        title: "Max learns recall",
        content: "Leash training with my dog.",
        author: "Ann",
        petName: "Max",
        petType: "dog",
      },
      { title: "Luna the cat", content: "She purrs.", author: "Bo", petName: "Luna", petType: "cat" },
    ]);
    await db.insert(blogPosts).values([
      {
        title: "Obedience for puppies",
        slug: "obedience-for-puppies",
        content: "Training puppies gently.",
        excerpt: "Gentle training.",
        author: "Cy",
      },
      { title: "Calm mornings", slug: "calm-mornings", content: "Tea and birds.", excerpt: "Tea.", author: "Di" },
    ]);
    await db
      .insert(posts)
      .values({ title: "Park meetup", content: "Bring your dogs.", author: "Ed", category: "general", replies: 9 });
    await db.insert(resources).values({ title: "Grooming guide", content: "Brushing a cat.", category: "educational" });
    await db.insert(wellnessChallenges).values({
      title: "Mindful walks",
      description: "Walk daily.",
      startDate: daysFromNow(-7),
      endDate: daysFromNow(30),
      participants: 20,
    });
    await dogLover.agent
      .put(`/api/user-preferences/${dogLover.user.id}`)
      .send({ petTypes: ["dog"], interests: ["training"], preferredContentTypes: [], activityLevel: "low" });
  });

  describe("POST /api/recommendations/:userId/generate", () => {
    it("answers 401 to a visitor", async () => {
      expect((await request(ctx.app).post(`/api/recommendations/${dogLover.user.id}/generate`)).status).toBe(401);
    });

    it("answers 403 for another user's id", async () => {
      const res = await other.agent.post(`/api/recommendations/${dogLover.user.id}/generate`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("You can only use your own recommendations and preferences");
    });

    it("stores the low-activity count of recommendations, dog training first, with reasons", async () => {
      const res = await dogLover.agent.post(`/api/recommendations/${dogLover.user.id}/generate`);
      expect(res.status).toBe(200);
      const list = res.body as RecommendationView[];
      expect(list).toHaveLength(5);
      expect(["Max learns recall", "Obedience for puppies"]).toContain(list[0]!.content.title);
      expect(list[0]!.reasoning).toMatch(/^Because you chose dogs and pet training/);
      expect(list[0]!.viewed).toBe(0);
      const stored = await ctx.database.db.select().from(contentRecommendations);
      expect(stored.filter((row) => row.userId === dogLover.user.id)).toHaveLength(5);
    });
  });

  describe("GET /api/recommendations/:userId", () => {
    it("answers 401 to a visitor and 403 for another user's id", async () => {
      expect((await request(ctx.app).get(`/api/recommendations/${dogLover.user.id}`)).status).toBe(401);
      expect((await other.agent.get(`/api/recommendations/${dogLover.user.id}`)).status).toBe(403);
    });

    it("answers 400 naming a bad limit or content type", async () => {
      const url = `/api/recommendations/${dogLover.user.id}`;
      const tooMany = await dogLover.agent.get(`${url}?limit=51`);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe("limit: limit must be at most 50");
      const badType = await dogLover.agent.get(`${url}?contentType=podcast`);
      expect(badType.status).toBe(400);
      expect(badType.body.message).toMatch(/^contentType: contentType must be one of: blog, story/);
    });

    it("lists best first with real content, filtered by type and limited", async () => {
      const url = `/api/recommendations/${dogLover.user.id}`;
      const all = (await dogLover.agent.get(`${url}?limit=50`)).body as RecommendationView[];
      const scores = all.map((r) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(all[0]!.content).toMatchObject({ author: expect.any(String), path: expect.stringMatching(/^\//) });
      const blog = (await dogLover.agent.get(`${url}?contentType=blog`)).body as RecommendationView[];
      expect(blog.length).toBeGreaterThan(0);
      // View opens the article itself, by its slug.
      expect(blog.every((r) => /^\/blog\/(obedience-for-puppies|calm-mornings)$/.test(r.content.path))).toBe(true);
      expect((await dogLover.agent.get(`${url}?limit=2`)).body).toHaveLength(2);
    });

    it("gives anyone fresh popular content for guest-user without storing it", async () => {
      const before = (await ctx.database.db.select().from(contentRecommendations)).length;
      const res = await request(ctx.app).get("/api/recommendations/guest-user?limit=3");
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(3);
      expect(res.body[0].content.title).toEqual(expect.any(String));
      expect((await ctx.database.db.select().from(contentRecommendations)).length).toBe(before);
    });
  });

  describe("GET /api/recommendations/:userId for a new member", () => {
    it("gives a member with none yet the popular picks a visitor sees, storing nothing", async () => {
      const before = (await ctx.database.db.select().from(contentRecommendations)).length;
      const own = await other.agent.get(`/api/recommendations/${other.user.id}?limit=3`);
      const guest = await request(ctx.app).get("/api/recommendations/guest-user?limit=3");
      expect(own.status).toBe(200);
      expect(own.body).toHaveLength(3);
      const picks = (list: RecommendationView[]) => list.map((r) => [r.contentType, r.contentId, r.userId]);
      // The guest id tells the browser these are not the member's own, so not to be marked viewed.
      expect(picks(own.body)).toEqual(picks(guest.body));
      expect(own.body[0].userId).toBe("guest-user");
      expect((await ctx.database.db.select().from(contentRecommendations)).length).toBe(before);
    });
  });

  describe("PUT /api/recommendations/:id/viewed", () => {
    it("answers 401, then 404 for an unknown id, 403 for someone else's, 204 twice for one's own", async () => {
      const [first] = (await dogLover.agent.get(`/api/recommendations/${dogLover.user.id}`))
        .body as RecommendationView[];
      expect((await request(ctx.app).put(`/api/recommendations/${first!.id}/viewed`)).status).toBe(401);
      expect((await dogLover.agent.put(`/api/recommendations/${UNKNOWN_ID}/viewed`)).status).toBe(404);
      expect((await dogLover.agent.put("/api/recommendations/nope/viewed")).status).toBe(404);
      expect((await other.agent.put(`/api/recommendations/${first!.id}/viewed`)).status).toBe(403);
      expect((await dogLover.agent.put(`/api/recommendations/${first!.id}/viewed`)).status).toBe(204);
      expect((await dogLover.agent.put(`/api/recommendations/${first!.id}/viewed`)).status).toBe(204);
      const after = (await dogLover.agent.get(`/api/recommendations/${dogLover.user.id}`)).body as RecommendationView[];
      expect(after.find((r) => r.id === first!.id)?.viewed).toBe(1);
    });

    it("keeps viewed items and never recommends them again on the next generate", async () => {
      const list = (await dogLover.agent.get(`/api/recommendations/${dogLover.user.id}?limit=50`))
        .body as RecommendationView[];
      const viewed = list.filter((r) => r.viewed === 1);
      expect(viewed).toHaveLength(1);
      const regenerated = (await dogLover.agent.post(`/api/recommendations/${dogLover.user.id}/generate`))
        .body as RecommendationView[];
      const sameItem = regenerated.filter((r) => r.contentId === viewed[0]!.contentId);
      expect(sameItem).toHaveLength(1);
      expect(sameItem[0]!.viewed).toBe(1);
    });
  });

  describe("GET /api/user-engagement/:userId", () => {
    it("answers 401 to a visitor and 403 for another user's id", async () => {
      expect((await request(ctx.app).get(`/api/user-engagement/${dogLover.user.id}`)).status).toBe(401);
      expect((await other.agent.get(`/api/user-engagement/${dogLover.user.id}`)).status).toBe(403);
    });

    it("answers zeros for a user with no recommendations", async () => {
      const res = await other.agent.get(`/api/user-engagement/${other.user.id}`);
      expect(res.body).toEqual({
        totalRecommendations: 0,
        viewedRecommendations: 0,
        engagementRate: 0,
        topCategories: [],
      });
    });

    it("counts totals, the viewed share to one decimal and top categories of viewed items", async () => {
      const res = await dogLover.agent.get(`/api/user-engagement/${dogLover.user.id}`);
      expect(res.status).toBe(200);
      const { totalRecommendations, viewedRecommendations, engagementRate, topCategories } = res.body;
      expect(viewedRecommendations).toBe(1);
      expect(totalRecommendations).toBe(6);
      expect(engagementRate).toBe(16.7);
      expect(topCategories).toHaveLength(1);
    });
  });
});

describe("what a recommendation opens and shows", () => {
  const ctx = useTestApp();

  it("opens each item's own page (a challenge its list), and leaves out held, hidden and anonymous names", async () => {
    const { db } = ctx.database;
    const story = { content: "Walks.", author: "Ann", petName: "Max", petType: "dog" };
    const [shown] = await db
      .insert(stories)
      .values({ ...story, title: "Shown story" })
      .returning();
    await db.insert(stories).values([
      { ...story, title: "Held story", heldAt: new Date() },
      { ...story, title: "Quiet story", anonymous: true },
    ]);
    const post = { content: "Talk.", author: "Ed", category: "general" };
    const [discussion] = await db
      .insert(posts)
      .values({ ...post, title: "Shown post" })
      .returning();
    await db.insert(posts).values({ ...post, title: "Hidden post", hiddenAt: new Date(), hiddenReason: "reports" });
    await db
      .insert(blogPosts)
      .values({ title: "Calm mornings", slug: "calm-mornings", content: "Tea.", excerpt: "Tea.", author: "Di" });
    const [resource] = await db
      .insert(resources)
      .values({ title: "Grooming guide", content: "Brushing.", category: "educational" })
      .returning();
    await db.insert(wellnessChallenges).values([
      { title: "Mindful walks", description: "Walk daily.", startDate: daysFromNow(-7), endDate: daysFromNow(30) },
      // Ended: it can no longer be joined, so it is no pick of anyone's.
      { title: "Winter walks", description: "Walk daily.", startDate: daysFromNow(-60), endDate: daysFromNow(-1) },
    ]);

    const res = await request(ctx.app).get("/api/recommendations/guest-user?limit=50");
    expect(res.status).toBe(200);
    const byTitle = new Map((res.body as RecommendationView[]).map((r) => [r.content.title, r.content]));
    expect(byTitle.get("Shown story")?.path).toBe(`/stories/${shown!.id}`);
    expect(byTitle.get("Shown post")?.path).toBe(`/community/${discussion!.id}`);
    expect(byTitle.get("Calm mornings")?.path).toBe("/blog/calm-mornings");
    expect(byTitle.get("Grooming guide")?.path).toBe(`/resources/${resource!.id}`);
    expect(byTitle.get("Mindful walks")?.path).toBe("/pets-social");
    expect(byTitle.get("Quiet story")?.author).toBe("A member");
    expect(byTitle.has("Held story")).toBe(false);
    expect(byTitle.has("Hidden post")).toBe(false);
    expect(byTitle.has("Winter walks")).toBe(false);
  });
});
