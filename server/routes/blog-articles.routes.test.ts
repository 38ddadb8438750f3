import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { blogPosts, blogSlugRedirects } from "@shared/schema";
import { useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const article = {
  content: "It began around a kitchen table.\n\nThen a sleepy greyhound joined in.",
  excerpt: "A few friends and a sleepy greyhound.",
  author: "PawsWell Team",
};

describe("blog articles: /api/blog/:slug, PATCH /api/blog/:id, /blog/:slug", () => {
  const ctx = useTestApp();
  const agents = useAgents(ctx);

  async function create(title: string, values: Partial<typeof article> = {}) {
    const res = await agents.moderator.post("/api/blog").send({ ...article, ...values, title });
    expect(res.status).toBe(201);
    return res.body as { id: string; slug: string };
  }

  const rename = (id: string, title: string) => agents.moderator.patch(`/api/blog/${id}`).send({ title });

  describe("slugs", () => {
    it("makes an article's slug from its title, numbering the same title's next articles", async () => {
      const first = await create("Walking With Grief: Week 1");
      const second = await create("Walking with grief — week 1!");
      const third = await create("Walking With Grief: Week 1");
      expect([first.slug, second.slug, third.slug]).toEqual([
        "walking-with-grief-week-1",
        "walking-with-grief-week-1-2",
        "walking-with-grief-week-1-3",
      ]);
    });

    it("lists articles as cards: their slugs and excerpts, not their text (the article's own answer has it)", async () => {
      const { slug } = await create("Listed with a slug");
      const list = await request(ctx.app).get("/api/blog?limit=100");
      expect(list.body.map((post: { slug: string }) => post.slug)).toContain(slug);
      const card = list.body.find((post: { slug: string }) => post.slug === slug);
      expect(card).toMatchObject({ title: "Listed with a slug", excerpt: article.excerpt });
      for (const post of list.body) expect(post).not.toHaveProperty("content");
    });
  });

  describe("GET /api/blog/:slug", () => {
    it("answers the article with its reading time", async () => {
      const words = Array.from({ length: 601 }, (_, i) => `word${i}`).join(" ");
      const created = await create("A long read", { content: words });
      const res = await request(ctx.app).get(`/api/blog/${created.slug}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: created.id,
        slug: "a-long-read",
        title: "A long read",
        contentHtml: `<p>${words}</p>\n`,
        excerpt: article.excerpt,
        author: article.author,
        imageUrl: null,
        imageAlt: "",
        createdAt: expect.any(String),
        editedAt: null,
        readingMinutes: 4,
      });
    });

    it("answers the Markdown as HTML from the allow-list, and reads its words, not its markup, for the reading time", async () => {
      const content = `## Mornings\n\nSit *quietly*. <script>alert(1)</script>[Guide](https://example.org)\n\n${"word ".repeat(199)}`;
      const { slug } = await create("Marked up", { content });
      const { body } = await request(ctx.app).get(`/api/blog/${slug}`);
      expect(body.contentHtml).toBe(
        `<h2>Mornings</h2>\n<p>Sit <em>quietly</em>. <a href="https://example.org" rel="noopener nofollow ugc">Guide</a></p>\n<p>${"word ".repeat(198)}word</p>\n`,
      );
      // 204 words with the markup's "##" counted would be 2 minutes; the words themselves are 203.
      expect(body.readingMinutes).toBe(2);
    });

    it("makes an excerpt from the first paragraph when none is written, on create and when emptied in an edit", async () => {
      const created = await agents.moderator.post("/api/blog").send({
        ...article,
        title: "No excerpt",
        excerpt: "",
        content: "![cover](/objects/uploads/a)\n\nSit **quietly** today.\n\nMore.",
      });
      expect(created.status).toBe(201);
      expect(created.body.excerpt).toBe("Sit quietly today.");
      const edited = await agents.moderator
        .patch(`/api/blog/${created.body.id}`)
        .send({ excerpt: "", content: "A new first line.\n\nAnd more." });
      expect(edited.body.excerpt).toBe("A new first line.");
      const kept = await agents.moderator.patch(`/api/blog/${created.body.id}`).send({ content: "Other words." });
      expect(kept.body.excerpt).toBe("A new first line.");
    });

    it("says a short article takes a minute", async () => {
      const { slug } = await create("Short and sweet", { content: "Two words" });
      expect((await request(ctx.app).get(`/api/blog/${slug}`)).body.readingMinutes).toBe(1);
    });

    it("answers 404 with a message for an unknown or impossible slug", async () => {
      for (const slug of ["no-such-article", "UPPER", "a%20b", "x".repeat(300), "%00"]) {
        const res = await request(ctx.app).get(`/api/blog/${slug}`);
        expect(res.status, slug).toBe(404);
        expect(res.body.message).toBe("This article isn't here any more");
      }
    });
  });

  describe("PATCH /api/blog/:id", () => {
    it("answers 401 to a visitor and 403 to a member, changing nothing", async () => {
      const { id } = await create("Not yours to change");
      expect((await request(ctx.app).patch(`/api/blog/${id}`).send({ title: "Changed" })).status).toBe(401);
      const asMember = await agents.member.patch(`/api/blog/${id}`).send({ title: "Changed" });
      expect(asMember.status).toBe(403);
      expect(asMember.body.message).toBe("Only moderators can do that");
      const [row] = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, id));
      expect(row).toMatchObject({ title: "Not yours to change", editedAt: null });
    });

    it("answers 400 naming the problem for a bad body", async () => {
      const { id } = await create("Kept as it was");
      for (const body of [{}, { title: "" }, { title: 5 }, { imageUrl: "javascript:alert(1)" }, { content: "   " }]) {
        const res = await agents.moderator.patch(`/api/blog/${id}`).send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toEqual(expect.any(String));
      }
    });

    it("answers 404 for a missing or malformed id", async () => {
      for (const id of [UNKNOWN_ID, "not-an-id"]) {
        const res = await agents.moderator.patch(`/api/blog/${id}`).send({ title: "Nothing here" });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("This article isn't here any more");
      }
    });

    it("edits the text without moving the article, and marks it edited", async () => {
      const { id, slug } = await create("Steady address");
      const res = await agents.moderator.patch(`/api/blog/${id}`).send({ content: "New words.", excerpt: "New." });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        slug,
        contentHtml: "<p>New words.</p>\n",
        excerpt: "New.",
        title: "Steady address",
      });
      expect(res.body.editedAt).not.toBeNull();
      expect(await ctx.database.db.$count(blogSlugRedirects, eq(blogSlugRedirects.blogPostId, id))).toBe(0);
    });

    it("moves a renamed article to its new slug; the old one answers 301 to it, for the API and the page", async () => {
      const { id } = await create("Old name");
      const res = await rename(id, "New name");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, slug: "new-name", title: "New name" });

      const api = await request(ctx.app).get("/api/blog/old-name");
      expect(api.status).toBe(301);
      expect(api.headers.location).toBe("/api/blog/new-name");
      expect(api.headers["cache-control"]).toBe("no-cache");
      expect((await request(ctx.app).get("/api/blog/new-name")).body.id).toBe(id);

      const page = await request(ctx.app).get("/blog/old-name?ref=mail");
      expect(page.status).toBe(301);
      expect(page.headers.location).toBe("/blog/new-name?ref=mail");
    });

    it("leads both old slugs of an article renamed twice to the current one", async () => {
      const { id } = await create("First title");
      await rename(id, "Second title");
      await rename(id, "Third title");
      for (const old of ["first-title", "second-title"]) {
        expect((await request(ctx.app).get(`/api/blog/${old}`)).headers.location).toBe("/api/blog/third-title");
        expect((await request(ctx.app).get(`/blog/${old}`)).headers.location).toBe("/blog/third-title");
      }
    });

    it("takes an earlier slug back when renamed to an earlier title, which then answers 200", async () => {
      const { id } = await create("Back and forth");
      await rename(id, "Forth");
      const back = await rename(id, "Back and forth");
      expect(back.body.slug).toBe("back-and-forth");
      expect((await request(ctx.app).get("/api/blog/back-and-forth")).status).toBe(200);
      expect((await request(ctx.app).get("/api/blog/forth")).headers.location).toBe("/api/blog/back-and-forth");
      const rows = await ctx.database.db
        .select({ oldSlug: blogSlugRedirects.oldSlug })
        .from(blogSlugRedirects)
        .where(eq(blogSlugRedirects.blogPostId, id));
      expect(rows).toEqual([{ oldSlug: "forth" }]);
    });

    it("numbers a renamed article's slug when another article has the new title's", async () => {
      await create("Taken title");
      const { id } = await create("Free title");
      expect((await rename(id, "Taken title")).body.slug).toBe("taken-title-2");
      // A title whose slug it already holds keeps it, and no redirect to itself is made.
      const again = await rename(id, "Taken Title!");
      expect(again.body.slug).toBe("taken-title-2");
      expect((await request(ctx.app).get("/api/blog/taken-title-2")).status).toBe(200);
    });

    it("lets a current article's slug win over another article's old one", async () => {
      const { id: movedId } = await create("Shared words");
      await rename(movedId, "Moved on");
      const { id: newId, slug } = await create("Shared words");
      expect(slug).toBe("shared-words");
      expect((await request(ctx.app).get("/api/blog/shared-words")).body.id).toBe(newId);
      expect((await request(ctx.app).get("/blog/shared-words")).status).toBe(404);
    });
  });

  it("passes any other /blog page on to the web client", async () => {
    const { slug } = await create("Served by the client");
    // No client is served in tests: the app's plain 404 shows the request went on past the redirect.
    expect((await request(ctx.app).get(`/blog/${slug}`)).status).toBe(404);
    expect((await request(ctx.app).get("/blog/never-was")).status).toBe(404);
    expect((await request(ctx.app).get("/blog/NOT%20A%20SLUG")).status).toBe(404);
  });
});
