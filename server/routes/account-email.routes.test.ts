import { eq, sql } from "drizzle-orm";
import request, { type Agent } from "supertest";
import { describe, expect, it } from "vitest";
import { EMAIL_IN_USE_MESSAGE, EXPIRED_LINK_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from "@shared/account-recovery";
import { accountTokens, mailOutbox, users } from "@shared/schema";
import { TEST_PASSWORD, logInAs, logInMembers } from "../test/auth-helpers";
import { TEST_PUBLIC_URL, tokenFrom, uniqueEmail, useSmtpMail } from "../test/mail-helpers";
import { useTestApp, type TestContext } from "../test/test-app";

/** The subjects of every mail queued to `email` (sent or not), oldest first: what the address was or will be sent. */
async function queuedTo(ctx: TestContext, email: string): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`)
    .orderBy(mailOutbox.id);
  return rows.map((row) => row.subject);
}

const VERIFY_SUBJECT = "Please confirm your email address";
const ALREADY_USED_SUBJECT = "Someone tried to use your email address on PawsWell";
const CHANGED_SUBJECT = "The email address on your PawsWell account was changed";

describe("account email", () => {
  const ctx = useTestApp({
    limits: {
      emailVerificationsPerMember: { limit: 3, windowMs: 60_000 },
      emailVerificationsPerAddress: { limit: 2, windowMs: 60_000 },
    },
  });
  const mail = useSmtpMail(ctx);

  /** Asks for a link for `email` as `agent` and answers the token from the mail that arrives. */
  async function requestLink(agent: Agent, email: string): Promise<string> {
    const after = mail.inbox.messages.length;
    const res = await agent.post("/api/account/email").send({ email, currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(202);
    return tokenFrom(await mail.inbox.latestTo(email, { after }), "/verify-email");
  }

  /** A logged-in member whose verified address is `email`. */
  async function memberWithEmail(email = uniqueEmail("owner")) {
    const member = await logInAs(ctx, "member");
    const token = await requestLink(member.agent, email);
    expect((await request(ctx.app).post("/api/account/email/verify").send({ token })).status).toBe(200);
    return { ...member, email };
  }

  const emailOf = async (userId: string) =>
    (await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

  describe("GET /api/account/email", () => {
    it("needs a login", async () => {
      expect((await request(ctx.app).get("/api/account/email")).status).toBe(401);
    });

    it("answers no address for a new member", async () => {
      const { agent } = await logInAs(ctx, "member");
      const res = await agent.get("/api/account/email");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ email: null, pendingEmail: null });
      expect(res.headers["cache-control"]).toContain("no-store");
    });
  });

  describe("POST /api/account/email", () => {
    it("needs a login", async () => {
      expect((await request(ctx.app).post("/api/account/email").send({ email: uniqueEmail() })).status).toBe(401);
    });

    it.each([
      [{ currentPassword: TEST_PASSWORD }],
      [{ email: "", currentPassword: TEST_PASSWORD }],
      [{ email: "not an address", currentPassword: TEST_PASSWORD }],
      [{ email: 42, currentPassword: TEST_PASSWORD }],
      [{ email: `${"a".repeat(250)}@x.org`, currentPassword: TEST_PASSWORD }],
    ])("refuses %j with 400", async (body) => {
      const { agent } = await logInAs(ctx, "member");
      const res = await agent.post("/api/account/email").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/email/i);
    });

    it.each([
      ["without the current password", {}, "Your current password is required"],
      ["with a wrong current password", { currentPassword: "not-my-password" }, WRONG_CURRENT_PASSWORD_MESSAGE],
    ])("refuses a change %s with 400 naming the field, changing and sending nothing", async (_, extra, message) => {
      const { agent, user } = await logInAs(ctx, "member");
      const email = uniqueEmail("no-password");
      const res = await agent.post("/api/account/email").send({ email, ...extra });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: "currentPassword", message }]);
      expect((await agent.get("/api/account/email")).body).toEqual({ email: null, pendingEmail: null });
      expect(await queuedTo(ctx, email)).toEqual([]);
      expect(await emailOf(user.id)).toBeNull();
    });

    it("mails a single-use link to the new address and shows it as pending", async () => {
      const { agent, user } = await logInAs(ctx, "member");
      const email = uniqueEmail("pending");
      const res = await agent.post("/api/account/email").send({ email: `  ${email} `, currentPassword: TEST_PASSWORD });
      expect(res.status).toBe(202);
      const message = await mail.inbox.latestTo(email);
      expect(message.subject).toBe(VERIFY_SUBJECT);
      expect(message.from).toContain("no-reply@pawswell.test");
      expect(message.text).toContain(`Hello ${user.username},`);
      expect(message.links[0]).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));
      expect((await agent.get("/api/account/email")).body).toEqual({ email: null, pendingEmail: email });

      // Only the token's hash is stored.
      const stored = await ctx.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.tokenHash).not.toContain(tokenFrom(message, "/verify-email"));
      expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it("answers another member's verified address as a new one, tells its owner, and never gives it away", async () => {
      const owner = await memberWithEmail(uniqueEmail("taken"));
      const other = await logInAs(ctx, "member");
      const fresh = await logInAs(ctx, "member");
      const unknown = uniqueEmail("fresh");
      const after = mail.inbox.messages.length;

      const taken = await other.agent
        .post("/api/account/email")
        .send({ email: owner.email.toUpperCase(), currentPassword: TEST_PASSWORD });
      const asNew = await fresh.agent
        .post("/api/account/email")
        .send({ email: unknown, currentPassword: TEST_PASSWORD });
      // The same status and the same shape of answer and of settings, whoever owns the address.
      expect([taken.status, asNew.status]).toEqual([202, 202]);
      expect(taken.body).toEqual({ pendingEmail: owner.email.toUpperCase() });
      expect((await other.agent.get("/api/account/email")).body).toEqual({
        email: null,
        pendingEmail: owner.email.toUpperCase(),
      });

      // The owner is told, and no verification link for the address went anywhere.
      const notice = await mail.inbox.latestTo(owner.email, { after });
      expect(notice.subject).toBe(ALREADY_USED_SUBJECT);
      expect(notice.text).toContain(`Hello ${owner.user.username},`);
      expect(notice.links).toEqual([`${TEST_PUBLIC_URL}/login`, `${TEST_PUBLIC_URL}/forgot-password`]);
      expect(await queuedTo(ctx, owner.email)).toEqual([VERIFY_SUBJECT, ALREADY_USED_SUBJECT]);
      expect(await emailOf(other.user.id)).toBeNull();
      expect(await emailOf(owner.user.id)).toBe(owner.email);
    });

    it("limits how many links one member may ask for", async () => {
      const { agent } = await logInAs(ctx, "member");
      for (let i = 0; i < 3; i++)
        expect(
          (await agent.post("/api/account/email").send({ email: uniqueEmail(), currentPassword: TEST_PASSWORD }))
            .status,
        ).toBe(202);
      const res = await agent.post("/api/account/email").send({ email: uniqueEmail(), currentPassword: TEST_PASSWORD });
      expect(res.status).toBe(429);
      expect(res.headers["retry-after"]).toBeDefined();
    });

    it("sends at most the per-address limit of mail to one address, whichever members ask, answering alike", async () => {
      const target = uniqueEmail("outsider");
      const askers = await logInMembers(ctx, 3);
      for (const asker of askers) {
        const res = await asker.agent
          .post("/api/account/email")
          .send({ email: target, currentPassword: TEST_PASSWORD });
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ pendingEmail: target });
      }
      // A sign-up naming it counts with them and is not sent either.
      const signUp = await request(ctx.app)
        .post("/api/register")
        .send({ username: `outsider-${Date.now()}`, password: "long-enough-pass", email: target, ageConfirmed: true });
      expect(signUp.status).toBe(201);
      expect(await queuedTo(ctx, target)).toEqual([VERIFY_SUBJECT, VERIFY_SUBJECT]);
      // Another address is not held back by it.
      const elsewhere = uniqueEmail("elsewhere");
      await askers[2]!.agent.post("/api/account/email").send({ email: elsewhere, currentPassword: TEST_PASSWORD });
      expect(await queuedTo(ctx, elsewhere)).toEqual([VERIFY_SUBJECT]);
    });
  });

  describe("POST /api/account/email/verify", () => {
    it.each([[{}], [{ token: "" }], [{ token: 5 }]])("refuses %j with 400", async (body) => {
      const res = await request(ctx.app).post("/api/account/email/verify").send(body);
      expect(res.status).toBe(400);
    });

    it("refuses a forged token with 400", async () => {
      const res = await request(ctx.app)
        .post("/api/account/email/verify")
        .send({ token: "A".repeat(43) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EXPIRED_LINK_MESSAGE);
    });

    it("verifies from another device, once", async () => {
      const { agent, user } = await logInAs(ctx, "member");
      const email = uniqueEmail("verified");
      const token = await requestLink(agent, email);

      // No cookie: the link opened on a phone.
      const res = await request(ctx.app).post("/api/account/email/verify").send({ token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ email });
      expect((await agent.get("/api/account/email")).body).toEqual({ email, pendingEmail: null });
      const [row] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
      expect(row?.email).toBe(email);

      const again = await request(ctx.app).post("/api/account/email/verify").send({ token });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(EXPIRED_LINK_MESSAGE);
    });

    it("refuses an expired link with 400", async () => {
      const { agent, user } = await logInAs(ctx, "member");
      const token = await requestLink(agent, uniqueEmail("late"));
      await ctx.database.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.userId, user.id));
      const res = await request(ctx.app).post("/api/account/email/verify").send({ token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EXPIRED_LINK_MESSAGE);
    });

    it("only the newest link works after asking twice", async () => {
      const { agent } = await logInAs(ctx, "member");
      const first = await requestLink(agent, uniqueEmail("first"));
      const second = await requestLink(agent, uniqueEmail("second"));
      expect((await request(ctx.app).post("/api/account/email/verify").send({ token: first })).status).toBe(400);
      expect((await request(ctx.app).post("/api/account/email/verify").send({ token: second })).status).toBe(200);
    });

    it("answers 409 when someone else verified the address after the link was sent", async () => {
      const email = uniqueEmail("race");
      const first = await logInAs(ctx, "member");
      const second = await logInAs(ctx, "member");
      const firstToken = await requestLink(first.agent, email);
      const secondToken = await requestLink(second.agent, email);
      expect((await request(ctx.app).post("/api/account/email/verify").send({ token: firstToken })).status).toBe(200);
      const res = await request(ctx.app).post("/api/account/email/verify").send({ token: secondToken });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(EMAIL_IN_USE_MESSAGE);
    });
    it("gives an address to one of two members confirming it at the same moment; the other gets 409", async () => {
      const email = uniqueEmail("same-moment");
      const first = await logInAs(ctx, "member");
      const second = await logInAs(ctx, "member");
      const tokens = [await requestLink(first.agent, email), await requestLink(second.agent, email)];
      const answers = await Promise.all(
        tokens.map((token) => request(ctx.app).post("/api/account/email/verify").send({ token })),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(answers.find((res) => res.status === 409)?.body.message).toBe(EMAIL_IN_USE_MESSAGE);
      const owners = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(owners).toHaveLength(1);
    });
  });

  describe("replacing an address, and undoing it from the old one (POST /api/account/email/revert)", () => {
    /** Replaces `member`'s verified address with a new one and answers the undo token mailed to the old one. */
    async function replaceAddress(agent: Agent, oldEmail: string): Promise<{ newEmail: string; undo: string }> {
      const newEmail = uniqueEmail("new");
      const token = await requestLink(agent, newEmail);
      const after = mail.inbox.messages.length;
      expect((await request(ctx.app).post("/api/account/email/verify").send({ token })).status).toBe(200);
      const notice = await mail.inbox.latestTo(oldEmail, { after });
      expect(notice.subject).toBe(CHANGED_SUBJECT);
      return { newEmail, undo: tokenFrom(notice, "/revert-email") };
    }

    it.each([[{}], [{ token: "" }], [{ token: ["x"] }]])("refuses %j with 400", async (body) => {
      expect((await request(ctx.app).post("/api/account/email/revert").send(body)).status).toBe(400);
    });

    it("refuses a forged token with 400", async () => {
      const res = await request(ctx.app)
        .post("/api/account/email/revert")
        .send({ token: "A".repeat(43) });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EXPIRED_LINK_MESSAGE);
    });

    it("sends no undo link when a first address is added", async () => {
      const { email } = await memberWithEmail(uniqueEmail("first"));
      expect(await queuedTo(ctx, email)).toEqual([VERIFY_SUBJECT]);
    });

    it("mails the old address an undo link that restores it once, ends every session and asks for a new password", async () => {
      const owner = await memberWithEmail(uniqueEmail("original"));
      const { newEmail, undo } = await replaceAddress(owner.agent, owner.email);
      expect(await emailOf(owner.user.id)).toBe(newEmail);
      const notice = await mail.inbox.latestTo(owner.email);
      expect(notice.text).toContain(`Hello ${owner.user.username},`);
      expect(notice.text).not.toContain(newEmail);

      const res = await request(ctx.app).post("/api/account/email/revert").send({ token: undo });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ email: owner.email, resetToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
      expect(await emailOf(owner.user.id)).toBe(owner.email);
      // Every session ended, and the password that made the change no longer logs in.
      expect((await owner.agent.get("/api/me")).status).toBe(401);
      const login = { username: owner.user.username, password: TEST_PASSWORD };
      expect((await request(ctx.app).post("/api/login").send(login)).status).toBe(401);
      // The answer's token sets a new password, once.
      const reset = { token: res.body.resetToken, password: "a-fresh-password" };
      expect((await request(ctx.app).post("/api/password/reset").send(reset)).status).toBe(200);
      expect((await request(ctx.app).post("/api/password/reset").send(reset)).status).toBe(400);
      const newLogin = { username: owner.user.username, password: "a-fresh-password" };
      expect((await request(ctx.app).post("/api/login").send(newLogin)).status).toBe(200);

      const again = await request(ctx.app).post("/api/account/email/revert").send({ token: undo });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(EXPIRED_LINK_MESSAGE);
      expect(await emailOf(owner.user.id)).toBe(owner.email);
    });

    it("keeps the first address's undo link working when the changer undoes a later change of their own", async () => {
      const owner = await memberWithEmail(uniqueEmail("victim"));
      const first = await replaceAddress(owner.agent, owner.email);
      const second = await replaceAddress(owner.agent, first.newEmail);
      // Whoever holds the second address undoes back to it...
      expect((await request(ctx.app).post("/api/account/email/revert").send({ token: second.undo })).status).toBe(200);
      expect(await emailOf(owner.user.id)).toBe(first.newEmail);
      // ...and the first owner's link still puts their own address back, after which the other is spent.
      const res = await request(ctx.app).post("/api/account/email/revert").send({ token: first.undo });
      expect(res.status).toBe(200);
      expect(await emailOf(owner.user.id)).toBe(owner.email);
      expect((await request(ctx.app).post("/api/account/email/revert").send({ token: second.undo })).status).toBe(400);
    });

    it("refuses an expired undo link with 400", async () => {
      const owner = await memberWithEmail(uniqueEmail("slow"));
      const { newEmail, undo } = await replaceAddress(owner.agent, owner.email);
      await ctx.database.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.purpose, "revert-email"));
      expect((await request(ctx.app).post("/api/account/email/revert").send({ token: undo })).status).toBe(400);
      expect(await emailOf(owner.user.id)).toBe(newEmail);
    });
  });

  describe("DELETE /api/account/email", () => {
    it("needs a login", async () => {
      expect((await request(ctx.app).delete("/api/account/email")).status).toBe(401);
    });

    it.each([
      ["without the current password", {}, "Your current password is required"],
      ["with a wrong current password", { currentPassword: "not-my-password" }, WRONG_CURRENT_PASSWORD_MESSAGE],
    ])("refuses %s with 400 naming the field, removing nothing", async (_, body, message) => {
      const owner = await memberWithEmail(uniqueEmail("kept"));
      const res = await owner.agent.delete("/api/account/email").send(body);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: "currentPassword", message }]);
      expect(await emailOf(owner.user.id)).toBe(owner.email);
      expect(await queuedTo(ctx, owner.email)).toEqual([VERIFY_SUBJECT]);
    });

    it("removes the address and any link in flight, and mails the address removed an undo link", async () => {
      const { agent } = await logInAs(ctx, "member");
      const email = uniqueEmail("gone");
      await request(ctx.app)
        .post("/api/account/email/verify")
        .send({ token: await requestLink(agent, email) });
      const pending = await requestLink(agent, uniqueEmail("pending-gone"));

      const after = mail.inbox.messages.length;
      expect((await agent.delete("/api/account/email").send({ currentPassword: TEST_PASSWORD })).status).toBe(204);
      expect((await agent.get("/api/account/email")).body).toEqual({ email: null, pendingEmail: null });
      expect((await request(ctx.app).post("/api/account/email/verify").send({ token: pending })).status).toBe(400);
      const notice = await mail.inbox.latestTo(email, { after });
      expect(notice.subject).toBe(CHANGED_SUBJECT);
      expect(notice.text).toContain("was just removed");
      // The address is free for someone else now.
      const other = await logInAs(ctx, "member");
      expect(
        (await other.agent.post("/api/account/email").send({ email, currentPassword: TEST_PASSWORD })).status,
      ).toBe(202);
      expect(await queuedTo(ctx, email)).toEqual([VERIFY_SUBJECT, CHANGED_SUBJECT, VERIFY_SUBJECT]);
    });
  });
});

describe("POST /api/register with an email", () => {
  const ctx = useTestApp();
  const mail = useSmtpMail(ctx);

  it("creates the account and mails a verification link", async () => {
    const email = uniqueEmail("signup");
    const res = await request(ctx.app)
      .post("/api/register")
      .send({ username: `signup-${Date.now()}`, password: "long-enough-pass", email, ageConfirmed: true });
    expect(res.status).toBe(201);
    const token = tokenFrom(await mail.inbox.latestTo(email), "/verify-email");
    const verified = await request(ctx.app).post("/api/account/email/verify").send({ token });
    expect(verified.body).toEqual({ email });
  });

  it("accepts an empty email field as none", async () => {
    const res = await request(ctx.app)
      .post("/api/register")
      .send({ username: `noemail-${Date.now()}`, password: "long-enough-pass", email: "", ageConfirmed: true });
    expect(res.status).toBe(201);
  });

  it("refuses an invalid email with 400 and creates nothing", async () => {
    const username = `bademail-${Date.now()}`;
    const res = await request(ctx.app)
      .post("/api/register")
      .send({ username, password: "long-enough-pass", email: "nope", ageConfirmed: true });
    expect(res.status).toBe(400);
    const rows = await ctx.database.db.select().from(users).where(eq(users.username, username));
    expect(rows).toHaveLength(0);
  });

  it("answers an address someone verified as a new one, tells its owner, and never gives it to the new account", async () => {
    const email = uniqueEmail("signup-taken");
    const ownerName = `owner-${Date.now()}`;
    await request(ctx.app)
      .post("/api/register")
      .send({ username: ownerName, password: "long-enough-pass", email, ageConfirmed: true });
    const token = tokenFrom(await mail.inbox.latestTo(email), "/verify-email");
    await request(ctx.app).post("/api/account/email/verify").send({ token });

    const username = `second-${Date.now()}`;
    const after = mail.inbox.messages.length;
    const res = await request(ctx.app)
      .post("/api/register")
      .send({ username, password: "long-enough-pass", email, ageConfirmed: true });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["user"]);
    const notice = await mail.inbox.latestTo(email, { after });
    expect(notice.subject).toBe("Someone tried to use your email address on PawsWell");
    expect(notice.text).toContain(`Hello ${ownerName},`);
    const [created] = await ctx.database.db.select().from(users).where(eq(users.username, username));
    expect(created?.email).toBeNull();
    const owners = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(owners).toHaveLength(1);
  });
});
