import { eq, sql } from "drizzle-orm";
import pg from "pg";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResult, SearchSummary } from "@shared/contracts/search.contract";
import { groups, posts, type replies, stories } from "@shared/schema";
import { selectRows } from "../db";
import { insertBlogPost } from "../repositories/blog-posts.repository";
import { searchRepository } from "../repositories/search.repository";
import { logInAs, TEST_PASSWORD } from "../test/auth-helpers";
import { insertPost, insertReply, insertStory } from "../test/factories";
import { useTestApp } from "../test/test-app";
import { testDatabaseKind } from "../test/test-database";

// docs/decisions.md#one-item-model: search's spelling suggestions and results come only from what
// the asker may see. Each test uses made-up words only its own rows hold, so the tests share one
// database.
describe("search suggestions and results: only what the asker may see", () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const summaryOf = async (q: string, agent = request(ctx.app)): Promise<SearchSummary> => {
    const res = await agent.get(`/api/search/summary?q=${encodeURIComponent(q)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SearchSummary;
  };
  const resultsOf = async (q: string, agent = request(ctx.app)): Promise<SearchResult[]> => {
    const res = await agent.get(`/api/search?q=${encodeURIComponent(q)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SearchResult[];
  };

  const post = (values: Partial<typeof posts.$inferInsert> & { content: string }) => insertPost(db(), values);
  const story = (values: Partial<typeof stories.$inferInsert> & { content: string }) => insertStory(db(), values);
  const reply = (values: Partial<typeof replies.$inferInsert> & { content: string }) => insertReply(db(), values);

  beforeAll(async () => {
    await story({ title: "Our Labrador", content: "Biscuit the labrador loves the beach." });
  });

  /**
   * What search suggests for `nearMiss`, asked as a reader would to find out: "<near miss> or
   * labradr" finds nothing as typed, so both words are corrected, and the corrected query finds
   * the labrador story, so the correction is told. Null when `nearMiss` stays as typed.
   */
  async function suggestionFor(nearMiss: string): Promise<string | null> {
    const { correctedQuery } = await summaryOf(`${nearMiss} or labradr`);
    expect(correctedQuery).toMatch(/ or labrador$/);
    const suggested = correctedQuery!.replace(/ or labrador$/, "");
    const nearest = (await searchRepository(db()).nearestTerms([nearMiss])).get(nearMiss) ?? null;
    expect(nearest ?? nearMiss).toBe(suggested);
    return suggested === nearMiss ? null : suggested;
  }

  /** How many findable rows hold `term`, as search_terms counts them (0: not a known word). */
  async function rowsHolding(term: string): Promise<number> {
    const [row] = await selectRows<{ rows: number }>(db(), sql`select rows from search_terms where term = ${term}`);
    return row?.rows ?? 0;
  }

  it("never suggests a word only held, hidden, draft or scheduled text has, nor a reply in a held thread", async () => {
    const now = new Date();
    await post({ content: "Shown willowcrest." });
    await post({ title: "Goodbye everyone", content: "At the quillmarrow bridge.", heldAt: now });
    await story({ content: "A tamberwick day.", hiddenAt: now, hiddenReason: "Spam" });
    await insertBlogPost(db(), {
      title: "Draft",
      excerpt: "Soon.",
      content: "All about fennistraw.",
      author: "Dr. Patel",
      status: "draft",
    });
    const scheduled = await insertBlogPost(db(), {
      title: "Scheduled",
      excerpt: "Later.",
      content: "All about gorsebriar.",
      author: "Dr. Patel",
      status: "scheduled",
      publishAt: new Date(Date.now() + 3_600_000),
    });
    const heldThread = await post({ content: "Held thread.", heldAt: now });
    await reply({ postId: heldThread.id, content: "I'm at the mossbeckon crossing." });
    await db().insert(groups).values({
      name: "Held group",
      description: "Meets at heathercombe.",
      location: "York",
      type: "Walks",
      schedule: "Sundays",
      contactInfo: "b@example.org",
      heldAt: now,
    });

    expect(await suggestionFor("willowcrst")).toBe("willowcrest");
    expect(await suggestionFor("quillmarow")).toBeNull();
    expect(await suggestionFor("tamberwik")).toBeNull();
    expect(await suggestionFor("fennistrw")).toBeNull();
    expect(await suggestionFor("gorsebrar")).toBeNull();
    expect(await suggestionFor("mossbekon")).toBeNull();
    expect(await suggestionFor("heathercomb")).toBeNull();

    // The scheduler publishes the article: its words join then, not before.
    await db().execute(
      sql`update blog_posts set status = 'published', publish_at = null, created_at = now() where id = ${scheduled.id}`,
    );
    expect(await suggestionFor("gorsebrar")).toBe("gorsebriar");
  });

  it("forgets a word when the last findable row holding it goes: hidden, held thread, edited away, deleted", async () => {
    const first = await post({ content: "A brackenhollow walk." });
    const second = await post({ content: "Another brackenhollow walk." });
    await reply({ postId: first.id, content: "We love thistledown too." });
    expect(await rowsHolding("brackenhollow")).toBe(2);
    expect(await suggestionFor("brackenholow")).toBe("brackenhollow");
    expect(await suggestionFor("thistledwn")).toBe("thistledown");

    // Hidden by a moderator (or the report net): one row still holds the word; its thread's reply goes with it.
    await db().update(posts).set({ hiddenAt: new Date(), hiddenReason: "Spam" }).where(eq(posts.id, first.id));
    expect(await rowsHolding("brackenhollow")).toBe(1);
    expect(await suggestionFor("brackenholow")).toBe("brackenhollow");
    expect(await suggestionFor("thistledwn")).toBeNull();

    // Deleted: the last row holding it is gone, and so is the word.
    await db().delete(posts).where(eq(posts.id, second.id));
    expect(await rowsHolding("brackenhollow")).toBe(0);
    expect(await suggestionFor("brackenholow")).toBeNull();

    // Shown again: the post and its thread come back, words and all.
    await db().update(posts).set({ hiddenAt: null, hiddenReason: null }).where(eq(posts.id, first.id));
    expect(await suggestionFor("brackenholow")).toBe("brackenhollow");
    expect(await suggestionFor("thistledwn")).toBe("thistledown");

    // Edited so the word is gone.
    await db().update(posts).set({ content: "A quiet walk." }).where(eq(posts.id, first.id));
    expect(await suggestionFor("brackenholow")).toBeNull();

    // Held later (the report net, a moderator): the same as never there.
    const held = await story({ content: "A larkspindle morning." });
    expect(await suggestionFor("larkspinle")).toBe("larkspindle");
    await db().update(stories).set({ heldAt: new Date() }).where(eq(stories.id, held.id));
    expect(await suggestionFor("larkspinle")).toBeNull();
  });

  it("forgets a deleted member's words, their post kept as a removed place included", async () => {
    const { agent, user } = await logInAs(ctx, "member");
    await post({ content: "Our cinderfallow mornings.", authorId: user.id });
    const answered = await post({ title: "Emberquill evenings", content: "Evenings.", authorId: user.id });
    await reply({ postId: answered.id, content: "Lovely." });
    await story({ content: "A rowanmere story.", userId: user.id });
    expect(await suggestionFor("cinderfalow")).toBe("cinderfallow");
    expect(await suggestionFor("embrquill")).toBe("emberquill");
    expect(await suggestionFor("rowanmre")).toBe("rowanmere");

    const deleted = await agent.delete("/api/account").send({ password: TEST_PASSWORD, keepContent: false });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(await suggestionFor("cinderfalow")).toBeNull();
    expect(await suggestionFor("embrquill")).toBeNull();
    expect(await suggestionFor("rowanmre")).toBeNull();
  });

  it.skipIf(testDatabaseKind !== "postgres")(
    "counts words at commit, so two writers sharing common words never deadlock",
    async () => {
      const first = await post({ content: "zulumoss" });
      const second = await post({ content: "aardquill" });
      const [moderator, author] = [0, 1].map(() => new pg.Client({ connectionString: ctx.database.url }));
      await Promise.all([moderator!.connect(), author!.connect()]);
      try {
        // Counted statement by statement, the moderator would hold "zulumoss" and then wait for
        // "aardquill", which the author's post (locking in word order) would hold while waiting
        // for "zulumoss".
        await moderator!.query("begin");
        await moderator!.query("update posts set hidden_at = now() where id = $1", [first.id]);
        await author!.query("begin");
        await author!.query(
          "insert into posts (title, content, author, category) values ('A post', 'aardquill zulumoss', 'Jo', 'general')",
        );
        await moderator!.query("update posts set hidden_at = now() where id = $1", [second.id]);
        await Promise.all([author!.query("commit"), moderator!.query("commit")]);
      } finally {
        await Promise.all([moderator!.end(), author!.end()]);
      }
      expect(await rowsHolding("zulumoss")).toBe(1);
      expect(await rowsHolding("aardquill")).toBe(1);
    },
  );

  it("fills the vocabulary from existing rows (the migration's backfill) as the triggers keep it", async () => {
    const thread = await post({ content: "Backfill thornwhistle and the fernlight." });
    await reply({ postId: thread.id, content: "The fernlight too." });
    const heldThread = await post({ content: "Held thornwhistle.", heldAt: new Date() });
    await reply({ postId: heldThread.id, content: "Only here: gloamridge." });
    const vocabulary = () =>
      selectRows<{ term: string; rows: number }>(db(), sql`select term, rows from search_terms order by term`);
    const kept = await vocabulary();
    expect(kept).toContainEqual({ term: "fernlight", rows: 2 });
    expect(kept.map((row) => row.term)).not.toContain("gloamridge");
    await db().execute(sql`select search_documents_refill()`);
    expect(await vocabulary()).toEqual(kept);
  });

  it("never finds a reply in a held or hidden item's thread", async () => {
    const heldPost = await post({ content: "Held.", heldAt: new Date() });
    await reply({ postId: heldPost.id, content: "I'm at the old bridge on Millbeck Lane." });
    const shown = await post({ content: "Shown." });
    const later = await reply({ postId: shown.id, content: "Also Millbeck." });
    expect((await resultsOf("millbeck")).map((result) => result.id)).toEqual([later.id]);
    await db().update(posts).set({ heldAt: new Date() }).where(eq(posts.id, shown.id));
    expect(await resultsOf("millbeck")).toEqual([]);
    expect((await summaryOf("millbeck")).counts.reply).toBe(0);
  });

  it("leaves out what a member chose to hide by its warning, in results and counts; a visitor's browser filters", async () => {
    const { agent } = await logInAs(ctx, "member");
    const chosen = await agent
      .put("/api/content-warning-settings")
      .send({ settings: { "pet-loss": { mode: "hide", until: null } } });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    const warned = await post({ content: "Saying goodbye to Moss the plovermead.", contentWarnings: ["pet-loss"] });
    const plain = await post({ content: "A plovermead at the beach." });
    const warnedReply = await reply({
      postId: plain.id,
      content: "Our plovermead passed away.",
      contentWarnings: ["pet-loss"],
    });
    const warnedStory = await story({ content: "Goodbye, plovermead.", contentWarnings: ["pet-loss", "grief"] });

    const ids = (found: SearchResult[]) => found.map((result) => result.id).sort();
    expect(ids(await resultsOf("plovermead", agent))).toEqual([plain.id]);
    expect((await summaryOf("plovermead", agent)).counts).toMatchObject({ post: 1, reply: 0, story: 0 });
    // A visitor gets them all with their warnings; the page hides them by the browser's choice.
    expect(ids(await resultsOf("plovermead"))).toEqual([warned.id, plain.id, warnedReply.id, warnedStory.id].sort());
    expect((await summaryOf("plovermead")).counts).toMatchObject({ post: 2, reply: 1, story: 1 });

    // A warning added later hides the post from then on; a choice to collapse shows it.
    await db()
      .update(posts)
      .set({ contentWarnings: ["pet-loss"] })
      .where(eq(posts.id, plain.id));
    expect(await resultsOf("plovermead", agent)).toEqual([]);
    await agent
      .put("/api/content-warning-settings")
      .send({ settings: { "pet-loss": { mode: "collapse", until: null } } });
    expect(await resultsOf("plovermead", agent)).toHaveLength(4);
  });
});
