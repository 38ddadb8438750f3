import { eq, inArray, sql } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { ModerationCaseView } from "@shared/safety/moderation";
import { moderationCases, moderationLog, posts, replies, reports, users } from "@shared/schema";
import { moderationLogRepository } from "../repositories/moderation-log.repository";
import { logInAs, logInMembers } from "../test/auth-helpers";
import { newPost } from "../test/factories";
import { collectPages } from "../test/list-helpers";
import { useTestApp } from "../test/test-app";
import { AT_RISK_CASES_PER_REPORTER, NET_HIDDEN_REASON } from "../services/reports";
import { REPORTS_LIMITED } from "@shared/contracts/reports.contract";

type LoggedIn = Awaited<ReturnType<typeof logInAs>>;

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const POST = { title: "Spammy offer", content: "Buy cheap leads now", category: "general-wellness" };

describe("POST /api/reports", () => {
  const ctx = useTestApp({
    // Reports arrive through one proxy here, and X-Forwarded-For says which address each came from.
    trustProxy: "loopback",
    limits: { guestReportsPerAddress: { limit: 3, windowMs: 60_000 } },
  });
  let author: LoggedIn;
  let moderator: LoggedIn;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
  });

  const db = () => ctx.database.db;
  const caseOf = async (itemId: string) =>
    (await db().select().from(moderationCases).where(eq(moderationCases.itemId, itemId)))[0];
  const reportsOf = async (caseId: string) => db().select().from(reports).where(eq(reports.caseId, caseId));
  const postRow = async (id: string) => (await db().select().from(posts).where(eq(posts.id, id)))[0]!;

  let addressCount = 0;
  /** A client address no other report in this file comes from (198.18.0.0/15 is for tests). */
  const newAddress = () => {
    addressCount += 1;
    return `198.18.${addressCount >> 8}.${addressCount & 255}`;
  };

  /** `count` members whose accounts were made a minute ago. */
  const freshMembers = (count: number) => logInMembers(ctx, count);

  /** Makes `members`' accounts two days old (older than newMemberMs, a day). */
  async function ageTwoDays(members: LoggedIn[]): Promise<void> {
    await db()
      .update(users)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(
        inArray(
          users.id,
          members.map((member) => member.user.id),
        ),
      );
  }

  /** `count` members whose accounts are two days old. */
  async function establishedMembers(count: number): Promise<LoggedIn[]> {
    const made = await freshMembers(count);
    await ageTwoDays(made);
    return made;
  }

  /** `by` reports the post from `address` (one of its own unless given); the answer is always 200. */
  async function report(by: LoggedIn, itemId: string, reason = "spam", address = newAddress()): Promise<void> {
    const res = await by.agent
      .post("/api/reports")
      .set("X-Forwarded-For", address)
      .send({ itemType: "post", itemId, reason });
    expect(res.status).toBe(200);
  }

  it("answers 404, calmly, for an item that is not there, of every kind", async () => {
    const [reporter] = await freshMembers(1);
    for (const itemType of ["post", "reply", "story", "photo", "group"]) {
      const res = await reporter!.agent.post("/api/reports").send({ itemType, itemId: UNKNOWN_ID, reason: "spam" });
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/isn't here any more$/);
    }
  });

  it("answers 400 naming the field for a bad body", async () => {
    const [reporter] = await freshMembers(1);
    const res = await reporter!.agent.post("/api/reports").send({ itemType: "post", itemId: UNKNOWN_ID });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/reason/);
  });

  it("opens a case with a snapshot, and a member's repeat answers 200 and counts once", async () => {
    const [reporter] = await freshMembers(1);
    const id = await newPost(author.agent, POST);
    const body = { itemType: "post", itemId: id, reason: "spam", note: "Selling things" };
    for (let i = 0; i < 3; i++) {
      const res = await reporter!.agent.post("/api/reports").send(body);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ received: true });
    }
    const opened = await caseOf(id);
    expect(opened).toMatchObject({ priority: 2, snapshot: { title: POST.title, content: POST.content } });
    const rows = await reportsOf(opened!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: "spam", note: "Selling things", snapshot: { title: POST.title } });
  });

  it("keeps the reporter's address only as a keyed hash, and forgets it when a moderator closes the case", async () => {
    const [reporter] = await freshMembers(1);
    const id = await newPost(author.agent, POST);
    const address = newAddress();
    await report(reporter!, id, "spam", address);
    const opened = (await caseOf(id))!;
    const [row] = await reportsOf(opened.id);
    expect(row!.reporterAddressHash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(await db().select().from(reports))).not.toContain(address);

    const dismissed = await moderator.agent
      .post(`/api/moderation/cases/${opened.id}/actions`)
      .send({ action: "dismiss", reason: "Fine as it is" });
    expect(dismissed.status).toBe(200);
    expect((await reportsOf(opened.id))[0]!.reporterAddressHash).toBeNull();
  });

  it("puts an at-risk report at the top priority of its case", async () => {
    const [first, second] = await freshMembers(2);
    const id = await newPost(author.agent, POST);
    await report(first!, id, "spam");
    await report(second!, id, "at-risk");
    expect((await caseOf(id))!.priority).toBe(1);
  });

  it("reports replies too, and a held item only its author and moderators can see is a 404 to others", async () => {
    const [reporter, replier] = await freshMembers(2);
    const id = await newPost(author.agent, POST);
    const reply = await replier!.agent.post(`/api/posts/${id}/replies`).send({ content: "Thinking of you" });
    expect(reply.status).toBe(201);
    const ok = await request(ctx.app)
      .post("/api/reports")
      .set("X-Forwarded-For", newAddress())
      .send({ itemType: "reply", itemId: reply.body.id, reason: "harassment" });
    expect(ok.status).toBe(200);

    await db().update(replies).set({ heldAt: new Date() }).where(eq(replies.id, reply.body.id));
    const held = { itemType: "reply", itemId: reply.body.id, reason: "other" };
    expect((await reporter!.agent.post("/api/reports").send(held)).status).toBe(404);
    expect((await replier!.agent.post("/api/reports").send(held)).status).toBe(200);
    expect((await moderator.agent.post("/api/reports").send(held)).status).toBe(200);
  });

  it("never shows the reporter to the reported person", async () => {
    const [reporter] = await freshMembers(1);
    const id = await newPost(author.agent, POST);
    await report(reporter!, id, "harassment");
    const seen = JSON.stringify([
      (await author.agent.get(`/api/posts/${id}`)).body,
      (await author.agent.get("/api/notifications")).body,
    ]);
    expect(seen).not.toContain(reporter!.user.username);
    expect(seen).not.toContain(reporter!.user.id);
  });

  describe("the net", () => {
    it("hides an item three established members reported from three addresses, and logs it as PawsWell", async () => {
      const reporters = await establishedMembers(3);
      const id = await newPost(author.agent, POST);
      for (const [i, reason] of (["spam", "harassment", "spam"] as const).entries()) {
        expect((await postRow(id)).hiddenAt).toBeNull();
        await report(reporters[i]!, id, reason);
      }
      const row = await postRow(id);
      expect(row.hiddenAt).not.toBeNull();
      expect(row.hiddenReason).toBe(NET_HIDDEN_REASON);
      const [entry] = await db().select().from(moderationLog).where(eq(moderationLog.itemId, id));
      expect(entry).toMatchObject({
        moderatorId: null,
        moderatorName: "PawsWell",
        action: "hide",
        itemType: "post",
        memberId: author.user.id,
        memberName: author.user.username,
      });
      // The public sees its place, without its text; its author sees why.
      expect((await request(ctx.app).get(`/api/posts/${id}`)).body).toMatchObject({ status: "hidden", content: "" });
      expect((await author.agent.get(`/api/posts/${id}`)).body).toMatchObject({ hiddenReason: NET_HIDDEN_REASON });
    });

    it("does not hide for three accounts made a minute ago from one address (the probe's raid)", async () => {
      const raiders = await freshMembers(3);
      const id = await newPost(author.agent, POST);
      const address = newAddress();
      for (const raider of raiders) await report(raider, id, "spam", address);
      expect((await postRow(id)).hiddenAt).toBeNull();
      // Each report still reaches the moderators.
      expect(await reportsOf((await caseOf(id))!.id)).toHaveLength(3);
    });

    it("does not count accounts newer than a day, from however many addresses", async () => {
      const id = await newPost(author.agent, POST);
      for (const member of await freshMembers(4)) await report(member, id);
      expect((await postRow(id)).hiddenAt).toBeNull();
    });

    it("counts established members reporting from one address once", async () => {
      const id = await newPost(author.agent, POST);
      const address = newAddress();
      for (const member of await establishedMembers(4)) await report(member, id, "harassment", address);
      expect((await postRow(id)).hiddenAt).toBeNull();
    });

    it("weighs an account's age when it reported: a raid's accounts do not start counting a day later", async () => {
      const raiders = await freshMembers(2);
      const id = await newPost(author.agent, POST);
      for (const raider of raiders) await report(raider, id);
      // A day and more passes: the accounts and their reports are two days old.
      await ageTwoDays(raiders);
      await db()
        .update(reports)
        .set({ createdAt: sql`now() - interval '2 days' + interval '1 minute'` })
        .where(eq(reports.caseId, (await caseOf(id))!.id));
      const [established] = await establishedMembers(1);
      await report(established!, id);
      expect((await postRow(id)).hiddenAt).toBeNull();
    });

    it("does not count a member a moderator has acted against (words hidden or removed, or suspended)", async () => {
      const [hiddenBefore, suspendedBefore, good, alsoGood, thirdGood] = await establishedMembers(5);
      for (const [member, action] of [
        [hiddenBefore!, "hide"],
        [suspendedBefore!, "suspend"],
      ] as const) {
        await moderationLogRepository(db()).append({
          moderatorId: moderator.user.id,
          moderatorName: moderator.user.username,
          action,
          memberId: member.user.id,
          memberName: member.user.username,
          reason: "Upheld report",
        });
      }
      // The site's own net hiding a member's words is no moderator's judgement: it leaves them counting.
      await moderationLogRepository(db()).append({
        moderatorId: null,
        moderatorName: "PawsWell",
        action: "hide",
        memberId: good!.user.id,
        memberName: good!.user.username,
        reason: NET_HIDDEN_REASON,
      });
      const id = await newPost(author.agent, POST);
      for (const member of [hiddenBefore!, suspendedBefore!, good!, alsoGood!]) await report(member, id);
      expect((await postRow(id)).hiddenAt).toBeNull();
      await report(thirdGood!, id);
      expect((await postRow(id)).hiddenAt).not.toBeNull();
    });

    it("counts a moderator's report, however new their account", async () => {
      const reporters = await establishedMembers(2);
      const id = await newPost(author.agent, POST);
      for (const member of reporters) await report(member, id);
      expect((await postRow(id)).hiddenAt).toBeNull();
      await report(await logInAs(ctx, "moderator"), id);
      expect((await postRow(id)).hiddenAt).not.toBeNull();
    });

    it("never hides what a moderator wrote, however many report it; it waits in the queue", async () => {
      const id = await newPost(moderator.agent, POST);
      for (const member of await establishedMembers(4)) await report(member, id, "harmful");
      expect((await postRow(id)).hiddenAt).toBeNull();
      expect(await reportsOf((await caseOf(id))!.id)).toHaveLength(4);
    });

    it("never hides for at-risk reports, however many", async () => {
      const id = await newPost(author.agent, POST);
      for (const reporter of await establishedMembers(3)) await report(reporter, id, "at-risk");
      expect((await postRow(id)).hiddenAt).toBeNull();
    });

    it("does not hide for two members, nor count one member twice, nor count guests", async () => {
      const [first, second, third] = await establishedMembers(3);
      const id = await newPost(author.agent, POST);
      await report(first!, id, "spam");
      await report(first!, id, "harmful");
      await report(second!, id, "spam");
      await report(third!, id, "at-risk");
      for (let i = 0; i < 2; i++) {
        const res = await request(ctx.app)
          .post("/api/reports")
          .set("X-Forwarded-For", newAddress())
          .send({ itemType: "post", itemId: id, reason: "spam" });
        expect(res.status).toBe(200);
      }
      expect((await postRow(id)).hiddenAt).toBeNull();
    });
  });

  describe("the queue's at-risk place", () => {
    async function queue(): Promise<ModerationCaseView[]> {
      return (await collectPages<ModerationCaseView>(moderator.agent, "/api/moderation/queue?limit=50")).flat();
    }

    it("a flood of at-risk reports from one account does not outrank someone else's genuine one", async () => {
      const [flooder, genuine, another] = await freshMembers(3);
      const flooded: string[] = [];
      const address = newAddress();
      for (let i = 0; i < AT_RISK_CASES_PER_REPORTER + 3; i++) {
        flooded.push(await newPost(author.agent, POST));
        await report(flooder!, flooded[i]!, "at-risk", address);
      }
      const real = await newPost(author.agent, POST);
      await report(genuine!, real, "at-risk");

      const cases = await queue();
      const place = (itemId: string) => cases.findIndex((row) => row.itemId === itemId);
      expect(cases[place(real)]).toMatchObject({ priority: "at-risk" });
      for (const itemId of flooded) {
        expect(place(itemId)).toBeGreaterThan(place(real));
        // Still there for a moderator, its reason said.
        expect(cases[place(itemId)]).toMatchObject({
          priority: "reported",
          reasons: [{ reason: "at-risk", count: 1 }],
        });
      }

      // Someone else's "at risk" report of a flooded item lifts it again.
      await report(another!, flooded[0]!, "at-risk");
      expect((await caseOf(flooded[0]!))!.priority).toBe(1);
    });

    it("counts one address's accounts together", async () => {
      const accounts = await freshMembers(2);
      const address = newAddress();
      const items: string[] = [];
      for (let i = 0; i <= AT_RISK_CASES_PER_REPORTER; i++) {
        items.push(await newPost(author.agent, POST));
        await report(accounts[i % 2]!, items[i]!, "at-risk", address);
      }
      for (const itemId of items) expect((await caseOf(itemId))!.priority).toBe(2);
    });

    it("keeps a member's few at-risk reports, and a crisis match, at the top", async () => {
      const [member] = await freshMembers(1);
      const address = newAddress();
      const items: string[] = [];
      for (let i = 0; i < AT_RISK_CASES_PER_REPORTER; i++) {
        items.push(await newPost(author.agent, POST));
        await report(member!, items[i]!, "at-risk", address);
      }
      for (const itemId of items) expect((await caseOf(itemId))!.priority).toBe(1);
      // A published post that matched a crisis phrase stays at the top whoever floods it.
      await db().update(moderationCases).set({ crisisMatch: true }).where(eq(moderationCases.itemId, items[0]!));
      const more = await newPost(author.agent, POST);
      await report(member!, more, "at-risk", address);
      expect((await caseOf(items[0]!))!.priority).toBe(1);
      expect((await caseOf(items[1]!))!.priority).toBe(2);
      expect((await caseOf(more))!.priority).toBe(2);
    });
  });

  describe("limits", () => {
    it("limits guests per address with 429, while members go on", async () => {
      const [member] = await freshMembers(1);
      const id = await newPost(author.agent, POST);
      const body = { itemType: "post", itemId: id, reason: "other" };
      const address = newAddress();
      let status = 200;
      for (let i = 0; i < 5 && status === 200; i++)
        status = (await request(ctx.app).post("/api/reports").set("X-Forwarded-For", address).send(body)).status;
      expect(status).toBe(429);
      await report(member!, id, "other", address);
    });

    it("refuses a member's 16th report in a burst with 429 and a calm message, writing nothing", async () => {
      const [member] = await freshMembers(1);
      const items: string[] = [];
      for (let i = 0; i < 16; i++) items.push(await newPost(author.agent, POST));
      const answers = await Promise.all(
        items.map((itemId) => member!.agent.post("/api/reports").send({ itemType: "post", itemId, reason: "at-risk" })),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array<number>(15).fill(200), 429]);
      const refused = answers.find((res) => res.status === 429)!;
      expect(refused.body.message).toBe(REPORTS_LIMITED);
      expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
      const filed = await db().select().from(reports).where(eq(reports.reporterId, member!.user.id));
      expect(filed).toHaveLength(15);
      // Another member is not held back by it.
      const [other] = await freshMembers(1);
      await report(other!, items[0]!, "spam");
    });
  });
});
