import { eq } from "drizzle-orm";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { EMAIL_IN_USE_MESSAGE, EXPIRED_LINK_MESSAGE } from "@shared/account-recovery";
import { accountTokens, users } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { TEST_PUBLIC_URL, tokenFrom, uniqueEmail, useSmtpMail } from "../test/mail-helpers";
import { useTestApp } from "../test/test-app";

describe("account email", () => {
  const ctx = useTestApp({
    limits: { emailVerificationsPerMember: { limit: 3, windowMs: 60_000 } },
  });
  const mail = useSmtpMail(ctx);

  /** Asks for a link for `email` as `agent` and answers the token from the mail that arrives. */
  async function requestLink(agent: Awaited<ReturnType<typeof logInAs>>["agent"], email: string): Promise<string> {
    const after = mail.inbox.messages.length;
    const res = await agent.post("/api/account/email").send({ email });
    expect(res.status).toBe(202);
    return tokenFrom(await mail.inbox.latestTo(email, { after }), "/verify-email");
  }

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
      [{}],
      [{ email: "" }],
      [{ email: "not an address" }],
      [{ email: 42 }],
      [{ email: `${"a".repeat(250)}@x.org` }],
    ])("refuses %j with 400", async (body) => {
      const { agent } = await logInAs(ctx, "member");
      const res = await agent.post("/api/account/email").send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/email/i);
    });

    it("mails a single-use link to the new address and shows it as pending", async () => {
      const { agent, user } = await logInAs(ctx, "member");
      const email = uniqueEmail("pending");
      const res = await agent.post("/api/account/email").send({ email: `  ${email} ` });
      expect(res.status).toBe(202);
      const message = await mail.inbox.latestTo(email);
      expect(message.subject).toBe("Please confirm your email address");
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

    it("answers 409 for an address another member has verified, without mailing it", async () => {
      const owner = await logInAs(ctx, "member");
      const email = uniqueEmail("taken");
      await owner.agent.post("/api/account/email/verify").send({ token: await requestLink(owner.agent, email) });
      const before = mail.inbox.messages.length;

      const other = await logInAs(ctx, "member");
      const res = await other.agent.post("/api/account/email").send({ email: email.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(EMAIL_IN_USE_MESSAGE);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mail.inbox.messages.length).toBe(before);
    });

    it("limits how many links one member may ask for", async () => {
      const { agent } = await logInAs(ctx, "member");
      for (let i = 0; i < 3; i++)
        expect((await agent.post("/api/account/email").send({ email: uniqueEmail() })).status).toBe(202);
      const res = await agent.post("/api/account/email").send({ email: uniqueEmail() });
      expect(res.status).toBe(429);
      expect(res.headers["retry-after"]).toBeDefined();
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

  describe("DELETE /api/account/email", () => {
    it("needs a login", async () => {
      expect((await request(ctx.app).delete("/api/account/email")).status).toBe(401);
    });

    it("removes the address and any link in flight", async () => {
      const { agent } = await logInAs(ctx, "member");
      const email = uniqueEmail("gone");
      await request(ctx.app)
        .post("/api/account/email/verify")
        .send({ token: await requestLink(agent, email) });
      const pending = await requestLink(agent, uniqueEmail("pending-gone"));

      expect((await agent.delete("/api/account/email")).status).toBe(204);
      expect((await agent.get("/api/account/email")).body).toEqual({ email: null, pendingEmail: null });
      expect((await request(ctx.app).post("/api/account/email/verify").send({ token: pending })).status).toBe(400);
      // The address is free for someone else now.
      const other = await logInAs(ctx, "member");
      expect((await other.agent.post("/api/account/email").send({ email })).status).toBe(202);
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

  it("refuses an address someone verified with 409 and creates nothing", async () => {
    const email = uniqueEmail("signup-taken");
    await request(ctx.app)
      .post("/api/register")
      .send({ username: `owner-${Date.now()}`, password: "long-enough-pass", email, ageConfirmed: true });
    const token = tokenFrom(await mail.inbox.latestTo(email), "/verify-email");
    await request(ctx.app).post("/api/account/email/verify").send({ token });

    const username = `second-${Date.now()}`;
    const res = await request(ctx.app)
      .post("/api/register")
      .send({ username, password: "long-enough-pass", email, ageConfirmed: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(EMAIL_IN_USE_MESSAGE);
    expect(await ctx.database.db.select().from(users).where(eq(users.username, username))).toHaveLength(0);
  });
});
