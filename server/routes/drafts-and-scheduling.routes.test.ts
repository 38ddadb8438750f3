/**
 * Drafts and scheduling (docs/decisions.md#drafts-and-scheduling): a draft or a
 * scheduled article or featured item is seen in /admin only, never by a visitor (the list, the
 * page, feeds, the sitemap, search, recommendations); the scheduler publishes each once, whichever
 * process runs it, and writes its audit entry; a published article keeps its date and address.
 */
import request from "supertest";
import { describe, expect, it } from "vitest";
import { FEED_PATHS } from "@shared/feed-paths";
import { ALREADY_PUBLISHED_MESSAGE, SCHEDULE_IN_PAST_MESSAGE } from "@shared/publication";
import { blogPosts, featuredItems, heroContent, moderationLog } from "@shared/schema";
import { eq } from "drizzle-orm";
import { publisher } from "../services/publisher";
import { useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A word no other test writes, so a search for it finds only this file's article. */
const word = () =>
  `zq${crypto
    .randomUUID()
    .replace(/[^a-z]/g, "")
    .slice(0, 10)}`;

describe("drafts and scheduling", () => {
  const ctx = useTestApp();
  const agents = useAgents(ctx);

  async function addArticle(fields: Record<string, unknown>) {
    const secret = word();
    const res = await agents.moderator.post("/api/blog").send({
      title: `A ${secret} article`,
      content: `All about ${secret}.`,
      author: "PawsWell Team",
      ...fields,
    });
    expect(res.status).toBe(201);
    return { id: res.body.id as string, slug: res.body.slug as string, secret };
  }

  /** Everything a visitor can reach an article by, as whether each shows it. */
  async function visitorSees(article: { slug: string; secret: string }) {
    const visitor = request(ctx.app);
    const list = await visitor.get("/api/blog?limit=20");
    const page = await visitor.get(`/api/blog/${article.slug}`);
    const rss = await visitor.get(FEED_PATHS.blog.rss);
    // The index first, as a crawler reads it: it finds the pages afresh.
    await visitor.get("/sitemap.xml");
    const sitemap = await visitor.get("/sitemaps/blog-1.xml");
    const search = await visitor.get(`/api/search?q=${article.secret}`);
    return {
      list: (list.body as { slug: string }[]).some((item) => item.slug === article.slug),
      page: page.status === 200,
      feed: rss.text.includes(article.slug),
      sitemap: sitemap.text.includes(article.slug),
      search: (search.body as unknown[]).length > 0,
    };
  }
  const NOWHERE = { list: false, page: false, feed: false, sitemap: false, search: false };
  const EVERYWHERE = { list: true, page: true, feed: true, sitemap: true, search: true };

  it("keeps a draft and a scheduled article from visitors everywhere, and shows them to moderators", async () => {
    const draft = await addArticle({ status: "draft" });
    const scheduled = await addArticle({ status: "scheduled", publishAt: inMinutes(60) });
    expect(await visitorSees(draft)).toEqual(NOWHERE);
    expect(await visitorSees(scheduled)).toEqual(NOWHERE);

    const list = await agents.moderator.get("/api/moderation/lists/blog?status=scheduled");
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ id: scheduled.id, status: "scheduled", publishAt: expect.any(String) }),
    ]);
    const drafts = await agents.moderator.get("/api/moderation/lists/blog?status=draft");
    expect(drafts.body.map((item: { id: string }) => item.id)).toContain(draft.id);
  });

  it("previews a draft as its page would show it, for moderators only", async () => {
    const draft = await addArticle({ status: "draft", content: "## Hello\n\nSome **bold** words." });
    const preview = await agents.moderator.get(`/api/blog/${draft.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ id: draft.id, status: "draft", publishAt: null });
    expect(preview.body.contentHtml).toContain("<strong>bold</strong>");
    expect((await request(ctx.app).get(`/api/blog/${draft.id}/preview`)).status).toBe(401);
    expect((await agents.member.get(`/api/blog/${draft.id}/preview`)).status).toBe(403);
    const unknown = await agents.moderator.get(`/api/blog/${crypto.randomUUID()}/preview`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("This article isn't here any more");
  });

  it("refuses a time in the past, or no time, with a message", async () => {
    const past = await agents.moderator
      .post("/api/blog")
      .send({ title: "Late", content: "Text", author: "Team", status: "scheduled", publishAt: inMinutes(-1) });
    expect(past.status).toBe(400);
    expect(past.body.message).toContain(SCHEDULE_IN_PAST_MESSAGE);
    const none = await agents.moderator
      .post("/api/blog")
      .send({ title: "Late", content: "Text", author: "Team", status: "scheduled" });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain("Choose when to publish it");
    const draft = await addArticle({ status: "draft" });
    const timeAlone = await agents.moderator.patch(`/api/blog/${draft.id}`).send({ publishAt: inMinutes(5) });
    expect(timeAlone.status).toBe(400);
    expect(timeAlone.body.message).toContain('Send status "scheduled" with a publish time');
    const edit = await agents.moderator
      .patch(`/api/blog/${draft.id}`)
      .send({ status: "scheduled", publishAt: inMinutes(-5) });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toContain(SCHEDULE_IN_PAST_MESSAGE);
    const featured = await agents.moderator.post("/api/featured").send({
      title: "Soon",
      description: "Text",
      type: "other",
      status: "scheduled",
      publishAt: inMinutes(-1),
    });
    expect(featured.status).toBe(400);
    expect(featured.body.message).toContain(SCHEDULE_IN_PAST_MESSAGE);
    const [hero] = await ctx.database.db.select().from(heroContent).limit(1);
    const heroBody = { title: "Hi", content: "Welcome", activateAt: inMinutes(-1) };
    const heroRes = hero
      ? await agents.moderator.put(`/api/hero-content/${hero.id}`).send(heroBody)
      : await agents.moderator.post("/api/hero-content").send(heroBody);
    expect(heroRes.status).toBe(400);
    expect(heroRes.body.message).toContain(SCHEDULE_IN_PAST_MESSAGE);
  });

  it("answers 404 with a message for editing or publishing a deleted article or featured item", async () => {
    const draft = await addArticle({ status: "draft" });
    expect((await agents.moderator.delete(`/api/blog/${draft.id}`)).status).toBe(204);
    const edit = await agents.moderator.patch(`/api/blog/${draft.id}`).send({ content: "Fixed" });
    expect(edit.status).toBe(404);
    expect(edit.body.message).toBe("This article isn't here any more");
    const publish = await agents.moderator.patch(`/api/blog/${draft.id}`).send({ status: "published" });
    expect(publish.status).toBe(404);
    expect(publish.body.message).toBe("This article isn't here any more");

    const item = await agents.moderator
      .post("/api/featured")
      .send({ title: "Gone", description: "Soon gone", type: "other", status: "draft" });
    expect(item.status).toBe(201);
    await agents.moderator.delete(`/api/featured/${item.body.id}`);
    const featured = await agents.moderator.patch(`/api/featured/${item.body.id}`).send({ status: "published" });
    expect(featured.status).toBe(404);
    expect(featured.body.message).toBe("This featured item isn't here any more");
  });

  it("publishes a scheduled article once its time comes, dated then, with an audit entry", async () => {
    const article = await addArticle({ status: "scheduled", publishAt: inMinutes(10) });
    const early = await publisher(ctx.database.db).run(new Date(Date.now() + 5 * 60_000));
    expect(early.blog).toBe(0);
    expect(await visitorSees(article)).toEqual(NOWHERE);

    const due = new Date(Date.now() + 11 * 60_000);
    const report = await publisher(ctx.database.db).run(due);
    expect(report.blog).toBeGreaterThanOrEqual(1);
    expect(await visitorSees(article)).toEqual(EVERYWHERE);
    const [row] = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, article.id));
    expect(row).toMatchObject({ status: "published", publishAt: null, editedAt: null });
    expect(row!.createdAt.toISOString()).toBe(due.toISOString());
    const entries = await ctx.database.db.select().from(moderationLog).where(eq(moderationLog.itemId, article.id));
    expect(entries.map(({ action, moderatorName }) => ({ action, moderatorName }))).toEqual([
      { action: "schedule", moderatorName: expect.stringMatching(/^moderator/) },
      { action: "publish", moderatorName: "PawsWell" },
    ]);
  });

  it("publishes each scheduled item exactly once when several processes run at the same moment", async () => {
    const articles = await Promise.all(
      [1, 2, 3].map(() => addArticle({ status: "scheduled", publishAt: inMinutes(20) })),
    );
    const item = await agents.moderator.post("/api/featured").send({
      title: "Walk day",
      description: "Join us",
      type: "other",
      status: "scheduled",
      publishAt: inMinutes(20),
    });
    const due = new Date(Date.now() + 21 * 60_000);
    const runs = await Promise.all([1, 2, 3, 4].map(() => publisher(ctx.database.db).run(due)));
    const ids = [...articles.map((article) => article.id), item.body.id as string];
    const published = await ctx.database.db.select().from(moderationLog).where(eq(moderationLog.action, "publish"));
    for (const id of ids) expect(published.filter((entry) => entry.itemId === id)).toHaveLength(1);
    expect(runs.reduce((sum, run) => sum + run.featured, 0)).toBe(1);
    const rows = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.status, "scheduled"));
    expect(rows.filter((row) => ids.includes(row.id))).toEqual([]);
  });

  it("publishes a draft now, dated now; a later fix keeps its date and address; it cannot go back to a draft", async () => {
    const draft = await addArticle({ status: "draft" });
    const published = await agents.moderator.patch(`/api/blog/${draft.id}`).send({ status: "published" });
    expect(published.status).toBe(200);
    expect(published.body.editedAt).toBeNull();
    const publishedAt = published.body.createdAt as string;
    expect(Date.now() - Date.parse(publishedAt)).toBeLessThan(60_000);

    const fixed = await agents.moderator.patch(`/api/blog/${draft.id}`).send({ content: "All about tpyos, fixed." });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ slug: draft.slug, createdAt: publishedAt, editedAt: expect.any(String) });
    const page = await request(ctx.app).get(`/api/blog/${draft.slug}`);
    expect(page.body).toMatchObject({ slug: draft.slug, createdAt: publishedAt });

    const back = await agents.moderator.patch(`/api/blog/${draft.id}`).send({ status: "draft" });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(ALREADY_PUBLISHED_MESSAGE);
  });

  it("leaves no redirect from a draft's earlier title to its new one", async () => {
    const draft = await addArticle({ status: "draft" });
    const renamed = await agents.moderator.patch(`/api/blog/${draft.id}`).send({ title: "A wholly new name" });
    expect(renamed.status).toBe(200);
    expect((await request(ctx.app).get(`/api/blog/${draft.slug}`)).status).toBe(404);
    expect((await request(ctx.app).get(`/api/blog/${renamed.body.slug}`)).status).toBe(404);
  });

  it("keeps draft and scheduled featured items off the home page until published", async () => {
    const draft = await agents.moderator
      .post("/api/featured")
      .send({ title: "Draft feature", description: "Not yet", type: "other", status: "draft" });
    const scheduled = await agents.moderator.post("/api/featured").send({
      title: "Scheduled feature",
      description: "Soon",
      type: "other",
      status: "scheduled",
      publishAt: inMinutes(30),
    });
    const shown = async () =>
      ((await request(ctx.app).get("/api/featured?limit=20")).body as { id: string }[]).map((item) => item.id);
    expect(await shown()).not.toContain(draft.body.id);
    expect(await shown()).not.toContain(scheduled.body.id);
    const statuses = await agents.moderator.get("/api/moderation/lists/featured?status=draft");
    expect(statuses.body.map((item: { id: string }) => item.id)).toContain(draft.body.id);

    await publisher(ctx.database.db).run(new Date(Date.now() + 31 * 60_000));
    expect(await shown()).toContain(scheduled.body.id);
    expect((await agents.moderator.patch(`/api/featured/${draft.body.id}`).send({ status: "published" })).status).toBe(
      200,
    );
    expect(await shown()).toContain(draft.body.id);
    const [row] = await ctx.database.db.select().from(featuredItems).where(eq(featuredItems.id, draft.body.id));
    expect(row!.status).toBe("published");
    // Dated when it was published, not when it was drafted: it shows among the newest.
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it("makes a scheduled hero the active one at its time", async () => {
    const created = await agents.moderator
      .post("/api/hero-content")
      .send({ title: "Spring is here", content: "Welcome back", activateAt: inMinutes(15) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ isActive: 0, activateAt: expect.any(String) });
    // Saved again with the same time and a new title: the audit log names the title only.
    const resaved = await agents.moderator
      .put(`/api/hero-content/${created.body.id}`)
      .send({ title: "Spring is here!", content: "Welcome back", activateAt: created.body.activateAt });
    expect(resaved.status).toBe(200);
    const [edit] = await ctx.database.db
      .select()
      .from(moderationLog)
      .where(eq(moderationLog.itemId, created.body.id as string));
    expect(edit).toMatchObject({ action: "edit", reason: "Changed title" });
    const report = await publisher(ctx.database.db).run(new Date(Date.now() + 16 * 60_000));
    expect(report.hero).toBe(1);
    const active = await request(ctx.app).get("/api/hero-content");
    expect(active.body).toMatchObject({ id: created.body.id, isActive: 1, activateAt: null });
  });
});
