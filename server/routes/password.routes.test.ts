import { eq } from "drizzle-orm";
import request, { type Agent } from "supertest";
import { describe, expect, it } from "vitest";
import { EXPIRED_LINK_MESSAGE, FORGOT_PASSWORD_ANSWER, WRONG_CURRENT_PASSWORD_MESSAGE } from "@shared/account-recovery";
import { accountTokens, mailOutbox, sessions } from "@shared/schema";
import { TEST_PASSWORD, logInAs } from "../test/auth-helpers";
import { TEST_PUBLIC_URL, tokenFrom, uniqueEmail, useSmtpMail } from "../test/mail-helpers";
import { useTestApp, type TestContext } from "../test/test-app";

const NEW_PASSWORD = "a-brand-new-password";

/** A logged-in member with a verified address. */
async function memberWithEmail(ctx: TestContext, mail: ReturnType<typeof useSmtpMail>) {
  const member = await logInAs(ctx, "member");
  const email = uniqueEmail("reset");
  const after = mail.inbox.messages.length;
  await member.agent.post("/api/account/email").send({ email, currentPassword: TEST_PASSWORD });
  const token = tokenFrom(await mail.inbox.latestTo(email, { after }), "/verify-email");
  expect((await request(ctx.app).post("/api/account/email/verify").send({ token })).status).toBe(200);
  return { ...member, email };
}

/** A second session for `username`, as from another device. */
async function anotherSession(ctx: TestContext, username: string, password = TEST_PASSWORD): Promise<Agent> {
  const agent = request.agent(ctx.app);
  expect((await agent.post("/api/login").send({ username, password })).status).toBe(200);
  return agent;
}

const isLoggedIn = async (agent: Agent) => (await agent.get("/api/me")).status === 200;

describe("password reset", () => {
  const ctx = useTestApp({
    limits: {
      passwordResetsPerAddress: { limit: 30, windowMs: 60_000 },
      passwordResetsPerEmail: { limit: 2, windowMs: 60_000 },
    },
  });
  const mail = useSmtpMail(ctx);

  async function resetLinkFor(email: string): Promise<string> {
    const after = mail.inbox.messages.length;
    const res = await request(ctx.app).post("/api/password/forgot").send({ email });
    expect(res.status).toBe(202);
    return tokenFrom(await mail.inbox.latestTo(email, { after }), "/reset-password");
  }

  describe("POST /api/password/forgot", () => {
    it.each([[{}], [{ email: "" }], [{ email: "nope" }], [{ email: ["a@b.org"] }]])(
      "refuses %j with 400",
      async (body) => {
        const res = await request(ctx.app).post("/api/password/forgot").send(body);
        expect(res.status).toBe(400);
      },
    );

    it("answers a known and an unknown address identically, and mails only the known one", async () => {
      const { email, user } = await memberWithEmail(ctx, mail);
      const unknown = uniqueEmail("nobody");
      const after = mail.inbox.messages.length;

      const known = await request(ctx.app).post("/api/password/forgot").send({ email: email.toUpperCase() });
      const stranger = await request(ctx.app).post("/api/password/forgot").send({ email: unknown });
      expect(known.status).toBe(202);
      expect(stranger.status).toBe(202);
      expect(known.body).toEqual({ message: FORGOT_PASSWORD_ANSWER });
      expect(stranger.body).toEqual(known.body);
      expect(stranger.headers["content-type"]).toBe(known.headers["content-type"]);

      const message = await mail.inbox.latestTo(email, { after });
      expect(message.subject).toBe("Reset your PawsWell password");
      expect(message.text).toContain(`Hello ${user.username},`);
      expect(message.links[0]).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/reset-password\\?token=`));
      // A real wait on purpose: the answer comes before the work (so its timing tells nothing), and
      // an address with no account leaves no trace to wait for; the test is that no mail comes.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mail.inbox.messages.slice(after).filter((m) => m.to.includes(unknown))).toHaveLength(0);
    });

    it("sends nothing for an address only waiting for verification", async () => {
      const { agent } = await logInAs(ctx, "member");
      const email = uniqueEmail("unverified");
      await agent.post("/api/account/email").send({ email, currentPassword: TEST_PASSWORD });
      await mail.inbox.latestTo(email);
      const after = mail.inbox.messages.length;
      expect((await request(ctx.app).post("/api/password/forgot").send({ email })).status).toBe(202);
      // A real wait on purpose, as above: no mail is what is tested.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mail.inbox.messages.slice(after)).toHaveLength(0);
    });

    it("limits requests per address asked about, known or not", async () => {
      const email = uniqueEmail("flood");
      for (let i = 0; i < 2; i++)
        expect((await request(ctx.app).post("/api/password/forgot").send({ email })).status).toBe(202);
      const res = await request(ctx.app).post("/api/password/forgot").send({ email });
      expect(res.status).toBe(429);
      expect(res.headers["retry-after"]).toBeDefined();
    });
  });

  describe("POST /api/password/reset", () => {
    it.each([
      [{}],
      [{ token: "x" }],
      [{ token: "x", password: "short" }],
      [{ token: "", password: NEW_PASSWORD }],
      [{ token: "x", password: "p".repeat(129) }],
    ])("refuses %j with 400", async (body) => {
      expect((await request(ctx.app).post("/api/password/reset").send(body)).status).toBe(400);
    });

    it("refuses a forged token with 400", async () => {
      const res = await request(ctx.app)
        .post("/api/password/reset")
        .send({ token: "B".repeat(43), password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EXPIRED_LINK_MESSAGE);
    });

    it("refuses a short new password from a good link, and the link still works", async () => {
      const { email, user } = await memberWithEmail(ctx, mail);
      const token = await resetLinkFor(email);
      const res = await request(ctx.app).post("/api/password/reset").send({ token, password: "short" });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/at least 8/);
      expect((await request(ctx.app).post("/api/password/reset").send({ token, password: NEW_PASSWORD })).status).toBe(
        200,
      );
      expect(
        (await request(ctx.app).post("/api/login").send({ username: user.username, password: NEW_PASSWORD })).status,
      ).toBe(200);
    });

    it("sets the password, works once, and signs out every session", async () => {
      const { agent, email, user } = await memberWithEmail(ctx, mail);
      const phone = await anotherSession(ctx, user.username);
      const token = await resetLinkFor(email);

      const res = await request(ctx.app).post("/api/password/reset").send({ token, password: NEW_PASSWORD });
      expect(res.status).toBe(200);
      expect(await isLoggedIn(agent)).toBe(false);
      expect(await isLoggedIn(phone)).toBe(false);
      expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);

      expect(
        (await request(ctx.app).post("/api/login").send({ username: user.username, password: TEST_PASSWORD })).status,
      ).toBe(401);
      expect(
        (await request(ctx.app).post("/api/login").send({ username: user.username, password: NEW_PASSWORD })).status,
      ).toBe(200);
      const again = await request(ctx.app)
        .post("/api/password/reset")
        .send({ token, password: "yet-another-password" });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe(EXPIRED_LINK_MESSAGE);
    });

    it("refuses an expired link with 400", async () => {
      const { email, user } = await memberWithEmail(ctx, mail);
      const token = await resetLinkFor(email);
      await ctx.database.db
        .update(accountTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(accountTokens.userId, user.id));
      const res = await request(ctx.app).post("/api/password/reset").send({ token, password: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(EXPIRED_LINK_MESSAGE);
    });

    it("a reset link expires after 30 minutes", async () => {
      const { email, user } = await memberWithEmail(ctx, mail);
      await resetLinkFor(email);
      const rows = await ctx.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
      const reset = rows.find((r) => r.purpose === "reset-password")!;
      expect(reset.expiresAt.getTime() - reset.createdAt.getTime()).toBe(30 * 60 * 1000);
    });

    it("is answered once when the same link is used twice at once", async () => {
      const { email } = await memberWithEmail(ctx, mail);
      const token = await resetLinkFor(email);
      const answers = await Promise.all([
        request(ctx.app).post("/api/password/reset").send({ token, password: NEW_PASSWORD }),
        request(ctx.app).post("/api/password/reset").send({ token, password: "another-new-password" }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 400]);
    });
  });
});

describe("POST /api/account/password", () => {
  const ctx = useTestApp({ limits: { loginFailuresPerUsername: { limit: 3, windowMs: 60_000 } } });

  it("needs a login", async () => {
    const res = await request(ctx.app)
      .post("/api/account/password")
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });

  it.each([
    [{}],
    [{ currentPassword: TEST_PASSWORD }],
    [{ currentPassword: "", newPassword: NEW_PASSWORD }],
    [{ currentPassword: TEST_PASSWORD, newPassword: "short" }],
    [{ currentPassword: TEST_PASSWORD, newPassword: 12345678 }],
  ])("refuses %j with 400", async (body) => {
    const { agent } = await logInAs(ctx, "member");
    expect((await agent.post("/api/account/password").send(body)).status).toBe(400);
  });

  it("refuses a wrong current password with 400 naming the field, keeps the session, and counts it like a failed login", async () => {
    const { agent, user } = await logInAs(ctx, "member");
    for (let i = 0; i < 3; i++) {
      const res = await agent
        .post("/api/account/password")
        .send({ currentPassword: "not-the-password", newPassword: NEW_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: "currentPassword", message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
    }
    expect(await isLoggedIn(agent)).toBe(true);
    const limited = await agent
      .post("/api/account/password")
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(limited.status).toBe(429);
    expect(
      (await request(ctx.app).post("/api/login").send({ username: user.username, password: TEST_PASSWORD })).status,
    ).toBe(429);
  });

  it("changes the password and signs out the other sessions, keeping this one", async () => {
    const { agent, user } = await logInAs(ctx, "member");
    const phone = await anotherSession(ctx, user.username);
    const tablet = await anotherSession(ctx, user.username);

    const res = await agent
      .post("/api/account/password")
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect(await isLoggedIn(agent)).toBe(true);
    expect(await isLoggedIn(phone)).toBe(false);
    expect(await isLoggedIn(tablet)).toBe(false);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);

    expect(
      (await request(ctx.app).post("/api/login").send({ username: user.username, password: TEST_PASSWORD })).status,
    ).toBe(401);
    expect(
      (await request(ctx.app).post("/api/login").send({ username: user.username, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });
});

describe("POST /api/account/password tells the member's address", () => {
  const ctx = useTestApp();
  const mail = useSmtpMail(ctx);

  it("mails the verified address that the password changed, with the way to a reset link", async () => {
    const { agent, user, email } = await memberWithEmail(ctx, mail);
    const after = mail.inbox.messages.length;
    const res = await agent
      .post("/api/account/password")
      .send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(204);
    const notice = await mail.inbox.latestTo(email, { after });
    expect(notice.subject).toBe("Your PawsWell password was changed");
    expect(notice.text).toContain(`Hello ${user.username},`);
    expect(notice.text).toContain("If it was not you");
    expect(notice.links).toEqual([`${TEST_PUBLIC_URL}/forgot-password`]);
  });

  it("mails nothing when the password is wrong", async () => {
    const { agent, email } = await memberWithEmail(ctx, mail);
    const res = await agent
      .post("/api/account/password")
      .send({ currentPassword: "not-the-password", newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    const subjects = await ctx.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(subjects.map((row) => row.subject)).toEqual(["Please confirm your email address"]);
  });
});
