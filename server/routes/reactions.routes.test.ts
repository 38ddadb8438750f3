import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, posts, reactions } from "@shared/schema";
import { logInAs, logInMembers } from "../test/auth-helpers";
import { newPost } from "../test/factories";
import { useTestApp } from "../test/test-app";

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
type Member = Awaited<ReturnType<typeof logInAs>>;

describe("reactions", () => {
  const ctx = useTestApp();
  let author: Member;
  let friends: Member[] = [];

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    friends = await logInMembers(ctx, 5);
  });

  it("adds a reaction once however often it is sent, takes it back, and shows each member their own", async () => {
    const postId = await newPost(author.agent);
    const url = `/api/posts/${postId}/reactions/support`;
    const first = await friends[0]!.agent.put(url);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ counts: { support: 1, "me-too": 0, thanks: 0 }, mine: ["support"] });
    expect((await friends[0]!.agent.put(url)).body.counts.support).toBe(1);
    const other = await friends[1]!.agent.put(`/api/posts/${postId}/reactions/me-too`);
    expect(other.body).toEqual({ counts: { support: 1, "me-too": 1, thanks: 0 }, mine: ["me-too"] });

    const view = await request(ctx.app).get(`/api/posts/${postId}`);
    expect(view.body.reactions).toEqual({ counts: { support: 1, "me-too": 1, thanks: 0 }, mine: [] });

    const takenBack = await friends[0]!.agent.delete(url);
    expect(takenBack.body).toEqual({ counts: { support: 0, "me-too": 1, thanks: 0 }, mine: [] });
    expect((await friends[0]!.agent.delete(url)).status).toBe(200);
  });

  it("refuses what is not a gentle reaction, a missing item, a removed post and a guest", async () => {
    const postId = await newPost(author.agent);
    const dislike = await friends[0]!.agent.put(`/api/posts/${postId}/reactions/dislike`);
    expect(dislike.status).toBe(400);
    expect(dislike.body.message).toBe("kind: Reaction must be one of: support, me-too, thanks");
    for (const [items, message] of [
      ["posts", "This discussion isn't here any more"],
      ["replies", "This reply isn't here any more"],
      ["stories", "This story isn't here any more"],
      ["pet-photos", "This photo isn't here any more"],
    ]) {
      const missing = await friends[0]!.agent.put(`/api/${items}/${UNKNOWN_ID}/reactions/support`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(message);
    }
    await ctx.database.db.update(posts).set({ removedAt: new Date() }).where(eq(posts.id, postId));
    expect((await friends[0]!.agent.put(`/api/posts/${postId}/reactions/support`)).status).toBe(409);
    expect((await request(ctx.app).put(`/api/posts/${postId}/reactions/support`)).status).toBe(401);
    expect(await ctx.database.db.$count(reactions, eq(reactions.postId, postId))).toBe(0);
  });

  it("tells the author once per kind, counting different people, and never about their own", async () => {
    const postId = await newPost(author.agent, { title: "Quiet house" });
    await author.agent.put(`/api/posts/${postId}/reactions/thanks`);
    for (const friend of friends.slice(0, 3)) await friend.agent.put(`/api/posts/${postId}/reactions/support`);
    // Taking one back and sending it again is still one person.
    await friends[0]!.agent.delete(`/api/posts/${postId}/reactions/support`);
    await friends[0]!.agent.put(`/api/posts/${postId}/reactions/support`);

    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    const aboutThis = told.filter((row) => row.url === `/community/${postId}`);
    expect(aboutThis).toHaveLength(1);
    expect(aboutThis[0]).toMatchObject({ kind: "reaction", reactionKind: "support", subject: "Quiet house" });
    expect(new Set(aboutThis[0]!.actorIds)).toEqual(new Set(friends.slice(0, 3).map((friend) => friend.user.id)));
  });

  it("reacts to replies, telling the reply's author with a link to it", async () => {
    const postId = await newPost(author.agent);
    const reply = await friends[0]!.agent.post(`/api/posts/${postId}/replies`).send({ content: "Thinking of you" });
    const res = await author.agent.put(`/api/replies/${reply.body.id}/reactions/thanks`);
    expect(res.body.counts.thanks).toBe(1);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, friends[0]!.user.id));
    expect(told.map((row) => row.url)).toContain(`/community/${postId}#reply-${reply.body.id}`);
    const thread = await author.agent.get(`/api/posts/${postId}/replies`);
    expect(thread.body[0].reactions).toEqual({ counts: { support: 0, "me-too": 0, thanks: 1 }, mine: ["thanks"] });
  });

  it("keeps counts exact under 100 concurrent adds and takes-back", async () => {
    const postId = await newPost(author.agent, { title: "Busy" });
    const kinds = ["support", "me-too", "thanks"] as const;
    // Each of 5 members sends every kind several times, and takes back "thanks" as often.
    const requests = Array.from({ length: 100 }, (_, i) => {
      const friend = friends[i % friends.length]!;
      const kind = kinds[i % kinds.length]!;
      const url = `/api/posts/${postId}/reactions/${kind}`;
      return kind === "thanks" && i % 2 ? friend.agent.delete(url) : friend.agent.put(url);
    });
    const answers = await Promise.all(requests);
    expect(answers.filter((res) => res.status !== 200)).toEqual([]);
    const stored = await ctx.database.db.select().from(reactions).where(eq(reactions.postId, postId));
    const perKey = new Set(stored.map((row) => `${row.userId}:${row.kind}`));
    expect(perKey.size).toBe(stored.length);
    const view = await request(ctx.app).get(`/api/posts/${postId}`);
    expect(view.body.reactions.counts.support).toBe(5);
    expect(view.body.reactions.counts["me-too"]).toBe(5);
    expect(view.body.reactions.counts.thanks).toBe(stored.filter((row) => row.kind === "thanks").length);
  });
});
