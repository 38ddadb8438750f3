import { eq } from "drizzle-orm";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import type { AccountSettingsView } from "@shared/contracts/account-settings.contract";
import { mailOutbox, notifications, users } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { newPost } from "../test/factories";
import { useTestApp, ROOMY } from "../test/test-app";
import { testDatabaseKind } from "../test/test-database";
import { siteLink } from "../mail/site-links";

type Member = Awaited<ReturnType<typeof logInAs>>;

const DAY = 24 * 60 * 60 * 1000;
const POST = { content: "We did it.", category: "general-wellness" };

describe(`account settings (${testDatabaseKind})`, () => {
  const ctx = useTestApp({ limits: { repliesPerMember: ROOMY, newMemberReplies: ROOMY } });
  let friend: Member;
  let another: Member;
  let moderator: Member;

  beforeAll(async () => {
    friend = await logInAs(ctx, "member");
    another = await logInAs(ctx, "member");
    moderator = await logInAs(ctx, "moderator");
  });

  const replyTo = async (postId: string, by: Member = friend) =>
    expect((await by.agent.post(`/api/posts/${postId}/replies`).send({ content: "So glad." })).status).toBe(201);
  const notificationsOf = async (member: Member) =>
    ctx.database.db.select().from(notifications).where(eq(notifications.userId, member.user.id));
  const mailTo = async (member: Member) =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.userId, member.user.id));
  const setEmail = (member: Member, email: string | null) =>
    ctx.database.db.update(users).set({ email }).where(eq(users.id, member.user.id));
  const patch = (member: Member, body: object) => member.agent.patch("/api/account/settings").send(body);

  describe("GET /api/account/settings", () => {
    it("answers 401 to a visitor", async () => {
      const res = await request(ctx.app).get("/api/account/settings");
      expect(res.status).toBe(401);
    });

    it("answers the defaults to a new member, privately", async () => {
      const member = await logInAs(ctx, "member");
      const res = await member.agent.get("/api/account/settings");
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toContain("no-store");
      expect(res.body).toEqual({
        notificationDelivery: "app",
        onBreak: null,
        memberPageShown: true,
        hasVerifiedEmail: false,
        crisisAlertMail: null,
      } satisfies AccountSettingsView);
    });
  });

  describe("PATCH /api/account/settings", () => {
    it("answers 401 to a visitor before reading the body", async () => {
      expect((await request(ctx.app).patch("/api/account/settings").send({ breakFor: "1d" })).status).toBe(401);
      expect((await request(ctx.app).patch("/api/account/settings").send({ breakFor: 7 })).status).toBe(401);
    });

    it("answers 400 naming the problem for bad input, and changes nothing", async () => {
      const member = await logInAs(ctx, "member");
      const cases: [object, string][] = [
        [{}, "Send at least one setting to change"],
        [{ notificationDelivery: "pigeon" }, "notificationDelivery must be one of app, email, digest, none"],
        [{ breakFor: "2d" }, "breakFor must be one of 1d, 1w, until-turned-off, off"],
        [{ memberPageShown: "no" }, "memberPageShown must be true or false"],
        [{ memberPageShown: false, theme: "dark" }, "theme"],
      ];
      for (const [body, message] of cases) {
        const res = await patch(member, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message, JSON.stringify(body)).toContain(message);
      }
      expect((await member.agent.get("/api/account/settings")).body.memberPageShown).toBe(true);
    });

    it("refuses email delivery and the digest without a verified address", async () => {
      const member = await logInAs(ctx, "member");
      for (const notificationDelivery of ["email", "digest"]) {
        const res = await patch(member, { notificationDelivery });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe("Add and verify an email address first.");
      }
      await setEmail(member, `${member.user.username}@example.org`);
      const res = await patch(member, { notificationDelivery: "email" });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ notificationDelivery: "email", hasVerifiedEmail: true });
    });

    it("starts a break of a day, a week or until turned off, and ends one", async () => {
      const member = await logInAs(ctx, "member");
      const day = await patch(member, { breakFor: "1d" });
      expect(day.status).toBe(200);
      expect(Date.parse(day.body.onBreak.until) - Date.now()).toBeGreaterThan(DAY - 60_000);
      expect(Date.parse(day.body.onBreak.until) - Date.now()).toBeLessThanOrEqual(DAY);
      const week = await patch(member, { breakFor: "1w" });
      expect(Date.parse(week.body.onBreak.until) - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
      expect((await patch(member, { breakFor: "until-turned-off" })).body.onBreak).toEqual({ until: null });
      expect((await member.agent.get("/api/account/settings")).body.onBreak).toEqual({ until: null });
      expect((await patch(member, { breakFor: "off" })).body.onBreak).toBeNull();
    });
  });

  describe("taking a break", () => {
    it("pauses notifications and hides the count; ending it brings both back", async () => {
      const author = await logInAs(ctx, "member");
      const postId = await newPost(author.agent, POST);
      await replyTo(postId);
      expect((await author.agent.get("/api/notifications/unread-count")).body).toEqual({ unread: 1 });

      await patch(author, { breakFor: "1d" });
      expect((await author.agent.get("/api/notifications/unread-count")).body).toEqual({ unread: 0, paused: true });
      await replyTo(postId, another);
      await another.agent.put(`/api/posts/${postId}/reactions/support`);
      expect(await notificationsOf(author)).toHaveLength(1);
      // Reading during a break still answers the hidden count.
      expect((await author.agent.post("/api/notifications/read-all").send({})).body).toEqual({
        unread: 0,
        paused: true,
      });

      await patch(author, { breakFor: "off" });
      expect((await author.agent.get("/api/notifications/unread-count")).body).toEqual({ unread: 0 });
      await replyTo(postId);
      expect((await author.agent.get("/api/notifications/unread-count")).body).toEqual({ unread: 1 });
      expect(await notificationsOf(author)).toHaveLength(2);
    });

    it("ends by itself when its time has passed", async () => {
      const author = await logInAs(ctx, "member");
      const postId = await newPost(author.agent, POST);
      await patch(author, { breakFor: "1d" });
      await replyTo(postId);
      expect(await notificationsOf(author)).toHaveLength(0);
      await ctx.database.db
        .update(users)
        .set({ breakStartedAt: new Date(Date.now() - 2 * DAY), breakEndsAt: new Date(Date.now() - DAY) })
        .where(eq(users.id, author.user.id));
      expect((await author.agent.get("/api/account/settings")).body.onBreak).toBeNull();
      await replyTo(postId);
      expect((await author.agent.get("/api/notifications/unread-count")).body).toEqual({ unread: 1 });
    });

    it("still keeps a moderator's word about the member's account, silently, and sends no mail", async () => {
      const author = await logInAs(ctx, "member");
      await setEmail(author, `${author.user.username}@example.org`);
      await patch(author, { notificationDelivery: "email", breakFor: "until-turned-off" });
      const suspended = await moderator.agent
        .post(`/api/moderation/members/${author.user.id}/suspension`)
        .send({ days: 1, reason: "Cooling off" });
      expect(suspended.status, suspended.text).toBe(200);
      expect((await notificationsOf(author)).map((row) => row.kind)).toEqual(["moderation"]);
      expect(await mailTo(author)).toHaveLength(0);
      expect((await author.agent.get("/api/notifications/unread-count")).body).toEqual({ unread: 0, paused: true });
      // A suspended member can still end their break.
      expect((await patch(author, { breakFor: "off" })).status).toBe(200);
      expect((await author.agent.get("/api/notifications/unread-count")).body).toEqual({ unread: 1 });
    });
  });

  describe("notification delivery", () => {
    it('"none" creates no notifications', async () => {
      const author = await logInAs(ctx, "member");
      expect((await patch(author, { notificationDelivery: "none" })).body.notificationDelivery).toBe("none");
      const postId = await newPost(author.agent, POST);
      await replyTo(postId);
      await friend.agent.put(`/api/posts/${postId}/reactions/support`);
      expect(await notificationsOf(author)).toHaveLength(0);
      expect((await author.agent.get("/api/notifications/unread-count")).body).toEqual({ unread: 0 });
    });

    it('"email" queues exactly one mail per new notification, not one per reaction', async () => {
      const author = await logInAs(ctx, "member");
      const address = `${author.user.username}@example.org`;
      await setEmail(author, address);
      await patch(author, { notificationDelivery: "email" });
      const postId = await newPost(author.agent, POST);

      await replyTo(postId);
      let mail = await mailTo(author);
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        toAddress: address,
        subject: `PawsWell: ${friend.user.username} replied to “First walk”`,
      });
      expect(mail[0]!.textBody).toContain(`Read it: ${siteLink(`/community/${postId}`)}`);

      await friend.agent.put(`/api/posts/${postId}/reactions/support`);
      await another.agent.put(`/api/posts/${postId}/reactions/support`);
      mail = await mailTo(author);
      expect(mail).toHaveLength(2);
      expect(mail[1]!.subject).toBe(`PawsWell: ${friend.user.username} sent support to “First walk”`);
      expect(await notificationsOf(author)).toHaveLength(2);

      // "In the app" sends nothing.
      await patch(author, { notificationDelivery: "app" });
      await replyTo(postId, another);
      expect(await mailTo(author)).toHaveLength(2);
      expect(await notificationsOf(author)).toHaveLength(3);
    });
  });

  describe("a hidden member page", () => {
    it("is not found by visitors and other members; the member and moderators still see it", async () => {
      const member = await logInAs(ctx, "member");
      await newPost(member.agent, POST);
      const name = member.user.username;
      expect((await patch(member, { memberPageShown: false })).body.memberPageShown).toBe(false);
      for (const path of [`/api/members/${name}`, `/api/members/${name}/posts`, `/api/members/${name}/stories`]) {
        const visitor = await request(ctx.app).get(path);
        expect(visitor.status, path).toBe(404);
        expect(visitor.body.message).toBe("We couldn't find that member");
        expect((await friend.agent.get(path)).status, path).toBe(404);
        expect((await member.agent.get(path)).status, path).toBe(200);
        expect((await moderator.agent.get(path)).status, path).toBe(200);
      }
      // The same answer as a name nobody has.
      const nobody = await request(ctx.app).get("/api/members/nobody-by-this-name");
      expect((await request(ctx.app).get(`/api/members/${name}`)).body).toEqual(nobody.body);

      await patch(member, { memberPageShown: true });
      expect((await request(ctx.app).get(`/api/members/${name}`)).status).toBe(200);
    });
  });
});
