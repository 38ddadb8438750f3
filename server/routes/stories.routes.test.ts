import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import type { StoryPreview } from "@shared/api";
import { stories } from "@shared/schema";
import { collectPages, expectEachFieldRequired, minutesAgo } from "../test/list-helpers";
import { describeModeratorDelete, useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const validStory = {
  title: "Biscuit taught me to leave the house",
  content: "Four houses down, then five.",
  author: "maya",
  petName: "Biscuit",
  petType: "dog",
};

describe("/api/stories", () => {
  // Addresses come from X-Forwarded-For so the rate-limit test has a counter of its own.
  const ctx = useTestApp({ trustProxy: true, limits: { guestPostsPerAddress: { limit: 10, windowMs: 60_000 } } });
  const agents = useAgents(ctx);

  async function insertStory(values: Partial<typeof stories.$inferInsert> = {}): Promise<string> {
    const [row] = await ctx.database.db
      .insert(stories)
      .values({ ...validStory, ...values })
      .returning({ id: stories.id });
    return row!.id;
  }

  describe("POST /api/stories", () => {
    it("answers 400 naming each missing field", async () => {
      await expectEachFieldRequired((body) => request(ctx.app).post("/api/stories").send(body), validStory, {
        title: "Title",
        content: "Content",
        author: "Author",
        petName: "Pet name",
        petType: "Pet type",
      });
      expect(await ctx.database.db.$count(stories)).toBe(0);
    });

    it("answers 400, not 500, to text with a NUL character (PostgreSQL text cannot hold one) and stores nothing", async () => {
      const before = await ctx.database.db.$count(stories);
      const res = await agents.member.post("/api/stories").send({ ...validStory, petType: "dog\u0000" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("A value in the request is not valid");
      expect(await ctx.database.db.$count(stories)).toBe(before);
    });

    it("answers 400, not 500, to a body labelled gzip that is not, and stores nothing", async () => {
      const before = await ctx.database.db.$count(stories);
      const res = await agents.member
        .post("/api/stories")
        .set("Content-Type", "application/json")
        .set("Content-Encoding", "gzip")
        .send(JSON.stringify(validStory));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("The request could not be read");
      expect(await ctx.database.db.$count(stories)).toBe(before);
    });

    it("lets a visitor share a story and stores text exactly as typed", async () => {
      const res = await request(ctx.app)
        .post("/api/stories")
        .send({ ...validStory, title: "<script>alert(1)</script>" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...validStory, title: "<script>alert(1)</script>" });
      const list = await request(ctx.app).get("/api/stories");
      expect(list.body[0].title).toBe("<script>alert(1)</script>");
    });

    it("answers 429 with Retry-After once a guest address passes the limit, but not to members", async () => {
      const fromGuest = () =>
        request(ctx.app).post("/api/stories").set("X-Forwarded-For", "203.0.113.7").send(validStory);
      for (let i = 0; i < 10; i++) expect((await fromGuest()).status).toBe(201);
      const before = await ctx.database.db.$count(stories);
      const limited = await fromGuest();
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe("You have shared a lot in a short time. Please try again later.");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(await ctx.database.db.$count(stories)).toBe(before);

      const member = await agents.member.post("/api/stories").set("X-Forwarded-For", "203.0.113.7").send(validStory);
      expect(member.status).toBe(201);
    });

    it("takes a logged-in member's name from the session, whatever the body says", async () => {
      const res = await agents.member.post("/api/stories").send({ ...validStory, author: "someone-else" });
      expect(res.status).toBe(201);
      expect(res.body.author).not.toBe("someone-else");
      expect(res.body.author).toBe(agents.memberUser.username);
    });

    it("marks a guest's story and not a member's, and never shows the member's internal id", async () => {
      const guest = await request(ctx.app).post("/api/stories").set("X-Forwarded-For", "203.0.113.40").send(validStory);
      const member = await agents.member.post("/api/stories").send({ ...validStory, userId: null });
      expect(guest.body).toMatchObject({ isGuest: true });
      expect(member.body).toMatchObject({ isGuest: false });
      const [stored] = await ctx.database.db.select().from(stories).where(eq(stories.id, member.body.id));
      expect(stored!.userId).toBe(agents.memberUser.id);

      const list = await request(ctx.app).get("/api/stories");
      const byId = new Map(list.body.map((story: StoryPreview) => [story.id, story]));
      expect(byId.get(guest.body.id)).toMatchObject({ isGuest: true });
      expect(byId.get(member.body.id)).toMatchObject({ isGuest: false });
      for (const story of [guest.body, member.body, ...list.body]) expect(story).not.toHaveProperty("userId");
    });
  });

  describe("GET /api/stories", () => {
    it("answers 400 for a bad limit", async () => {
      const res = await request(ctx.app).get("/api/stories?limit=0");
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("limit: limit must be at least 1");
    });

    it("answers 400, not 500, for a cursor dated in a year PostgreSQL cannot hold", async () => {
      for (const iso of ["+275760-09-13T00:00:00.000Z", "-000016-12-31T23:59:59.999Z", "0000-01-01T00:00:00.000Z"]) {
        const cursor = Buffer.from(`${iso}|00000000-0000-4000-8000-000000000000`).toString("base64url");
        const res = await request(ctx.app).get(`/api/stories?cursor=${cursor}`);
        expect(res.status, iso).toBe(400);
        expect(res.body.message).toBe("cursor is not valid");
      }
    });

    it("lists each story's first 300 characters and whether there is more; the story's own answer has all of it", async () => {
      const long = `${"Every morning he waited by the door. ".repeat(9)}\n\nThen one day I went out with him.`;
      const longId = await insertStory({ content: long });
      const shortId = await insertStory({ content: "Four houses down, then five." });
      const list = await request(ctx.app).get("/api/stories");
      const byId = new Map(list.body.map((story: StoryPreview) => [story.id, story]));
      expect(byId.get(longId)).toMatchObject({ excerpt: `${long.slice(0, 300).trimEnd()}...`, isLong: true });
      expect(byId.get(shortId)).toMatchObject({ excerpt: "Four houses down, then five.", isLong: false });
      for (const story of list.body) expect(story).not.toHaveProperty("content");
      expect((await request(ctx.app).get(`/api/stories/${longId}`)).body.content).toBe(long);
    });

    it("pages newest first with a cursor", async () => {
      await ctx.database.db.delete(stories);
      for (const [i, createdAt] of minutesAgo(5).entries()) await insertStory({ title: `Story ${i}`, createdAt });
      const pages = await collectPages<StoryPreview>(ctx.app, "/api/stories?limit=2");
      expect(pages.map((page) => page.map((story) => story.title))).toEqual([
        ["Story 4", "Story 3"],
        ["Story 2", "Story 1"],
        ["Story 0"],
      ]);
    });
  });

  describeModeratorDelete({
    ctx,
    agents,
    path: "/api/stories",
    insert: () => insertStory(),
    notFoundMessage: "This story isn't here any more",
    // Rows stored without an author (a guest's): members may not remove them.
    memberRefusal: "You can only change what you wrote",
  });
});
