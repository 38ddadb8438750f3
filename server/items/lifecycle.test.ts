/**
 * The one lifecycle (server/items/lifecycle.ts): the removal rules authors, moderators and account
 * deletion share end the same whoever calls them, and hold/publish/hide/restore work for every
 * reportable kind, challenges included.
 */
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  liveEvents,
  moderationCases,
  moderationLog,
  notifications,
  posts,
  replies,
  revisions,
  stories,
  wellnessChallenges,
} from "@shared/schema";
import { inTransaction } from "../repositories/transaction";
import { TEST_PASSWORD, logInAs } from "../test/auth-helpers";
import { newPost, newStory } from "../test/factories";
import { useTestApp, ROOMY } from "../test/test-app";
import { itemLifecycle, type Actor } from "./lifecycle";

type LoggedIn = Awaited<ReturnType<typeof logInAs>>;

const POST = { content: "Some days are heavy.", category: "general-wellness" };

describe("the item lifecycle", () => {
  const ctx = useTestApp({
    limits: {
      repliesPerMember: ROOMY,
      newMemberReplies: ROOMY,
      reportsPerMember: ROOMY,
    },
  });
  let author: LoggedIn;
  let other: LoggedIn;
  let moderator: LoggedIn;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    other = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
  });

  const asActor = (who: LoggedIn, role: Actor["role"] = "member"): Actor => ({ ...who.user, role });

  /** `other` replies to the post and `author` answers them: `other` holds a notice quoting its title. */
  async function conversationIn(postId: string): Promise<void> {
    const reply = await other.agent.post(`/api/posts/${postId}/replies`).send({ content: "Thinking of you." });
    expect(reply.status).toBe(201);
    const answer = await author.agent
      .post(`/api/posts/${postId}/replies`)
      .send({ content: "Thank you.", answersId: reply.body.id });
    expect(answer.status).toBe(201);
  }

  const noticesAbout = (userId: string, path: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), sql`split_part(${notifications.url}, '#', 1) = ${path}`));

  async function endState(postId: string) {
    const [row] = await db().select().from(posts).where(eq(posts.id, postId));
    return {
      row: row && { title: row.title, content: row.content, removed: row.removedAt !== null, replies: row.replies },
      thread: (await db().select().from(replies).where(eq(replies.postId, postId)))
        .map((reply) => reply.content)
        .sort(),
      revisions: (await db().select().from(revisions).where(eq(revisions.postId, postId))).map((r) => r.previous),
      othersNotices: (await noticesAbout(other.user.id, `/community/${postId}`)).length,
    };
  }

  it("ends a post with replies the same whether its author or a moderator's queue deletes it", async () => {
    const byAuthor = await newPost(author.agent, { ...POST, title: "Goodbye everyone" });
    const byModerator = await newPost(author.agent, { ...POST, title: "Goodbye everyone" });
    await conversationIn(byAuthor);
    await conversationIn(byModerator);
    expect((await endState(byAuthor)).othersNotices).toBe(1);

    expect((await author.agent.delete(`/api/posts/${byAuthor}`)).status).toBe(204);
    await other.agent.post("/api/reports").send({ itemType: "post", itemId: byModerator, reason: "spam" });
    const [openCase] = await db().select().from(moderationCases).where(eq(moderationCases.itemId, byModerator));
    const acted = await moderator.agent
      .post(`/api/moderation/cases/${openCase!.id}/actions`)
      .send({ action: "delete", reason: "Spam" });
    expect(acted.body).toEqual({ resolved: true });

    const expected = {
      row: { title: "", content: "", removed: true, replies: 2 },
      thread: ["Thank you.", "Thinking of you."],
      revisions: [{ title: "Goodbye everyone", content: "Some days are heavy." }],
      // The title they removed is gone from others' notices too.
      othersNotices: 0,
    };
    expect(await endState(byAuthor)).toEqual(expected);
    expect(await endState(byModerator)).toEqual(expected);
  });

  it("logs a moderator's delete from the item's own page as the queue's is logged; an author's own is not", async () => {
    const own = await newPost(author.agent, { ...POST, title: "Mine to delete" });
    expect((await author.agent.delete(`/api/posts/${own}`)).status).toBe(204);
    expect(await db().select().from(moderationLog).where(eq(moderationLog.itemId, own))).toEqual([]);

    const theirs = await newPost(author.agent, { ...POST, title: "Selling things" });
    expect((await moderator.agent.delete(`/api/posts/${theirs}`)).status).toBe(204);
    expect(await db().select().from(moderationLog).where(eq(moderationLog.itemId, theirs))).toMatchObject([
      { action: "delete", itemType: "post", moderatorId: moderator.user.id, memberId: author.user.id },
    ]);
  });

  it("takes others' notices and its thread's live events with a deleted story", async () => {
    const storyId = await newStory(author.agent);
    const comment = await other.agent.post(`/api/stories/${storyId}/replies`).send({ content: "Lovely" });
    await author.agent.post(`/api/stories/${storyId}/replies`).send({ content: "Thanks", answersId: comment.body.id });
    expect(await noticesAbout(other.user.id, `/stories/${storyId}`)).toHaveLength(1);
    const channel = `thread:story:${storyId}`;
    expect(await db().$count(liveEvents, eq(liveEvents.channel, channel))).toBe(2);

    expect((await author.agent.delete(`/api/stories/${storyId}`)).status).toBe(204);
    expect(await db().$count(stories, eq(stories.id, storyId))).toBe(0);
    expect(await noticesAbout(other.user.id, `/stories/${storyId}`)).toEqual([]);
    expect(await db().$count(liveEvents, eq(liveEvents.channel, channel))).toBe(0);
    // Their bell was told its new count with the deletion.
    const [bell] = await db()
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.channel, `member:${other.user.id}`))
      .orderBy(sql`${liveEvents.id} desc`)
      .limit(1);
    expect(bell!.payload).toMatchObject({ type: "notifications" });
  });

  it("leaves no trace of a deleted account's held post in others' notifications", async () => {
    const leaver = await logInAs(ctx, "member");
    const held = await newPost(leaver.agent, { ...POST, title: "Goodbye everyone" });
    const reply = await other.agent.post(`/api/posts/${held}/replies`).send({ content: "Where are you?" });
    await leaver.agent.post(`/api/posts/${held}/replies`).send({ content: "The bridge", answersId: reply.body.id });
    expect(await noticesAbout(other.user.id, `/community/${held}`)).toHaveLength(1);
    // Held afterwards, as an edit with imminent words holds a published post.
    await db().update(posts).set({ heldAt: new Date() }).where(eq(posts.id, held));

    const res = await leaver.agent.delete("/api/account").send({ password: TEST_PASSWORD, keepContent: false });
    expect(res.status, res.text).toBe(204);
    const [kept] = await db().select().from(posts).where(eq(posts.id, held));
    expect(kept).toMatchObject({ title: "", content: "", authorId: null, replies: 1 });
    expect(await noticesAbout(other.user.id, `/community/${held}`)).toEqual([]);
    const anywhere = await db().select().from(notifications).where(eq(notifications.userId, other.user.id));
    expect(JSON.stringify(anywhere)).not.toContain("Goodbye everyone");
  });

  it("holds, publishes and deletes a reply, keeping its thread's count", async () => {
    const postId = await newPost(author.agent, { ...POST, title: "Counting" });
    const reply = await other.agent.post(`/api/posts/${postId}/replies`).send({ content: "One" });
    const count = async () => (await db().select().from(posts).where(eq(posts.id, postId)))[0]!.replies;
    expect(await count()).toBe(1);
    await inTransaction(db(), async (tx) =>
      itemLifecycle(tx).hold((await itemLifecycle(tx).lock("reply", reply.body.id))!),
    );
    expect(await count()).toBe(0);
    await inTransaction(db(), async (tx) => {
      const lifecycle = itemLifecycle(tx);
      await lifecycle.restore((await lifecycle.lock("reply", reply.body.id))!, { by: asActor(moderator, "moderator") });
    });
    expect(await count()).toBe(1);
    const held = await other.agent.post(`/api/posts/${postId}/replies`).send({ content: "Two" });
    await inTransaction(db(), async (tx) =>
      itemLifecycle(tx).hold((await itemLifecycle(tx).lock("reply", held.body.id))!),
    );
    expect(await count()).toBe(1);
    // A held reply was never counted: deleting it leaves the count alone; a published one leaves it.
    for (const id of [held.body.id, reply.body.id]) {
      await inTransaction(db(), async (tx) => {
        const lifecycle = itemLifecycle(tx);
        await lifecycle.remove((await lifecycle.lock("reply", id))!, {
          by: asActor(moderator, "moderator"),
          reason: "x",
        });
      });
    }
    expect(await count()).toBe(0);
  });

  it("holds, hides, restores and deletes a challenge, telling its author and logging each", async () => {
    const [challenge] = await db()
      .insert(wellnessChallenges)
      .values({
        title: "Spam challenge",
        description: "Buy now",
        startDate: new Date("2026-03-01T00:00:00Z"),
        endDate: new Date("2099-03-01T00:00:00Z"),
        createdBy: author.user.id,
      })
      .returning();
    const id = challenge!.id;
    const by = asActor(moderator, "moderator");
    const step = (work: (lifecycle: ReturnType<typeof itemLifecycle>, row: never) => Promise<unknown>) =>
      inTransaction(db(), async (tx) => {
        const lifecycle = itemLifecycle(tx);
        const row = await lifecycle.lock("challenge", id);
        expect(row).toMatchObject({ kind: "challenge", ownerId: author.user.id, text: { title: "Spam challenge" } });
        await work(lifecycle, row as never);
      });
    const state = async () => (await db().select().from(wellnessChallenges).where(eq(wellnessChallenges.id, id)))[0];

    await step((lifecycle, row) => lifecycle.hold(row));
    expect((await state())!.heldAt).not.toBeNull();
    await step((lifecycle, row) => lifecycle.restore(row, { by, reason: "Fine" }));
    expect((await state())!.heldAt).toBeNull();
    await step((lifecycle, row) => lifecycle.hide(row, { by, reason: "Spam" }));
    expect(await state()).toMatchObject({ hiddenReason: "Spam" });
    await step((lifecycle, row) => lifecycle.remove(row, { by, reason: "Spam" }));
    expect(await state()).toBeUndefined();

    const told = (await db().select().from(notifications).where(eq(notifications.userId, author.user.id)))
      .filter((notice) => notice.kind === "moderation")
      .map((notice) => [notice.subject, notice.url]);
    expect(told).toEqual(
      expect.arrayContaining([
        ["published one of your challenges", "/pets-social"],
        ["hid one of your challenges: Spam", "/pets-social"],
        ["removed one of your challenges: Spam", "/pets-social"],
      ]),
    );
    const logged = await db().select().from(moderationLog).where(eq(moderationLog.itemId, id));
    expect(logged.map((entry) => [entry.action, entry.itemType, entry.memberId])).toEqual(
      expect.arrayContaining([
        ["restore", "challenge", author.user.id],
        ["hide", "challenge", author.user.id],
        ["delete", "challenge", author.user.id],
      ]),
    );
  });

  it("lets the report net hide an item telling nobody, logged as the site", async () => {
    const postId = await newPost(author.agent, { ...POST, title: "Netted" });
    const site: Actor = { id: null, username: "PawsWell", role: "moderator" };
    await inTransaction(db(), async (tx) => {
      const lifecycle = itemLifecycle(tx);
      await lifecycle.hide((await lifecycle.lock("post", postId))!, { by: site, reason: "Reported" });
    });
    expect((await noticesAbout(author.user.id, `/community/${postId}`)).length).toBe(0);
    expect(await db().select().from(moderationLog).where(eq(moderationLog.itemId, postId))).toMatchObject([
      { action: "hide", moderatorId: null, moderatorName: "PawsWell", memberId: author.user.id, reason: "Reported" },
    ]);
  });
});
