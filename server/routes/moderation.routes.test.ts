import { eq, sql } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditEntryView, ModerationCaseView } from "@shared/safety/moderation";
import { groups, liveEvents, moderationCases, moderationLog, posts, replies, stories } from "@shared/schema";
import { moderationCasesRepository } from "../repositories/moderation-cases.repository";
import { logInAs } from "../test/auth-helpers";
import { newPost, newStory } from "../test/factories";
import { collectPages } from "../test/list-helpers";
import { solidImage } from "../test/images";
import { uploadImage } from "../test/uploads";
import { useTestApp, ROOMY } from "../test/test-app";

type LoggedIn = Awaited<ReturnType<typeof logInAs>>;

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const POST = { title: "A hard week", content: "Some days are heavy.", category: "general-wellness" };
const GROUP = {
  name: "Calm Circle",
  description: "Quiet walks.",
  location: "Leeds",
  type: "support",
  schedule: "Mondays",
  contactInfo: "a@example.org",
};

describe("/api/moderation", () => {
  const ctx = useTestApp({
    limits: {
      repliesPerMember: ROOMY,
      // One reporter opens every case here: how many reports a member may send is not what is tested.
      reportsPerMember: ROOMY,
    },
  });
  let author: LoggedIn;
  let reporter: LoggedIn;
  let moderator: LoggedIn;
  let otherModerator: LoggedIn;
  const db = () => ctx.database.db;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    reporter = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
    otherModerator = await logInAs(ctx, "moderator");
  });

  /** Reports the item and answers its open case's id. */
  async function report(itemType: string, itemId: string, reason = "spam", note?: string): Promise<string> {
    const res = await reporter.agent.post("/api/reports").send({ itemType, itemId, reason, note });
    expect(res.status).toBe(200);
    const [row] = await db()
      .select()
      .from(moderationCases)
      .where(sql`${moderationCases.itemId} = ${itemId} and ${moderationCases.resolvedAt} is null`);
    return row!.id;
  }

  const act = (caseId: string, body: object, as = moderator) =>
    as.agent.post(`/api/moderation/cases/${caseId}/actions`).send(body);
  const messagesOf = async (member: LoggedIn) =>
    ((await member.agent.get("/api/notifications")).body as { message: string; url: string }[]).map((n) => n.message);
  const auditFor = (itemId: string) => db().select().from(moderationLog).where(eq(moderationLog.itemId, itemId));
  const postRow = async (id: string) => (await db().select().from(posts).where(eq(posts.id, id)))[0];

  async function allQueue(): Promise<ModerationCaseView[]> {
    return (await collectPages<ModerationCaseView>(moderator.agent, "/api/moderation/queue?limit=2")).flat();
  }

  describe("the queue", () => {
    it("puts held items first, then at-risk, then the rest, oldest first within each, with every field", async () => {
      const reported1 = await newPost(author.agent, POST);
      const reportedCase1 = await report("post", reported1, "spam", "Links everywhere");
      const atRisk = await newPost(author.agent, POST);
      const atRiskCase = await report("post", atRisk, "at-risk");
      const reported2 = await newPost(author.agent, POST);
      const reportedCase2 = await report("post", reported2, "harassment");
      // A held post, as the crisis check stores it (docs/decisions.md#safety-first).
      const held = await newPost(author.agent, POST);
      await db().update(posts).set({ heldAt: new Date() }).where(eq(posts.id, held));
      const heldCase = await moderationCasesRepository(db()).open({
        itemType: "post",
        itemId: held,
        authorId: author.user.id,
        snapshot: { title: POST.title, content: POST.content },
        priority: "held",
        crisisMatch: true,
      });
      const reply = await reporter.agent.post(`/api/posts/${reported1}/replies`).send({ content: "Please stop." });
      const replyCase = await report("reply", reply.body.id, "other");

      const queue = await allQueue();
      const mine = [heldCase, atRiskCase, reportedCase1, reportedCase2, replyCase];
      expect(queue.map((row) => row.id).filter((id) => mine.includes(id))).toEqual(mine);
      expect((await moderator.agent.get("/api/moderation/queue/count")).body).toEqual({ open: queue.length });

      const first = queue.find((row) => row.id === reportedCase1)!;
      expect(first).toMatchObject({
        priority: "reported",
        itemType: "post",
        itemId: reported1,
        itemUrl: `/community/${reported1}`,
        snapshot: { title: POST.title, content: POST.content },
        current: { title: POST.title, content: POST.content },
        state: { held: false, hidden: false, locked: false, contentWarnings: [] },
        author: { id: author.user.id, username: author.user.username, suspendedUntil: null, suspended: false },
        reasons: [{ reason: "spam", count: 1 }],
        notes: [{ reason: "spam", note: "Links everywhere" }],
        crisisMatch: false,
        claimedBy: null,
      });
      expect(Date.parse(first.openedAt)).not.toBeNaN();
      expect(first.authorRecent.length).toBeGreaterThan(0);
      expect(first.authorRecent.length).toBeLessThanOrEqual(5);
      expect(first.authorRecent[0]).toMatchObject({ itemType: "post", url: `/community/${held}`, excerpt: POST.title });
      const times = first.authorRecent.map((recent) => Date.parse(recent.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(queue.find((row) => row.id === heldCase)).toMatchObject({
        priority: "held",
        crisisMatch: true,
        state: { held: true },
      });
      expect(queue.find((row) => row.id === replyCase)).toMatchObject({
        itemUrl: `/community/${reported1}#reply-${reply.body.id}`,
        author: { username: reporter.user.username },
        current: { content: "Please stop." },
      });
      // Nobody who reported is named anywhere in the queue.
      expect(JSON.stringify(queue.find((row) => row.id === reportedCase1))).not.toContain(reporter.user.id);
    });

    it("answers 400 for a cursor it did not issue", async () => {
      expect((await moderator.agent.get("/api/moderation/queue?cursor=nonsense")).status).toBe(400);
      expect((await moderator.agent.get("/api/moderation/queue?cursor=1.bm9wZQ")).status).toBe(400);
    });
  });

  describe("claiming", () => {
    it("shows who holds a case and refuses another moderator, naming them", async () => {
      const caseId = await report("post", await newPost(author.agent, POST));
      const claimed = await moderator.agent.post(`/api/moderation/cases/${caseId}/claim`);
      expect(claimed.status).toBe(200);
      expect(claimed.body.claimedBy).toEqual({ id: moderator.user.id, username: moderator.user.username });
      expect((await moderator.agent.post(`/api/moderation/cases/${caseId}/claim`)).status).toBe(200);

      const refused = await otherModerator.agent.post(`/api/moderation/cases/${caseId}/claim`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(`${moderator.user.username} is already looking at this`);
      expect((await otherModerator.agent.delete(`/api/moderation/cases/${caseId}/claim`)).status).toBe(409);

      const released = await moderator.agent.delete(`/api/moderation/cases/${caseId}/claim`);
      expect(released.status).toBe(200);
      expect(released.body.claimedBy).toBeNull();
      expect((await otherModerator.agent.post(`/api/moderation/cases/${caseId}/claim`)).body.claimedBy.id).toBe(
        otherModerator.user.id,
      );
      expect((await moderator.agent.post(`/api/moderation/cases/${UNKNOWN_ID}/claim`)).status).toBe(404);
    });
  });

  describe("actions", () => {
    it("dismiss closes the case and leaves the item as it was; a closed case answers 409", async () => {
      const id = await newPost(author.agent, POST);
      const caseId = await report("post", id);
      const res = await act(caseId, { action: "dismiss", reason: "Not spam" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ resolved: true });
      expect(await postRow(id)).toMatchObject({ hiddenAt: null, heldAt: null });
      expect(await auditFor(id)).toMatchObject([
        { action: "dismiss", moderatorId: moderator.user.id, memberName: author.user.username, reason: "Not spam" },
      ]);
      const again = await act(caseId, { action: "hide", reason: "Changed my mind" });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("This case is already closed");
      expect(await auditFor(id)).toHaveLength(1);
    });

    it("hide hides the item, tells its author why, and logs it; restore shows it again", async () => {
      const id = await newPost(author.agent, POST);
      const res = await act(await report("post", id), { action: "hide", reason: "Selling things" });
      expect(res.body).toEqual({ resolved: true });
      expect(await postRow(id)).toMatchObject({ hiddenReason: "Selling things" });
      expect((await request(ctx.app).get(`/api/posts/${id}`)).body).toMatchObject({ status: "hidden", content: "" });
      expect(await messagesOf(author)).toContain("A moderator hid one of your discussions: Selling things");

      const restored = await act(await report("post", id), { action: "restore", reason: "Looked again" });
      expect(restored.body).toEqual({ resolved: true });
      expect(await postRow(id)).toMatchObject({ hiddenAt: null, hiddenReason: null });
      expect(await messagesOf(author)).toContain("A moderator restored one of your discussions");
      expect((await auditFor(id)).map((entry) => entry.action).sort()).toEqual(["hide", "restore"]);
    });

    it("restore publishes a held reply: counted, its thread's owner told, its thread told live", async () => {
      const postId = await newPost(author.agent, POST);
      const reply = await reporter.agent.post(`/api/posts/${postId}/replies`).send({ content: "Held words." });
      // Held as the crisis check holds one: not counted, nobody told.
      await db().update(replies).set({ heldAt: new Date() }).where(eq(replies.id, reply.body.id));
      await db().update(posts).set({ replies: 0 }).where(eq(posts.id, postId));
      const caseId = await moderationCasesRepository(db()).open({
        itemType: "reply",
        itemId: reply.body.id,
        authorId: reporter.user.id,
        snapshot: { content: "Held words." },
        priority: "held",
        crisisMatch: true,
      });
      const before = (await author.agent.get("/api/notifications")).body.length;
      const res = await act(caseId, { action: "restore", reason: "Safe to publish" });
      expect(res.body).toEqual({ resolved: true });
      expect((await postRow(postId))!.replies).toBe(1);
      const after = (await author.agent.get("/api/notifications")).body;
      expect(after.length).toBe(before + 1);
      expect(after[0]).toMatchObject({ kind: "reply", url: `/community/${postId}#reply-${reply.body.id}` });
      const events = await db()
        .select()
        .from(liveEvents)
        .where(eq(liveEvents.channel, `thread:post:${postId}`));
      expect(events.some((event) => event.payload.replyId === reply.body.id)).toBe(true);
      expect(await messagesOf(reporter)).toContain("A moderator published one of your replies");
    });

    it("delete removes a post, a reply (its count drops), a story and a group, telling each author", async () => {
      const postId = await newPost(author.agent, POST);
      expect((await act(await report("post", postId), { action: "delete", reason: "Spam" })).body).toEqual({
        resolved: true,
      });
      expect(await postRow(postId)).toBeUndefined();
      expect(await messagesOf(author)).toContain("A moderator removed one of your discussions: Spam");

      const threadId = await newPost(author.agent, POST);
      const reply = await reporter.agent.post(`/api/posts/${threadId}/replies`).send({ content: "Rude." });
      expect((await postRow(threadId))!.replies).toBe(1);
      await act(await report("reply", reply.body.id), { action: "delete", reason: "Rude" });
      expect((await postRow(threadId))!.replies).toBe(0);
      expect(await messagesOf(reporter)).toContain("A moderator removed one of your replies: Rude");

      const storyId = await newStory(author.agent);
      await act(await report("story", storyId), { action: "delete", reason: "Harmful" });
      expect(await db().select().from(stories).where(eq(stories.id, storyId))).toEqual([]);

      const group = await request(ctx.app).post("/api/groups").send(GROUP);
      await act(await report("group", group.body.id), { action: "delete", reason: "Fake group" });
      expect(await db().select().from(groups).where(eq(groups.id, group.body.id))).toEqual([]);
    });

    it("delete removes a photo with its stored files, and a post with replies keeps its thread", async () => {
      const imageUrl = await uploadImage(ctx.app, await solidImage("png"), author.agent);
      const photo = await author.agent.post("/api/pet-photos").send({ imageUrl, petName: "Rex" });
      expect((await request(ctx.app).get(imageUrl)).status).toBe(200);
      await act(await report("photo", photo.body.id), { action: "delete", reason: "Not a pet" });
      expect((await request(ctx.app).get(imageUrl)).status).toBe(404);
      expect((await request(ctx.app).get(`/api/pet-photos/${photo.body.id}`)).status).toBe(404);

      const threadId = await newPost(author.agent, POST);
      await reporter.agent.post(`/api/posts/${threadId}/replies`).send({ content: "Stay." });
      await act(await report("post", threadId), { action: "delete", reason: "Harmful" });
      expect(await postRow(threadId)).toMatchObject({ title: "", content: "", replies: 1 });
      expect((await postRow(threadId))!.removedAt).not.toBeNull();
    });

    it("lock closes a discussion and keeps the case open; other kinds answer 400 and change nothing", async () => {
      const id = await newPost(author.agent, POST);
      const caseId = await report("post", id);
      const res = await act(caseId, { action: "lock", reason: "Going in circles" });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: caseId, state: { locked: true } });
      expect(await messagesOf(author)).toContain(
        "A moderator closed one of your discussions to new replies: Going in circles",
      );

      const storyId = await newStory(author.agent);
      const storyCase = await report("story", storyId);
      const refused = await act(storyCase, { action: "lock", reason: "No" });
      expect(refused.status).toBe(400);
      expect(await auditFor(storyId)).toEqual([]);
    });

    it("warn sets the content warnings and note writes to the author; both keep the case open", async () => {
      const id = await newPost(author.agent, POST);
      const caseId = await report("post", id);
      const warned = await act(caseId, { action: "warn", reason: "Loss", contentWarnings: ["pet-loss"] });
      expect(warned.status).toBe(200);
      expect(warned.body.state.contentWarnings).toEqual(["pet-loss"]);
      expect((await postRow(id))!.contentWarnings).toEqual(["pet-loss"]);
      expect((await messagesOf(author)).some((m) => m.startsWith("A moderator added a content warning"))).toBe(true);

      const noted = await act(caseId, { action: "note", message: "Please keep links out." });
      expect(noted.status).toBe(200);
      expect(await messagesOf(author)).toContain("A moderator sent you a note: Please keep links out.");
      expect((await auditFor(id)).map((entry) => entry.reason)).toContain("Please keep links out.");
    });

    it("allows only dismiss once the item is gone", async () => {
      const id = await newPost(author.agent, POST);
      const caseId = await report("post", id);
      expect((await author.agent.delete(`/api/posts/${id}`)).status).toBe(204);
      const view = (await allQueue()).find((row) => row.id === caseId)!;
      expect(view).toMatchObject({ itemUrl: null, current: null, state: null, snapshot: { title: POST.title } });
      expect((await act(caseId, { action: "hide", reason: "Spam" })).status).toBe(409);
      expect((await act(caseId, { action: "dismiss", reason: "Gone" })).body).toEqual({ resolved: true });
    });

    it("answers 400 for a bad action and 404 for an unknown case", async () => {
      const caseId = await report("post", await newPost(author.agent, POST));
      expect((await act(caseId, { action: "explode", reason: "x" })).status).toBe(400);
      expect((await act(caseId, { action: "hide" })).status).toBe(400);
      expect((await act(UNKNOWN_ID, { action: "dismiss", reason: "x" })).status).toBe(404);
    });
  });

  describe("suspensions", () => {
    it("suspends a member: they read but cannot write, and are told until when; lifting ends it", async () => {
      const member = await logInAs(ctx, "member");
      const res = await moderator.agent
        .post(`/api/moderation/members/${member.user.id}/suspension`)
        .send({ days: 7, reason: "Harassment" });
      expect(res.status).toBe(200);
      expect(res.body.suspended).toBe(true);
      const until = new Date(res.body.suspendedUntil);
      expect(until.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

      const refused = await member.agent.post("/api/posts").send(POST);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        `Your account can read but not post until ${until.toUTCString().replace(/:\d\d GMT$/, " GMT")}`,
      );
      expect((await member.agent.get("/api/posts")).status).toBe(200);
      expect((await member.agent.post("/api/notifications/read-all")).status).toBe(200);
      expect((await member.agent.get("/api/me")).body.user).toMatchObject({
        suspended: true,
        suspendedUntil: res.body.suspendedUntil,
      });
      expect((await messagesOf(member))[0]).toMatch(/^A moderator suspended your account until .*: Harassment$/);

      const lifted = await moderator.agent
        .post(`/api/moderation/members/${member.user.id}/suspension/lift`)
        .send({ reason: "Apologised" });
      expect(lifted.body).toEqual({ suspended: false, suspendedUntil: null });
      expect((await member.agent.post("/api/posts").send(POST)).status).toBe(201);
      const actions = (await db().select().from(moderationLog).where(eq(moderationLog.memberId, member.user.id))).map(
        (entry) => entry.action,
      );
      expect(actions.sort()).toEqual(["lift-suspension", "suspend"]);
    });

    it("says 'until a moderator lifts' for an indefinite suspension, and an expired one stops applying", async () => {
      const member = await logInAs(ctx, "member");
      await moderator.agent
        .post(`/api/moderation/members/${member.user.id}/suspension`)
        .send({ days: null, reason: "Threats" });
      const refused = await member.agent.post("/api/posts").send(POST);
      expect(refused.body.message).toBe("Your account can read but not post until a moderator lifts the suspension");

      await db().execute(
        sql`update users set suspended_until = now() - interval '1 minute' where id = ${member.user.id}`,
      );
      expect((await member.agent.post("/api/posts").send(POST)).status).toBe(201);
      expect((await member.agent.get("/api/me")).body.user).toMatchObject({ suspended: false, suspendedUntil: null });
    });

    it("refuses to suspend a moderator or oneself, and answers 404 for nobody", async () => {
      const other = await moderator.agent
        .post(`/api/moderation/members/${otherModerator.user.id}/suspension`)
        .send({ days: 1, reason: "x" });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe("Moderators can't be suspended");
      const self = await moderator.agent
        .post(`/api/moderation/members/${moderator.user.id}/suspension`)
        .send({ days: 1, reason: "x" });
      expect(self.status).toBe(403);
      const nobody = await moderator.agent
        .post(`/api/moderation/members/${UNKNOWN_ID}/suspension`)
        .send({ days: 1, reason: "x" });
      expect(nobody.status).toBe(404);
      const badDays = await moderator.agent
        .post(`/api/moderation/members/${author.user.id}/suspension`)
        .send({ days: 2, reason: "x" });
      expect(badDays.status).toBe(400);
    });
  });

  describe("suspensions, the member first", () => {
    it("refuses nobody (404) or a moderator (403) before it reads the body", async () => {
      const suspension = (id: string, body: object, lift = "") =>
        moderator.agent.post(`/api/moderation/members/${id}/suspension${lift}`).send(body);
      for (const [res, status, message] of [
        [await suspension(UNKNOWN_ID, { days: 2 }), 404, "This member isn't here any more"],
        [await suspension("not-an-id", {}), 404, "This member isn't here any more"],
        [await suspension(otherModerator.user.id, {}), 403, "Moderators can't be suspended"],
        [await suspension(moderator.user.id, { days: 2 }), 403, "You can't suspend your own account"],
        [await suspension(UNKNOWN_ID, {}, "/lift"), 404, "This member isn't here any more"],
      ] as const) {
        expect(res.status).toBe(status);
        expect(res.body.message).toBe(message);
      }
      const badBody = await suspension(author.user.id, { days: 2 });
      expect(badBody.status).toBe(400);
      expect((await suspension(author.user.id, {}, "/lift")).status).toBe(400);
    });
  });

  describe("the audit log", () => {
    it("reads newest first, pages, and cannot be changed or removed", async () => {
      const [first, second] = await collectPages<AuditEntryView>(moderator.agent, "/api/moderation/audit-log?limit=2");
      expect(first).toHaveLength(2);
      expect(first![0]).toMatchObject({ moderator: expect.any(String), action: expect.any(String) });
      const times = first!.map((entry) => Date.parse(entry.createdAt));
      expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
      expect(second![0]!.id).not.toBe(first![0]!.id);

      await expect(db().update(moderationLog).set({ reason: "rewritten" })).rejects.toThrow();
      await expect(db().delete(moderationLog)).rejects.toThrow();
      const entries = await db().select().from(moderationLog);
      expect(entries.some((entry) => entry.reason === "rewritten")).toBe(false);
    });
  });
});
