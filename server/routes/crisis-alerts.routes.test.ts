/**
 * A crisis hold tells the moderators at once (held posts are to be claimed within
 * 15 minutes): every moderator's bell, and mail to those who chose it, once per hold and never
 * quoting what was written. The author can answer the moderators about their own item; only
 * moderators read it, in the case.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema";
import type { NotificationView } from "@shared/contracts/notifications.contract";
import type { ModerationCaseView } from "@shared/safety/moderation";
import { logInAs } from "../test/auth-helpers";
import { uniqueEmail, useSmtpMail } from "../test/mail-helpers";
import { useTestApp, ROOMY } from "../test/test-app";

const IMMINENT = "I have the pills. I'm going to end it all tonight.";
const CALM = "Thank you for looking. I'm safe at my sister's now.";

describe("crisis alerts to moderators", () => {
  const ctx = useTestApp({
    limits: {
      repliesPerMember: ROOMY,
      newMemberReplies: ROOMY,
    },
  });
  const mail = useSmtpMail(ctx);
  type LoggedIn = Awaited<ReturnType<typeof logInAs>>;
  let author: LoggedIn;
  let stranger: LoggedIn;
  let mailed: LoggedIn & { email: string };
  let quiet: LoggedIn & { email: string };

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    stranger = await logInAs(ctx, "member");
    const withEmail = async () => {
      const moderator = await logInAs(ctx, "moderator");
      const email = uniqueEmail("moderator");
      await ctx.database.db.update(users).set({ email }).where(eq(users.id, moderator.user.id));
      return { ...moderator, email };
    };
    mailed = await withEmail();
    quiet = await withEmail();
    const off = await quiet.agent.patch("/api/account/settings").send({ crisisAlertMail: false });
    expect(off.status).toBe(200);
    expect(off.body.crisisAlertMail).toBe(false);
  });

  const bell = async (who: LoggedIn) => (await who.agent.get("/api/notifications?limit=50")).body as NotificationView[];
  const holdAlerts = async (who: LoggedIn) => (await bell(who)).filter((notice) => notice.kind === "crisis-hold");

  async function post(content: string) {
    const res = await author.agent.post("/api/posts").send({ title: "Tonight", content, category: "pet-loss" });
    expect(res.status).toBe(201);
    return res.body as { id: string; status: string };
  }

  async function caseFor(itemId: string): Promise<ModerationCaseView> {
    const queue = (await mailed.agent.get("/api/moderation/queue?limit=50")).body as ModerationCaseView[];
    return queue.find((row) => row.itemId === itemId)!;
  }

  it("puts one calm notice in every moderator's bell, leading to the case, without quoting the post", async () => {
    const before = (await holdAlerts(mailed)).length;
    const held = await post(IMMINENT);
    expect(held.status).toBe("held");
    const row = await caseFor(held.id);
    for (const moderator of [mailed, quiet]) {
      const alerts = await holdAlerts(moderator);
      expect(alerts).toHaveLength(before + 1);
      expect(alerts[0]).toMatchObject({
        message: "A discussion was held for possible crisis: please read it soon",
        url: `/admin?tab=queue#case-${row.id}`,
        read: false,
      });
      expect(JSON.stringify(alerts[0])).not.toContain("pills");
    }
    expect((await mailed.agent.get("/api/notifications/unread-count")).body.unread).toBeGreaterThan(0);
    // The author and other members hear nothing.
    expect(await holdAlerts(author)).toEqual([]);
    expect(await holdAlerts(stranger)).toEqual([]);
  });

  it("mails the moderators who chose it, with the link and not the words", async () => {
    const held = await post(IMMINENT);
    const row = await caseFor(held.id);
    const link = `https://pawswell.test/admin?tab=queue#case-${row.id}`;
    // The first test's mail may still be on its way: wait for this hold's own.
    await expect
      .poll(() => mail.inbox.messages.some((sent) => sent.to.includes(mailed.email) && sent.links.includes(link)), {
        timeout: 10_000,
      })
      .toBe(true);
    const message = mail.inbox.messages.find((sent) => sent.links.includes(link) && sent.to.includes(mailed.email))!;
    expect(message.subject).toBe("PawsWell: A discussion was held for possible crisis: please read it soon");
    expect(message.text).not.toContain("pills");
    expect(mail.inbox.messages.some((sent) => sent.to.includes(quiet.email))).toBe(false);
  });

  it("tells them once per hold: an edit that stays held adds nothing", async () => {
    const held = await post(IMMINENT);
    const count = (await holdAlerts(mailed)).length;
    const edit = await author.agent.patch(`/api/posts/${held.id}`).send({ content: `${IMMINENT} Sorry.` });
    expect(edit.status).toBe(200);
    expect(await holdAlerts(mailed)).toHaveLength(count);
  });

  it("alerts for every screened kind: a reply and a guest's story too, named by kind", async () => {
    const thread = await author.agent
      .post("/api/posts")
      .send({ title: "Walks", content: "The park was quiet.", category: "pet-loss" });
    const reply = await author.agent.post(`/api/posts/${thread.body.id}/replies`).send({ content: IMMINENT });
    expect(reply.status).toBe(201);
    expect((await holdAlerts(quiet))[0]!.message).toBe("A reply was held for possible crisis: please read it soon");
    const { default: request } = await import("supertest");
    const story = await request(ctx.app)
      .post("/api/stories")
      .send({ title: "Last night", content: IMMINENT, author: "a friend", petName: "Biscuit", petType: "dog" });
    expect(story.status).toBe(201);
    expect((await holdAlerts(quiet))[0]!.message).toBe("A story was held for possible crisis: please read it soon");
  });

  it("lets only moderators change the crisis mail choice, and shows it only to them", async () => {
    expect((await author.agent.get("/api/account/settings")).body.crisisAlertMail).toBeNull();
    const refused = await author.agent.patch("/api/account/settings").send({ crisisAlertMail: false });
    expect(refused.status).toBe(403);
    expect((await mailed.agent.get("/api/account/settings")).body.crisisAlertMail).toBe(true);
    const bad = await mailed.agent.patch("/api/account/settings").send({ crisisAlertMail: "no" });
    expect(bad.status).toBe(400);
  });

  describe("the author's answer", () => {
    it("joins the case with its time, tells the moderator who wrote, and is the author's alone to send", async () => {
      const held = await post(IMMINENT);
      const row = await caseFor(held.id);
      const note = await mailed.agent
        .post(`/api/moderation/cases/${row.id}/actions`)
        .send({ action: "note", message: "We're here. Are you safe right now?" });
      expect(note.status).toBe(200);
      const [notice] = (await bell(author)).filter((item) => item.kind === "moderation");
      expect(notice!.answerable).toEqual({ itemType: "post", itemId: held.id });

      const body = { itemType: "post", itemId: held.id, text: CALM };
      expect((await stranger.agent.post("/api/reports/answers").send(body)).status).toBe(404);
      const sent = await author.agent.post("/api/reports/answers").send(body);
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ status: "sent" });

      const after = await caseFor(held.id);
      expect(after.answers).toEqual([{ text: CALM, createdAt: expect.any(String) }]);
      const [answerNotice] = (await bell(mailed)).filter((item) => item.kind === "author-answer");
      expect(answerNotice).toMatchObject({
        message: "The author of a discussion answered the moderators",
        url: `/admin?tab=queue#case-${row.id}`,
      });
      // Only the moderator who wrote the note is told.
      expect((await bell(quiet)).filter((item) => item.kind === "author-answer")).toEqual([]);
    });

    it("screens the answer: one in danger now heads the queue and the author is shown the helplines", async () => {
      const reply = await author.agent.post("/api/posts").send({
        title: "A walk today",
        content: "We went to the park.",
        category: "pet-loss",
      });
      const id = reply.body.id as string;
      const count = (await holdAlerts(quiet)).length;
      const sent = await author.agent
        .post("/api/reports/answers")
        .send({ itemType: "post", itemId: id, text: IMMINENT });
      expect(sent.body).toEqual({ status: "held" });
      const row = await caseFor(id);
      expect(row).toMatchObject({ priority: "held", crisisMatch: true, answers: [{ text: IMMINENT }] });
      expect(await holdAlerts(quiet)).toHaveLength(count + 1);
    });

    it("refuses what is not an answer with a clear 400, and a guest with 401", async () => {
      const held = await post(IMMINENT);
      for (const body of [
        { itemType: "post", itemId: held.id, text: "   " },
        { itemType: "post", itemId: held.id, text: "x".repeat(1001) },
        { itemType: "thing", itemId: held.id, text: "hi" },
        { itemType: "post", itemId: "nope", text: "hi" },
      ]) {
        const res = await author.agent.post("/api/reports/answers").send(body);
        expect(res.status).toBe(400);
      }
      const { default: request } = await import("supertest");
      const guest = await request(ctx.app)
        .post("/api/reports/answers")
        .send({ itemType: "post", itemId: held.id, text: "hi" });
      expect(guest.status).toBe(401);
    });
  });
});
