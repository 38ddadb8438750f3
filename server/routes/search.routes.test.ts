import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { SearchResult, SearchSummary } from "@shared/contracts/search.contract";
import { SEARCH_COUNT_CAP, SEARCH_TYPES } from "@shared/search";
import { groups, petPhotos, posts, replies, resources, type stories } from "@shared/schema";
import { insertBlogPost } from "../repositories/blog-posts.repository";
import { collectPages, minutesAgo } from "../test/list-helpers";
import { insertPost, insertReply, insertStory } from "../test/factories";
import { useTestApp } from "../test/test-app";

// Each test searches for made-up words only its own rows contain, so the tests share one database.
describe("GET /api/search and /api/search/summary", () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const search = (query: string) => request(ctx.app).get(`/api/search?${query}`);
  const results = async (query: string): Promise<SearchResult[]> => {
    const res = await search(query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SearchResult[];
  };
  const summary = async (q: string): Promise<SearchSummary> => {
    const res = await request(ctx.app).get(`/api/search/summary?q=${encodeURIComponent(q)}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SearchSummary;
  };
  const ids = (found: SearchResult[]) => found.map((result) => result.id).sort();
  const textOf = (result: SearchResult) => result.snippet.map((part) => part.text).join("");

  const post = (values: Partial<typeof posts.$inferInsert> & { content: string }) => insertPost(db(), values);
  const story = (values: Partial<typeof stories.$inferInsert> & { content: string }) => insertStory(db(), values);
  const reply = (values: Partial<typeof replies.$inferInsert> & { content: string }) => insertReply(db(), values);

  describe("each kind", () => {
    const found: Record<string, { id: string } | undefined> = {};

    beforeAll(async () => {
      found.post = await post({ title: "Wombatine mornings", content: "We walk before quokkafest begins." });
      found.story = await story({ title: "Wombatine days", content: "Our quokkafest story." });
      found.reply = await reply({ postId: found.post.id, content: "Quokkafest for us too." });
      found.blog = await insertBlogPost(db(), {
        title: "Wombatine guide",
        excerpt: "A short guide.",
        content: "All about quokkafest.",
        author: "Dr. Patel",
      });
      [found.resource] = await db()
        .insert(resources)
        .values({ title: "Wombatine sheet", content: "Quokkafest tips.", category: "educational" })
        .returning();
      [found.group] = await db()
        .insert(groups)
        .values({
          name: "Wombatine walkers",
          description: "We meet for quokkafest.",
          location: "Leeds",
          type: "Walking group",
          schedule: "Mondays",
          contactInfo: "a@example.org",
        })
        .returning();
    });

    it("finds every kind by a word of its body, each with its title, page, author and date", async () => {
      const all = await results("q=quokkafest");
      expect(all.map((result) => result.type).sort()).toEqual([...SEARCH_TYPES].sort());
      const byType = Object.fromEntries(all.map((result) => [result.type, result]));
      expect(byType.post).toMatchObject({ id: found.post!.id, title: "Wombatine mornings", author: "Robin" });
      expect(byType.post!.url).toBe(`/community/${found.post!.id}`);
      expect(byType.reply).toMatchObject({ title: "Re: Wombatine mornings", author: "Ada" });
      expect(byType.reply!.url).toBe(`/community/${found.post!.id}#reply-${found.reply!.id}`);
      expect(byType.story).toMatchObject({ url: `/stories/${found.story!.id}`, author: "Sam" });
      expect(byType.blog).toMatchObject({ url: "/blog/wombatine-guide", author: "Dr. Patel" });
      expect(byType.resource).toMatchObject({ url: `/resources/${found.resource!.id}`, author: null });
      expect(byType.group).toMatchObject({
        title: "Wombatine walkers",
        url: `/groups/${found.group!.id}`,
        author: null,
      });
      for (const result of all) {
        expect(Date.parse(result.createdAt)).not.toBeNaN();
        expect(result.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())).toContain(
          "quokkafest",
        );
      }
    });

    it("finds the kinds with titles by a word of the title, and a word's other forms", async () => {
      expect((await results("q=wombatine")).map((result) => result.type).sort()).toEqual([
        "blog",
        "group",
        "post",
        "resource",
        "story",
      ]);
      // English stemming: "walkers" finds the group named "Wombatine walkers" through "walk".
      expect(ids(await results("q=wombatine%20walking&type=group"))).toEqual([found.group!.id]);
    });

    it("keeps to one kind with type=, and counts each kind in the summary", async () => {
      expect((await results("q=quokkafest&type=story")).map((result) => result.id)).toEqual([found.story!.id]);
      expect(await summary("quokkafest")).toEqual({
        counts: { post: 1, reply: 1, story: 1, blog: 1, resource: 1, group: 1 },
        correctedQuery: null,
      });
    });
  });

  it("ranks a title match above a match in the text, and newer first among equals", async () => {
    const [older, newer] = minutesAgo(2);
    const inTitle = await post({ title: "Heronbeak at dawn", content: "A quiet morning.", createdAt: older });
    const inText = await post({ title: "Dawn", content: "We saw a heronbeak by the water.", createdAt: newer });
    expect((await results("q=heronbeak")).map((result) => result.id)).toEqual([inTitle.id, inText.id]);
    const twinOld = await post({ title: "Twin", content: "A grebequill.", createdAt: older });
    const twinNew = await post({ title: "Twin", content: "A grebequill.", createdAt: newer });
    expect((await results("q=grebequill")).map((result) => result.id)).toEqual([twinNew.id, twinOld.id]);
  });

  it("reads quotes as a phrase and -word as 'without'", async () => {
    const phrase = await post({ content: "The plinthgorse silverfern path." });
    const reversed = await post({ content: "Silverfern then plinthgorse." });
    const other = await post({ content: "Plinthgorse and bramblewick." });
    expect(ids(await results(`q=${encodeURIComponent('"plinthgorse silverfern"')}`))).toEqual([phrase.id]);
    expect(ids(await results(`q=${encodeURIComponent("plinthgorse -bramblewick")}`))).toEqual(
      [phrase.id, reversed.id].sort(),
    );
    expect(ids(await results(`q=${encodeURIComponent("plinthgorse bramblewick")}`))).toEqual([other.id]);
    expect(ids(await results(`q=${encodeURIComponent("silverfern or bramblewick")}`))).toEqual(
      [phrase.id, reversed.id, other.id].sort(),
    );
  });

  it("corrects a misspelt word that matches nothing to the nearest word the site has, in list and summary alike", async () => {
    const labrador = await story({ title: "Our Labrador", content: "Biscuit the labrador loves the beach." });
    const found = await results("q=labrodor");
    expect(ids(found)).toEqual([labrador.id]);
    expect(found[0]!.snippet.some((part) => part.match && part.text.toLowerCase() === "labrador")).toBe(true);
    expect(await summary("labrodor")).toMatchObject({ correctedQuery: "labrador", counts: { story: 1 } });
    // Only the misspelt word changes; the rest of the query stays as typed.
    expect((await summary("Biscuit labrodor -cats")).correctedQuery).toBe("Biscuit labrador -cats");
    // The type filter does not change the decision: the words as typed match nothing anywhere.
    expect(ids(await results("q=labrodor&type=story"))).toEqual([labrador.id]);
    expect(await results("q=labrodor&type=post")).toEqual([]);
    // A phrase is meant as typed, and a word some text has is never "corrected".
    expect(await summary('"labrodor"')).toMatchObject({ correctedQuery: null, counts: { story: 0 } });
    expect(await results(`q=${encodeURIComponent('"labrodor"')}`)).toEqual([]);
    expect((await summary("labrador")).correctedQuery).toBeNull();
    // Stop words are not words to correct, even where no text has them.
    expect((await summary("whom labrodor")).correctedQuery).toBe("whom labrador");
    // Nothing near enough: no correction, no results.
    expect(await summary("xqzvvkwj")).toMatchObject({ correctedQuery: null, counts: { story: 0 } });
  });

  it("never finds held, hidden, removed or deleted items, nor replies whose thread is not there for everyone", async () => {
    const now = new Date();
    const word = "marmotvale";
    const shown = await post({ content: `Shown ${word}.` });
    await post({ content: `Held ${word}.`, heldAt: now });
    await post({ content: `Hidden ${word}.`, hiddenAt: now, hiddenReason: "Spam" });
    const removed = await post({ content: `Removed ${word}.`, removedAt: now });
    const deleted = await post({ content: `Deleted ${word}.` });
    await db().delete(posts).where(eq(posts.id, deleted.id));
    const hiddenStory = await story({ content: `Hidden story ${word}.`, hiddenAt: now });
    await story({ content: `Held story ${word}.`, heldAt: now });
    const heldPost = await post({ content: "Held thread.", heldAt: now });
    const [photo] = await db()
      .insert(petPhotos)
      .values({ imageUrl: "/objects/uploads/x", petName: "Rex", petType: "dog", ownerName: "Jo", hiddenAt: now })
      .returning();
    await reply({ postId: shown.id, content: `Hidden reply ${word}.`, hiddenAt: now });
    await reply({ postId: shown.id, content: `Held reply ${word}.`, heldAt: now });
    await reply({ postId: heldPost.id, content: `Reply under a held post ${word}.` });
    await reply({ postId: removed.id, content: `Reply under a removed post ${word}.` });
    await reply({ storyId: hiddenStory.id, content: `Reply under a hidden story ${word}.` });
    await reply({ photoId: photo!.id, content: `Reply under a hidden photo ${word}.` });
    const shownReply = await reply({ postId: shown.id, content: `Shown reply ${word}.` });
    await db().insert(groups).values({
      name: "Held group",
      description: word,
      location: "York",
      type: "Walks",
      schedule: "Sundays",
      contactInfo: "b@example.org",
      heldAt: now,
    });

    expect(ids(await results(`q=${word}`))).toEqual([shown.id, shownReply.id].sort());
    expect((await summary(word)).counts).toEqual({ post: 1, reply: 1, story: 0, blog: 0, resource: 0, group: 0 });
  });

  it("follows each change: an edit's new words, an item hidden and shown again, a thread taking its replies along", async () => {
    const thread = await post({ content: "A quiet walk with otterhound pups." });
    const answer = await reply({ postId: thread.id, content: "Our otterhound loved it too." });
    const found = async (q: string) => ids(await results(`q=${q}`));
    expect(await found("otterhound")).toEqual([thread.id, answer.id].sort());

    await db().update(posts).set({ content: "A quiet walk with beaglehound pups." }).where(eq(posts.id, thread.id));
    expect(await found("otterhound")).toEqual([answer.id]);
    expect(await found("beaglehound")).toEqual([thread.id]);

    // Held for review: the thread and its reply leave together, and come back together.
    await db().update(posts).set({ heldAt: new Date() }).where(eq(posts.id, thread.id));
    expect(await found("otterhound")).toEqual([]);
    expect(await found("beaglehound")).toEqual([]);
    await db().update(posts).set({ heldAt: null }).where(eq(posts.id, thread.id));
    expect(await found("otterhound")).toEqual([answer.id]);

    // A reply hidden on its own stays out when its thread is shown again.
    await db().update(replies).set({ hiddenAt: new Date() }).where(eq(replies.id, answer.id));
    await db().update(posts).set({ removedAt: new Date() }).where(eq(posts.id, thread.id));
    await db().update(posts).set({ removedAt: null }).where(eq(posts.id, thread.id));
    expect(await found("otterhound")).toEqual([]);
    await db().update(replies).set({ hiddenAt: null }).where(eq(replies.id, answer.id));
    expect(await found("otterhound")).toEqual([answer.id]);

    await db().delete(replies).where(eq(replies.id, answer.id));
    expect(await found("otterhound")).toEqual([]);
    expect((await summary("beaglehound")).counts.post).toBe(1);
  });

  it('shows items posted as "A member" without their author\'s name', async () => {
    const anonymousPost = await post({ content: "A quiet sandpiperling.", author: "Realname", anonymous: true });
    await reply({ postId: anonymousPost.id, content: "Sandpiperling too.", author: "Othername", anonymous: true });
    const found = await results("q=sandpiperling");
    expect(found.map((result) => result.author)).toEqual(["A member", "A member"]);
    expect(JSON.stringify(found)).not.toMatch(/Realname|Othername/);
  });

  it("carries each result's content warnings, so the reader's choice can hold its words back", async () => {
    await post({ content: "Saying goodbye to Moss the wrenlark.", contentWarnings: ["pet-loss"] });
    await story({ content: "A wrenlark day at the beach." });
    const found = await results("q=wrenlark");
    expect(found.map((result) => [result.type, result.contentWarnings])).toEqual(
      expect.arrayContaining([
        ["post", ["pet-loss"]],
        ["story", []],
      ]),
    );
  });

  it("marks the matched words in a snippet of plain text, whatever the stored text holds", async () => {
    await post({
      title: "Markup",
      content:
        "Before <b>bold</b> the kestrelwing <script>alert(1)</script> after \uE000fake\uE001 mark \u0002x\u0003.",
    });
    const [found] = await results("q=kestrelwing");
    const matches = found!.snippet.filter((part) => part.match).map((part) => part.text);
    expect(matches).toEqual(["kestrelwing"]);
    const text = textOf(found!);
    expect(text).toContain("kestrelwing");
    expect(text).toContain("fake");
    expect(text).not.toMatch(/[\uE000\uE001]/);
    expect(text).not.toMatch(/<\/?(b|script)>/);
    // A part is text, never an object or HTML from the database.
    for (const part of found!.snippet) expect(Object.keys(part).sort()).toEqual(["match", "text"]);
  });

  it("pages through many results with Link: rel=next, every result once, best first", async () => {
    const dates = minutesAgo(45);
    for (const [i, createdAt] of dates.entries()) {
      await post({
        title: i % 3 === 0 ? "Pagerwort" : "Other",
        content: `pagerwort ${"pagerwort ".repeat(i % 4)}`,
        createdAt,
      });
    }
    const pages = await collectPages<SearchResult>(ctx.app, "/api/search?q=pagerwort&limit=10");
    expect(pages.map((page) => page.length)).toEqual([10, 10, 10, 10, 5]);
    const all = pages.flat();
    expect(new Set(all.map((result) => result.id)).size).toBe(45);
    // The fifteen title matches come first.
    expect(all.slice(0, 15).every((result) => result.title === "Pagerwort")).toBe(true);
    expect(all.slice(15).every((result) => result.title === "Other")).toBe(true);
  });

  it(`counts each kind up to ${SEARCH_COUNT_CAP}, and pages through as many`, async () => {
    await db().execute(sql`insert into posts (title, content, author, category)
      select 'Many', 'countwort ' || g.i, 'Robin', 'general' from generate_series(1, ${SEARCH_COUNT_CAP + 5}) g(i)`);
    expect((await summary("countwort")).counts.post).toBe(SEARCH_COUNT_CAP);
    // Paging shows as many as the count: the newest SEARCH_COUNT_CAP matches, ranked.
    const pages = await collectPages<SearchResult>(
      ctx.app,
      `/api/search?q=countwort&limit=${SEARCH_COUNT_CAP / 2 + 10}`,
    );
    expect(pages.map((page) => page.length)).toEqual([SEARCH_COUNT_CAP / 2 + 10, SEARCH_COUNT_CAP / 2 - 10]);
  });

  it("answers an empty list for a query with nothing to look for", async () => {
    for (const q of ["the and", "-dog", '""', "-", "&|!:*()<>", "or"]) {
      expect(await results(`q=${encodeURIComponent(q)}`), q).toEqual([]);
      expect(await summary(q), q).toEqual({
        counts: { post: 0, reply: 0, story: 0, blog: 0, resource: 0, group: 0 },
        correctedQuery: null,
      });
    }
  });

  it("never fails on odd input: operators, SQL, unicode, markup", async () => {
    await post({ content: "Café naïve 日本 emoji 🐶 text" });
    const odd = [
      "'; drop table posts; --",
      "' or 1=1 --",
      "\\",
      "a:* | b & !c",
      "<script>alert(1)</script>",
      '"unclosed phrase',
      "dog or or or",
      "((()))",
      "café",
      "日本",
      "🐶",
      "\u202Eevil",
      "x".repeat(200),
      "a-b-c",
      "---dog",
      '"-dog"',
      "%",
      "_",
    ];
    for (const q of odd) {
      const list = await search(`q=${encodeURIComponent(q)}`);
      expect(list.status, q).toBe(200);
      expect(Array.isArray(list.body), q).toBe(true);
      const counts = await request(ctx.app).get(`/api/search/summary?q=${encodeURIComponent(q)}`);
      expect(counts.status, q).toBe(200);
    }
    expect((await results(`q=${encodeURIComponent("café")}`)).length).toBe(1);
  });

  it("refuses a missing, blank or too long q, an unknown type, a bad limit and a cursor it did not issue", async () => {
    const cases: [string, RegExp][] = [
      ["", /q is required/],
      ["q=", /q is required/],
      ["q=%20%20", /q is required/],
      [`q=${"a".repeat(201)}`, /at most 200/],
      ["q=dog&type=photo", /type must be one of/],
      ["q=dog&limit=0", /limit/],
      ["q=dog&limit=101", /limit/],
      ["q=dog&limit=ten", /limit/],
      ["q=dog&cursor=not-a-cursor", /cursor is not valid/],
      [`q=dog&cursor=${Buffer.from("1|2026-01-01T00:00:00.000Z").toString("base64url")}`, /cursor is not valid/],
      [
        `q=dog&cursor=${Buffer.from("NaN|2026-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000").toString("base64url")}`,
        /cursor is not valid/,
      ],
    ];
    for (const [query, message] of cases) {
      const res = await search(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(message);
    }
    // 200 characters after trimming is within the limit.
    expect((await search(`q=${encodeURIComponent(` ${"a".repeat(200)} `)}`)).status).toBe(200);
    for (const query of ["", "q=", `q=${"a".repeat(201)}`]) {
      const res = await request(ctx.app).get(`/api/search/summary?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toMatch(/q is required|at most 200/);
    }
  });

  it("answers the public: nothing personal, so no private cache header", async () => {
    const res = await search("q=quokkafest");
    expect(res.headers["cache-control"] ?? "").not.toMatch(/private/);
  });
});
