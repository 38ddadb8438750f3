import request from "supertest";
import { describe, expect, it } from "vitest";
import { blogPosts, type BlogPost } from "@shared/schema";
import { collectPages, expectEachFieldRequired, minutesAgo } from "../test/list-helpers";
import { describeModeratorDelete, useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const validBlogPost = {
  title: "Why we started PawsWell",
  content: "It began around a kitchen table.",
  excerpt: "A few friends and a sleepy greyhound.",
  author: "PawsWell Team",
};

describe("/api/blog", () => {
  const ctx = useTestApp();
  const agents = useAgents(ctx);

  async function insertBlogPost(values: Partial<typeof blogPosts.$inferInsert> = {}): Promise<string> {
    const [row] = await ctx.database.db
      .insert(blogPosts)
      .values({ slug: `article-${crypto.randomUUID()}`, ...validBlogPost, ...values })
      .returning({ id: blogPosts.id });
    return row!.id;
  }

  describe("POST /api/blog", () => {
    it("answers 401 to a visitor", async () => {
      expect((await request(ctx.app).post("/api/blog").send(validBlogPost)).status).toBe(401);
    });

    it("answers 400 naming each missing field (the excerpt may be left out: it is made)", async () => {
      await expectEachFieldRequired((body) => agents.moderator.post("/api/blog").send(body), validBlogPost, {
        title: "Title",
        content: "Content",
        author: "Author",
      });
      await ctx.database.db.delete(blogPosts);
    });

    it("answers 403 to a member", async () => {
      expect((await agents.member.post("/api/blog").send(validBlogPost)).status).toBe(403);
      expect(await ctx.database.db.$count(blogPosts)).toBe(0);
    });

    it("adds a blog post for a moderator, text stored as typed", async () => {
      const res = await agents.moderator.post("/api/blog").send({ ...validBlogPost, content: "<script>x</script>" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...validBlogPost, content: "<script>x</script>" });
    });
  });

  describe("POST /api/blog/preview", () => {
    it("answers a moderator the HTML the Markdown makes, reduced to the allow-list, and stores nothing", async () => {
      const before = await ctx.database.db.$count(blogPosts);
      const res = await agents.moderator
        .post("/api/blog/preview")
        .send({ content: "**Calm** <img src=x onerror=alert(1)>[x](javascript:alert(1))" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ html: '<p><strong>Calm</strong> <a rel="noopener nofollow ugc">x</a></p>\n' });
      expect(await ctx.database.db.$count(blogPosts)).toBe(before);
    });

    it("answers 400 to text that is not text or is too long, and refuses visitors and members", async () => {
      expect((await agents.moderator.post("/api/blog/preview").send({ content: 5 })).status).toBe(400);
      const long = await agents.moderator.post("/api/blog/preview").send({ content: "a".repeat(20_001) });
      expect(long.status).toBe(400);
      expect((await request(ctx.app).post("/api/blog/preview").send({ content: "x" })).status).toBe(401);
      expect((await agents.member.post("/api/blog/preview").send({ content: "x" })).status).toBe(403);
    });
  });

  describe("GET /api/blog", () => {
    it("pages newest first", async () => {
      await ctx.database.db.delete(blogPosts);
      for (const [i, createdAt] of minutesAgo(3).entries()) await insertBlogPost({ title: `Post ${i}`, createdAt });
      const pages = await collectPages<BlogPost>(ctx.app, "/api/blog?limit=2");
      expect(pages.map((page) => page.map((post) => post.title))).toEqual([["Post 2", "Post 1"], ["Post 0"]]);
    });
  });

  describeModeratorDelete({
    ctx,
    agents,
    path: "/api/blog",
    insert: () => insertBlogPost(),
    notFoundMessage: "Blog post not found",
  });
});
