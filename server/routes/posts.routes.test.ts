import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { posts, type Post } from "@shared/schema";
import { collectPages, expectEachFieldRequired, minutesAgo } from "../test/list-helpers";
import { describeModeratorDelete, useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const validPost = { title: "Evaluation nerves", content: "Any tips for the day?", category: "therapy-training" };

describe("/api/posts", () => {
  const ctx = useTestApp();
  const agents = useAgents(ctx);

  async function insertPost(values: Partial<typeof posts.$inferInsert> = {}): Promise<string> {
    const [row] = await ctx.database.db
      .insert(posts)
      .values({ ...validPost, author: "someone", ...values })
      .returning({ id: posts.id });
    return row!.id;
  }

  describe("POST /api/posts", () => {
    it("answers 401 to a visitor and stores nothing", async () => {
      const res = await request(ctx.app).post("/api/posts").send(validPost);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Please log in to continue");
      expect(await ctx.database.db.$count(posts)).toBe(0);
    });

    it("answers 400 naming each missing field", async () => {
      await expectEachFieldRequired((body) => agents.member.post("/api/posts").send(body), validPost, {
        title: "Title",
        content: "Content",
      });
      const res = await agents.member.post("/api/posts").send({ ...validPost, category: "gossip" });
      expect(res.status).toBe(400);
      // In words a person understands: no internal values, and none of the admin-only categories.
      expect(res.body.message).toBe("category: Choose a category");
      const { category: _category, ...withoutCategory } = validPost;
      const missing = await agents.member.post("/api/posts").send(withoutCategory);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe("category: Choose a category");
    });

    it("keeps the admin screen's categories for moderators: a member's post with one is a 400 and stores nothing", async () => {
      const res = await agents.member.post("/api/posts").send({ ...validPost, category: "general" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("category: Choose a category");
      expect(await ctx.database.db.$count(posts)).toBe(0);
      const byModerator = await agents.moderator.post("/api/posts").send({ ...validPost, category: "general" });
      expect(byModerator.status).toBe(201);
      expect(byModerator.body.category).toBe("general");
    });

    it("takes the author from the session, whatever the body says", async () => {
      const res = await agents.member.post("/api/posts").send({ ...validPost, author: "someone-else", authorId: null });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...validPost, author: agents.memberUser.username, replies: 0 });
      const [stored] = await ctx.database.db.select().from(posts).where(eq(posts.id, res.body.id));
      expect(stored!.authorId).toBe(agents.memberUser.id);
    });

    it("never shows the author's internal id, in the answer or the list", async () => {
      const res = await agents.member.post("/api/posts").send(validPost);
      expect(res.body).not.toHaveProperty("authorId");
      const list = await request(ctx.app).get("/api/posts");
      expect(list.body.length).toBeGreaterThan(0);
      for (const item of list.body) expect(item).not.toHaveProperty("authorId");
    });

    it("stores text exactly as typed", async () => {
      const res = await agents.member.post("/api/posts").send({ ...validPost, title: "<script>alert(1)</script>" });
      expect(res.status).toBe(201);
      const list = await request(ctx.app).get("/api/posts");
      expect(list.body[0].title).toBe("<script>alert(1)</script>");
    });
  });

  describe("DELETE /api/posts/:id with an id that is not valid percent-encoding", () => {
    it("answers 400, not 500, and deletes nothing", async () => {
      await insertPost();
      const before = await ctx.database.db.$count(posts);
      const res = await agents.moderator.delete("/api/posts/%E0%A4%A");
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("The address is not valid");
      expect(await ctx.database.db.$count(posts)).toBe(before);
    });
  });

  describe("GET /api/posts", () => {
    it("answers 400 for an unknown category or a bad limit", async () => {
      const res = await request(ctx.app).get("/api/posts?category=gossip");
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^category: Category must be one of: all, therapy-training, /);
      expect((await request(ctx.app).get("/api/posts?limit=101")).status).toBe(400);
    });

    it("filters by category on the server, and 'all' or none means every post", async () => {
      await ctx.database.db.delete(posts);
      const dates = minutesAgo(4);
      await insertPost({ title: "Loss 1", category: "pet-loss", createdAt: dates[0] });
      await insertPost({ title: "PTSD 1", category: "ptsd", createdAt: dates[1] });
      await insertPost({ title: "Loss 2", category: "pet-loss", createdAt: dates[2] });
      await insertPost({ title: "Admin", category: "resource sharing", createdAt: dates[3] });

      const titles = async (url: string) => (await request(ctx.app).get(url)).body.map((post: Post) => post.title);
      expect(await titles("/api/posts?category=pet-loss")).toEqual(["Loss 2", "Loss 1"]);
      expect(await titles("/api/posts?category=resource%20sharing")).toEqual(["Admin"]);
      expect(await titles("/api/posts?category=all")).toEqual(["Admin", "Loss 2", "PTSD 1", "Loss 1"]);
      expect(await titles("/api/posts")).toEqual(["Admin", "Loss 2", "PTSD 1", "Loss 1"]);
    });

    it("pages a filtered list newest first, keeping the filter in the next link", async () => {
      const pages = await collectPages<Post>(ctx.app, "/api/posts?category=pet-loss&limit=1");
      expect(pages.map((page) => page.map((post) => post.title))).toEqual([["Loss 2"], ["Loss 1"]]);
    });
  });

  describeModeratorDelete({
    ctx,
    agents,
    path: "/api/posts",
    insert: () => insertPost(),
    notFoundMessage: "This discussion isn't here any more",
    // Rows stored without an author (a guest's): members may not remove them.
    memberRefusal: "You can only change what you wrote",
  });
});
