import { eq, like } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReplyView } from "@shared/api";
import { liveEvents, notifications, posts, replies, revisions, stories, users } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { collectPages } from "../test/list-helpers";
import { useTestApp, ROOMY } from "../test/test-app";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("replies", () => {
  // Roomy limits: the limit itself has its own file below.
  const ctx = useTestApp({
    limits: {
      repliesPerMember: ROOMY,
      newMemberReplies: ROOMY,
    },
  });
  let author: Awaited<ReturnType<typeof logInAs>>;
  let replier: Awaited<ReturnType<typeof logInAs>>;
  let moderator: Awaited<ReturnType<typeof logInAs>>;
  let postId: string;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    replier = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
    const res = await author.agent
      .post("/api/posts")
      .send({ title: "First walk", content: "We made it round the park.", category: "pet-loss" });
    postId = res.body.id;
  });

  const replyCount = async (id: string) =>
    (await ctx.database.db.select({ n: posts.replies }).from(posts).where(eq(posts.id, id)))[0]!.n;

  it("adds a member's reply, counts it, tells the author and announces it to the thread", async () => {
    const res = await replier.agent.post(`/api/posts/${postId}/replies`).send({ content: "  Sending you love.  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      author: replier.user.username,
      content: "Sending you love.",
      answers: null,
      editedAt: null,
      canEdit: true,
      reactions: { counts: { support: 0, "me-too": 0, thanks: 0 }, mine: [] },
    });
    expect(await replyCount(postId)).toBe(1);

    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(told).toMatchObject([
      { kind: "reply", subject: "First walk", url: `/community/${postId}#reply-${res.body.id}` },
    ]);
    const events = await ctx.database.db
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.channel, `thread:post:${postId}`));
    expect(events.map((event) => event.payload)).toContainEqual({
      type: "reply",
      thread: `post:${postId}`,
      replyId: res.body.id,
    });
  });

  it("quotes the reply a reply answers, tells that reply's author, and never the replier about their own", async () => {
    const first = await replier.agent.post(`/api/posts/${postId}/replies`).send({ content: "x".repeat(200) });
    const answer = await author.agent
      .post(`/api/posts/${postId}/replies`)
      .send({ content: "Thank you", answersId: first.body.id });
    expect(answer.status).toBe(201);
    expect(answer.body.answers).toEqual({
      id: first.body.id,
      author: replier.user.username,
      excerpt: "x".repeat(140),
      contentWarnings: [],
    });
    const toReplier = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, replier.user.id));
    expect(toReplier.map((row) => row.kind)).toEqual(["answer"]);
  });

  it("answers 400 naming the field for an empty, blank or too long reply, and stores nothing", async () => {
    const before = await replyCount(postId);
    for (const content of [undefined, "", "   \n ", "x".repeat(5001)]) {
      const res = await replier.agent.post(`/api/posts/${postId}/replies`).send({ content });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^content: Reply /);
    }
    expect(await replyCount(postId)).toBe(before);
  });

  it("answers 400 when the answered reply is in another thread, 404 for a missing thread, 401 for a guest", async () => {
    const other = await author.agent
      .post("/api/posts")
      .send({ title: "Other", content: "Another thread", category: "pet-loss" });
    const elsewhere = await replier.agent.post(`/api/posts/${other.body.id}/replies`).send({ content: "Hello" });
    const crossed = await replier.agent
      .post(`/api/posts/${postId}/replies`)
      .send({ content: "Hi", answersId: elsewhere.body.id });
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toBe("answersId: That reply is not in this thread");

    for (const id of [UNKNOWN_ID, "not-an-id"]) {
      const missing = await replier.agent.post(`/api/posts/${id}/replies`).send({ content: "Hi" });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe("This discussion isn't here any more");
    }
    const guest = await request(ctx.app).post(`/api/posts/${postId}/replies`).send({ content: "Hi" });
    expect(guest.status).toBe(401);
    expect(await ctx.database.db.$count(replies, eq(replies.postId, UNKNOWN_ID))).toBe(0);
  });

  it("answers 409 to a reply on a locked thread or a removed post, and stores, counts and tells nothing", async () => {
    const locked = await author.agent.post("/api/posts").send({ title: "Closed", content: "x", category: "pet-loss" });
    await ctx.database.db.update(posts).set({ lockedAt: new Date() }).where(eq(posts.id, locked.body.id));
    const res = await replier.agent.post(`/api/posts/${locked.body.id}/replies`).send({ content: "Hi" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This discussion is closed to new replies");

    const removed = await author.agent.post("/api/posts").send({ title: "Gone", content: "x", category: "pet-loss" });
    await ctx.database.db.update(posts).set({ removedAt: new Date() }).where(eq(posts.id, removed.body.id));
    const onRemoved = await replier.agent.post(`/api/posts/${removed.body.id}/replies`).send({ content: "Hi" });
    expect(onRemoved.status).toBe(409);
    expect(await replyCount(locked.body.id)).toBe(0);
    expect(await replyCount(removed.body.id)).toBe(0);
    // The author's notice and the thread's live event are written before the item is locked: the
    // refusal takes them back with the reply.
    for (const id of [locked.body.id, removed.body.id]) {
      expect(await ctx.database.db.$count(notifications, like(notifications.url, `/community/${id}%`))).toBe(0);
      expect(await ctx.database.db.$count(liveEvents, eq(liveEvents.channel, `thread:post:${id}`))).toBe(0);
    }
  });

  it("shows each reply's reactions on the thread's page, with the reader's own, on every page", async () => {
    const thread = await author.agent.post("/api/posts").send({ title: "Felt", content: "x", category: "pet-loss" });
    const ids: string[] = [];
    for (const content of ["first", "second", "third"]) {
      ids.push((await replier.agent.post(`/api/posts/${thread.body.id}/replies`).send({ content })).body.id);
    }
    await author.agent.put(`/api/replies/${ids[0]}/reactions/thanks`);
    await author.agent.put(`/api/replies/${ids[0]}/reactions/support`);
    await moderator.agent.put(`/api/replies/${ids[0]}/reactions/thanks`);
    await moderator.agent.put(`/api/replies/${ids[2]}/reactions/me-too`);
    const shown = async (reader: typeof author.agent | typeof ctx.app) => {
      const pages = await collectPages<ReplyView>(reader, `/api/posts/${thread.body.id}/replies?limit=2`);
      return pages.flat().map((reply) => reply.reactions);
    };
    const none = { support: 0, "me-too": 0, thanks: 0 };
    expect(await shown(author.agent)).toEqual([
      { counts: { ...none, support: 1, thanks: 2 }, mine: ["support", "thanks"] },
      { counts: none, mine: [] },
      { counts: { ...none, "me-too": 1 }, mine: [] },
    ]);
    expect(await shown(moderator.agent)).toEqual([
      { counts: { ...none, support: 1, thanks: 2 }, mine: ["thanks"] },
      { counts: none, mine: [] },
      { counts: { ...none, "me-too": 1 }, mine: ["me-too"] },
    ]);
    expect(await shown(ctx.app)).toEqual([
      { counts: { ...none, support: 1, thanks: 2 }, mine: [] },
      { counts: none, mine: [] },
      { counts: { ...none, "me-too": 1 }, mine: [] },
    ]);
  });

  it("reads a thread oldest first across pages, to anyone", async () => {
    const thread = await author.agent.post("/api/posts").send({ title: "Paged", content: "x", category: "pet-loss" });
    for (let i = 1; i <= 5; i++) {
      await replier.agent.post(`/api/posts/${thread.body.id}/replies`).send({ content: `reply ${i}` });
    }
    const pages = await collectPages<ReplyView>(ctx.app, `/api/posts/${thread.body.id}/replies?limit=2`);
    expect(pages.map((page) => page.map((reply) => reply.content))).toEqual([
      ["reply 1", "reply 2"],
      ["reply 3", "reply 4"],
      ["reply 5"],
    ]);
    expect(pages.flat().every((reply) => reply.canEdit === false)).toBe(true);
    const missing = await request(ctx.app).get(`/api/posts/${UNKNOWN_ID}/replies`);
    expect(missing.status).toBe(404);
    expect((await request(ctx.app).get(`/api/posts/${thread.body.id}/replies?limit=101`)).status).toBe(400);
  });

  it("lets the author edit, keeps the old text for moderators, and refuses others", async () => {
    const reply = await replier.agent.post(`/api/posts/${postId}/replies`).send({ content: "Sending lvoe" });
    const edited = await replier.agent.patch(`/api/replies/${reply.body.id}`).send({ content: "Sending love" });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe("Sending love");
    expect(edited.body.editedAt).not.toBeNull();

    const refused = await author.agent.patch(`/api/replies/${reply.body.id}`).send({ content: "Mine now" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("You can only change what you wrote");

    const versions = await moderator.agent.get(`/api/replies/${reply.body.id}/revisions`);
    expect(versions.status).toBe(200);
    expect(versions.body).toMatchObject([{ previous: { content: "Sending lvoe" }, editedBy: replier.user.id }]);
    expect((await replier.agent.get(`/api/replies/${reply.body.id}/revisions`)).status).toBe(403);
  });

  it("removes a reply for its author or a moderator, dropping the count and the quote, and tells the author of a moderator's removal", async () => {
    const before = await replyCount(postId);
    const first = await replier.agent.post(`/api/posts/${postId}/replies`).send({ content: "to remove" });
    const quoting = await author.agent
      .post(`/api/posts/${postId}/replies`)
      .send({ content: "quoting", answersId: first.body.id });
    expect((await author.agent.delete(`/api/replies/${first.body.id}`)).status).toBe(403);
    expect((await replier.agent.delete(`/api/replies/${first.body.id}`)).status).toBe(204);
    expect(await replyCount(postId)).toBe(before + 1);
    const pages = await collectPages<ReplyView>(ctx.app, `/api/posts/${postId}/replies`);
    expect(pages.flat().find((reply) => reply.id === quoting.body.id)!.answers).toBeNull();

    expect((await moderator.agent.delete(`/api/replies/${quoting.body.id}`)).status).toBe(204);
    expect(await replyCount(postId)).toBe(before);
    const toAuthor = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(toAuthor.map((row) => row.subject)).toContain("removed one of your replies");
    expect((await replier.agent.delete(`/api/replies/${quoting.body.id}`)).status).toBe(404);
    expect(await ctx.database.db.$count(revisions)).toBeGreaterThanOrEqual(1);
  });

  it("gives stories comments through the same mechanism", async () => {
    const story = await author.agent.post("/api/stories").send({
      title: "Biscuit",
      content: "Four houses down.",
      author: "x",
      petName: "Biscuit",
      petType: "dog",
    });
    const comment = await replier.agent.post(`/api/stories/${story.body.id}/replies`).send({ content: "Lovely" });
    expect(comment.status).toBe(201);
    const [row] = await ctx.database.db.select().from(stories).where(eq(stories.id, story.body.id));
    expect(row!.replies).toBe(1);
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(told.map((n) => n.url)).toContain(`/stories/${story.body.id}#reply-${comment.body.id}`);
  });

  it("keeps the count exact under 100 concurrent replies and removals", async () => {
    const thread = await author.agent.post("/api/posts").send({ title: "Busy", content: "x", category: "pet-loss" });
    const url = `/api/posts/${thread.body.id}/replies`;
    const seeded = await Promise.all(
      Array.from({ length: 20 }, (_, i) => replier.agent.post(url).send({ content: `seed ${i}` })),
    );
    const writes = [
      ...Array.from({ length: 80 }, (_, i) => (i % 2 ? author : replier).agent.post(url).send({ content: `r ${i}` })),
      ...seeded.map((res) => replier.agent.delete(`/api/replies/${res.body.id}`)),
    ];
    const results = await Promise.all(writes);
    expect(results.map((res) => res.status).filter((status) => status >= 400)).toEqual([]);
    const stored = await ctx.database.db.$count(replies, eq(replies.postId, thread.body.id));
    expect(stored).toBe(80);
    expect(await replyCount(thread.body.id)).toBe(80);
  });
});

describe("reply limits", () => {
  const ctx = useTestApp({
    limits: { repliesPerMember: { limit: 3, windowMs: 60_000 }, newMemberReplies: { limit: 4, windowMs: 86_400_000 } },
  });

  it("answers 429 with Retry-After past the per-minute limit, and past a new member's first-day limit", async () => {
    const member = await logInAs(ctx, "member");
    const post = await member.agent.post("/api/posts").send({ title: "T", content: "x", category: "pet-loss" });
    const url = `/api/posts/${post.body.id}/replies`;
    for (let i = 0; i < 3; i++) expect((await member.agent.post(url).send({ content: "hi" })).status).toBe(201);
    const limited = await member.agent.post(url).send({ content: "hi" });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^You're replying quickly\. You can reply again in \d+ seconds\.$/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(await ctx.database.db.$count(replies, eq(replies.postId, post.body.id))).toBe(3);
  });
});

describe("a new member's first-day reply limit", () => {
  const ctx = useTestApp({
    limits: {
      repliesPerMember: { limit: 100, windowMs: 60_000 },
      newMemberReplies: { limit: 2, windowMs: 86_400_000 },
    },
  });

  it("holds a new account to it, with a message saying when, and lets an older account past", async () => {
    const fresh = await logInAs(ctx, "member");
    const post = await fresh.agent.post("/api/posts").send({ title: "T", content: "x", category: "pet-loss" });
    const url = `/api/posts/${post.body.id}/replies`;
    for (let i = 0; i < 2; i++) expect((await fresh.agent.post(url).send({ content: "hi" })).status).toBe(201);
    const limited = await fresh.agent.post(url).send({ content: "hi" });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^New members can post 2 replies in their first day\. You can reply again in \d+ hours\.$/,
    );

    const older = await logInAs(ctx, "member");
    await ctx.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(users.id, older.user.id));
    for (let i = 0; i < 3; i++) expect((await older.agent.post(url).send({ content: "hi" })).status).toBe(201);
  });
});
