import { eq } from "drizzle-orm";
import request, { type Agent } from "supertest";
import { describe, expect, it } from "vitest";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "@shared/account-recovery";
import { recoveryCodes, users } from "@shared/schema";
import { RECOVERY_CODE_COUNT } from "@shared/two-factor";
import { newTotpSecret } from "../auth/totp";
import { twoFactorService, verifySecondFactor } from "../services/two-factor";
import { TEST_PASSWORD, logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { freshCode, turnOnTwoFactor, wrongCode } from "../test/two-factor-helpers";

const PER_ACCOUNT = 3;
const PER_ADDRESS = 25;
const SESSION_COOKIE = /pawswell\.sid=([^;]+)/;

describe("two-factor sign-in", () => {
  const ctx = useTestApp({
    limits: {
      twoFactorAttemptsPerAccount: { limit: PER_ACCOUNT, windowMs: 60_000 },
      twoFactorAttemptsPerAddress: { limit: PER_ADDRESS, windowMs: 60_000 },
    },
  });

  /** A member with two-factor sign-in on, logged in on `agent`. */
  async function memberWithTwoFactor() {
    const { agent, user } = await logInAs(ctx, "member");
    return { agent, user, ...(await turnOnTwoFactor(agent)) };
  }

  /** Logs `username` in with the password on a fresh agent; answers the agent and the answer. */
  async function passwordStep(username: string): Promise<{ agent: Agent; body: Record<string, unknown> }> {
    const agent = request.agent(ctx.app);
    const res = await agent.post("/api/login").send({ username, password: TEST_PASSWORD });
    expect(res.status, res.text).toBe(200);
    return { agent, body: res.body };
  }

  const recoveryRows = (userId: string) =>
    ctx.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId));

  describe("GET /api/account/two-factor", () => {
    it("answers 401 to a visitor", async () => {
      const res = await request(ctx.app).get("/api/account/two-factor");
      expect(res.status).toBe(401);
    });

    it("says it is off for a new member", async () => {
      const { agent } = await logInAs(ctx, "member");
      const res = await agent.get("/api/account/two-factor");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    });
  });

  describe("POST /api/account/two-factor/setup", () => {
    it("answers 401 to a visitor", async () => {
      expect((await request(ctx.app).post("/api/account/two-factor/setup")).status).toBe(401);
    });

    it.each([
      ["without the current password", {}, "Your current password is required"],
      ["with a wrong current password", { currentPassword: "not-my-password" }, WRONG_CURRENT_PASSWORD_MESSAGE],
    ])("refuses %s with 400 naming the field, showing no secret", async (_, body, message) => {
      const { agent } = await logInAs(ctx, "member");
      const res = await agent.post("/api/account/two-factor/setup").send(body);
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: "currentPassword", message }]);
      expect(res.body.secret).toBeUndefined();
      // Nothing waits in the session for a code either.
      expect((await agent.post("/api/account/two-factor/confirm").send({ code: "123456" })).status).toBe(409);
    });

    it("answers a secret, its otpauth URI and a QR code, and stores nothing in the users table yet", async () => {
      const { agent, user } = await logInAs(ctx, "member");
      const res = await agent.post("/api/account/two-factor/setup").send({ currentPassword: TEST_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(res.body.otpauthUri).toBe(
        `otpauth://totp/PawsWell:${user.username}?issuer=PawsWell&secret=${res.body.secret}&algorithm=SHA1&digits=6&period=30`,
      );
      expect(res.body.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.totpSecret).toBeNull();
      expect((await agent.get("/api/account/two-factor")).body.enabled).toBe(false);
    });

    it("answers 409 when two-factor sign-in is already on", async () => {
      const { agent } = await memberWithTwoFactor();
      const res = await agent.post("/api/account/two-factor/setup").send({ currentPassword: TEST_PASSWORD });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe("Two-factor sign-in is already on.");
    });
  });

  describe("POST /api/account/two-factor/confirm", () => {
    it("answers 401 to a visitor", async () => {
      expect((await request(ctx.app).post("/api/account/two-factor/confirm").send({ code: "123456" })).status).toBe(
        401,
      );
    });

    it("answers 400 naming the code when it is not six digits", async () => {
      const { agent } = await logInAs(ctx, "member");
      await agent.post("/api/account/two-factor/setup").send({ currentPassword: TEST_PASSWORD });
      const res = await agent.post("/api/account/two-factor/confirm").send({ code: "12ab" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("code: Enter the 6-digit code from your authenticator app");
    });

    it("answers 409 without a setup in this session", async () => {
      const { agent } = await logInAs(ctx, "member");
      const res = await agent.post("/api/account/two-factor/confirm").send({ code: "123456" });
      expect(res.status).toBe(409);
    });

    it("answers 400 to a wrong code and leaves it off", async () => {
      const { agent } = await logInAs(ctx, "member");
      const setup = await agent.post("/api/account/two-factor/setup").send({ currentPassword: TEST_PASSWORD });
      const res = await agent.post("/api/account/two-factor/confirm").send({ code: wrongCode(setup.body.secret) });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/didn't work/);
      expect((await agent.get("/api/account/two-factor")).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    });

    it("turns it on and answers ten different recovery codes, stored only as hashes", async () => {
      const { agent, user } = await logInAs(ctx, "member");
      const setup = await agent.post("/api/account/two-factor/setup").send({ currentPassword: TEST_PASSWORD });
      const { code } = await freshCode(setup.body.secret);
      const res = await agent.post("/api/account/two-factor/confirm").send({ code });
      expect(res.status).toBe(200);
      const codes = res.body.recoveryCodes as string[];
      expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
      for (const shown of codes) expect(shown).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
      const stored = await recoveryRows(user.id);
      expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
      for (const row of stored) {
        expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
        expect(codes.some((shown) => row.codeHash.includes(shown.replace("-", "")))).toBe(false);
      }
      expect((await agent.get("/api/account/two-factor")).body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
      // The setup is used up: confirming again has nothing to confirm.
      expect((await agent.post("/api/account/two-factor/confirm").send({ code })).status).toBe(409);
    });
  });

  describe("POST /api/login with two-factor sign-in on, then POST /api/login/two-factor", () => {
    it("asks for a code without logging in, and the code logs in with a new session id", async () => {
      const { agent, user, secret, step } = await memberWithTwoFactor();
      expect((await agent.post("/api/logout")).status).toBe(204);

      const login = request.agent(ctx.app);
      const first = await login.post("/api/login").send({ username: user.username, password: TEST_PASSWORD });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ twoFactorRequired: true });
      expect((await login.get("/api/me")).status).toBe(401);
      const pendingSid = SESSION_COOKIE.exec(String(first.headers["set-cookie"]))?.[1];
      expect(pendingSid).toBeDefined();

      const { code } = await freshCode(secret, step);
      const second = await login.post("/api/login/two-factor").send({ code });
      expect(second.status, second.text).toBe(200);
      expect(second.body.user).toMatchObject({ id: user.id, username: user.username });
      const loggedInSid = SESSION_COOKIE.exec(String(second.headers["set-cookie"]))?.[1];
      expect(loggedInSid).toBeDefined();
      expect(loggedInSid).not.toBe(pendingSid);
      expect((await login.get("/api/me")).body.user.id).toBe(user.id);
    });

    it("refuses a code that was already used (401), even from another session", async () => {
      const { user, secret, step } = await memberWithTwoFactor();
      const { code } = await freshCode(secret, step);
      const { agent: first } = await passwordStep(user.username);
      expect((await first.post("/api/login/two-factor").send({ code })).status).toBe(200);
      const { agent: second } = await passwordStep(user.username);
      const replayed = await second.post("/api/login/two-factor").send({ code });
      expect(replayed.status).toBe(401);
      expect(replayed.body.message).toMatch(/didn't work/);
      expect((await second.get("/api/me")).status).toBe(401);
    });

    it("refuses the code that turned it on (it is spent)", async () => {
      const { agent, user, secret, step } = await memberWithTwoFactor();
      await agent.post("/api/logout");
      const { agent: login } = await passwordStep(user.username);
      const { code } = await freshCode(secret, step - 1);
      expect((await login.post("/api/login/two-factor").send({ code })).status).toBe(401);
    });

    it("logs in once with a recovery code, and never again with the same one", async () => {
      const { user, recoveryCodes: codes } = await memberWithTwoFactor();
      const { agent: first } = await passwordStep(user.username);
      // Typed in capitals and without the dash, as people do.
      const typed = codes[3]!.replace("-", "").toUpperCase();
      const ok = await first.post("/api/login/two-factor").send({ recoveryCode: typed });
      expect(ok.status, ok.text).toBe(200);
      expect((await first.get("/api/account/two-factor")).body).toEqual({ enabled: true, recoveryCodesLeft: 9 });
      const { agent: second } = await passwordStep(user.username);
      expect((await second.post("/api/login/two-factor").send({ recoveryCode: codes[3] })).status).toBe(401);
      expect((await second.post("/api/login/two-factor").send({ recoveryCode: codes[4] })).status).toBe(200);
    });

    it("answers 401 when no login waits for a code", async () => {
      const res = await request(ctx.app).post("/api/login/two-factor").send({ code: "123456" });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Please log in with your username and password first.");
    });

    it("answers 400 to a body with neither or both", async () => {
      const { user } = await memberWithTwoFactor();
      const { agent } = await passwordStep(user.username);
      expect((await agent.post("/api/login/two-factor").send({})).status).toBe(400);
      expect((await agent.post("/api/login/two-factor").send({ code: "123456", recoveryCode: "x" })).status).toBe(400);
      expect((await agent.post("/api/login/two-factor").send({ code: "12345" })).status).toBe(400);
    });

    it("logs a member without two-factor sign-in in at once, as before", async () => {
      const { agent } = await logInAs(ctx, "member");
      expect((await agent.get("/api/me")).status).toBe(200);
    });
  });

  describe("DELETE /api/account/two-factor", () => {
    it("answers 401 to a visitor", async () => {
      expect((await request(ctx.app).delete("/api/account/two-factor").send({})).status).toBe(401);
    });

    it("answers 400 naming the password to a missing or wrong one, 400 to a wrong code, and stays on", async () => {
      const { agent, secret } = await memberWithTwoFactor();
      const { code } = await freshCode(secret);
      const noPassword = await agent.delete("/api/account/two-factor").send({ code });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.issues).toEqual([
        { path: "currentPassword", message: "Your current password is required" },
      ]);
      const wrongPassword = await agent
        .delete("/api/account/two-factor")
        .send({ currentPassword: "not-my-password", code });
      expect(wrongPassword.status).toBe(400);
      expect(wrongPassword.body.issues).toEqual([{ path: "currentPassword", message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
      const badCode = await agent
        .delete("/api/account/two-factor")
        .send({ currentPassword: TEST_PASSWORD, code: wrongCode(secret) });
      expect(badCode.status).toBe(400);
      expect((await agent.get("/api/account/two-factor")).body.enabled).toBe(true);
      // Still logged in: a wrong password here is not a lost session.
      expect((await agent.get("/api/me")).status).toBe(200);
    });

    it("turns it off with the password and a code: no secret, no recovery codes, login asks no code", async () => {
      const { agent, user, secret, step } = await memberWithTwoFactor();
      const { code } = await freshCode(secret, step);
      const res = await agent.delete("/api/account/two-factor").send({ currentPassword: TEST_PASSWORD, code });
      expect(res.status).toBe(204);
      expect((await agent.get("/api/account/two-factor")).body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
      expect(await recoveryRows(user.id)).toEqual([]);
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ totpSecret: null, totpLastStep: null });
      const { body } = await passwordStep(user.username);
      expect(body.user).toMatchObject({ id: user.id });
    });

    it("takes a recovery code as the code", async () => {
      const { agent, recoveryCodes: codes } = await memberWithTwoFactor();
      const res = await agent
        .delete("/api/account/two-factor")
        .send({ currentPassword: TEST_PASSWORD, code: codes[0] });
      expect(res.status).toBe(204);
    });

    it("answers 409 when it is not on", async () => {
      const { agent } = await logInAs(ctx, "member");
      const res = await agent
        .delete("/api/account/two-factor")
        .send({ currentPassword: TEST_PASSWORD, code: "123456" });
      expect(res.status).toBe(409);
    });
  });

  describe("POST /api/account/two-factor/recovery-codes", () => {
    it("answers 409 when two-factor sign-in is off", async () => {
      const { agent } = await logInAs(ctx, "member");
      expect((await agent.post("/api/account/two-factor/recovery-codes").send({ code: "123456" })).status).toBe(409);
    });

    it("answers 400 to a wrong code", async () => {
      const { agent, secret } = await memberWithTwoFactor();
      const res = await agent.post("/api/account/two-factor/recovery-codes").send({ code: wrongCode(secret) });
      expect(res.status).toBe(400);
    });

    it("replaces all ten: the old codes stop working, the new ones work", async () => {
      const { agent, user, secret, step, recoveryCodes: old } = await memberWithTwoFactor();
      const { code } = await freshCode(secret, step);
      const res = await agent.post("/api/account/two-factor/recovery-codes").send({ code });
      expect(res.status).toBe(200);
      const fresh = res.body.recoveryCodes as string[];
      expect(fresh).toHaveLength(10);
      expect(fresh.filter((one) => old.includes(one))).toEqual([]);
      expect(await recoveryRows(user.id)).toHaveLength(10);
      const { agent: withOld } = await passwordStep(user.username);
      expect((await withOld.post("/api/login/two-factor").send({ recoveryCode: old[0] })).status).toBe(401);
      expect((await withOld.post("/api/login/two-factor").send({ recoveryCode: fresh[0] })).status).toBe(200);
    });
  });

  describe("verifySecondFactor (for the account deletion route)", () => {
    it("is true for a member without two-factor sign-in, and false for an unknown account", async () => {
      const { user } = await logInAs(ctx, "member");
      expect(await verifySecondFactor(ctx.database.db, user.id, {})).toBe(true);
      expect(await verifySecondFactor(ctx.database.db, "00000000-0000-4000-8000-000000000000", {})).toBe(false);
    });

    it("needs a fresh code or an unused recovery code once it is on, each accepted once", async () => {
      const { user, secret, step, recoveryCodes: codes } = await memberWithTwoFactor();
      const { db } = ctx.database;
      expect(await verifySecondFactor(db, user.id, {})).toBe(false);
      expect(await verifySecondFactor(db, user.id, { code: wrongCode(secret) })).toBe(false);
      const { code } = await freshCode(secret, step);
      // Two at once with the same code: exactly one wins.
      const raced = await Promise.all([
        verifySecondFactor(db, user.id, { code }),
        verifySecondFactor(db, user.id, { code }),
      ]);
      expect(raced.filter(Boolean)).toHaveLength(1);
      expect(await verifySecondFactor(db, user.id, { recoveryCode: codes[0] })).toBe(true);
      expect(await verifySecondFactor(db, user.id, { recoveryCode: codes[0] })).toBe(false);
      // A recovery code typed where a code goes is read as one.
      expect(await verifySecondFactor(db, user.id, { code: codes[1] })).toBe(true);
      expect(await verifySecondFactor(db, user.id, { recoveryCode: "not a code" })).toBe(false);
    });
  });

  describe("limits on code attempts", () => {
    it("answers 429 with Retry-After once an account has had too many wrong codes, even for the right one", async () => {
      const { user, secret, step } = await memberWithTwoFactor();
      const { agent } = await passwordStep(user.username);
      for (let attempt = 0; attempt < PER_ACCOUNT; attempt++) {
        expect((await agent.post("/api/login/two-factor").send({ code: wrongCode(secret) })).status).toBe(401);
      }
      const { code } = await freshCode(secret, step);
      const refused = await agent.post("/api/login/two-factor").send({ code });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe("Too many code attempts. Please wait a few minutes and try again.");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // From a fresh session too: the limit is the account's, not the session's.
      const { agent: again } = await passwordStep(user.username);
      expect((await again.post("/api/login/two-factor").send({ code })).status).toBe(429);
    });

    // Last: once the address is blocked, every code attempt from it is refused.
    it("answers 429 once one address has tried too many wrong codes, across accounts", async () => {
      const service = twoFactorService(ctx.database.db);
      const accounts = Math.ceil(PER_ADDRESS / (PER_ACCOUNT - 1)) + 1;
      const statuses: number[] = [];
      for (let index = 0; index < accounts; index++) {
        // Turned on through the service, so only the wrong codes below count against the address.
        const { user } = await logInAs(ctx, "member");
        const secret = newTotpSecret();
        await service.confirmSetup(user.id, secret, (await freshCode(secret)).code);
        const { agent } = await passwordStep(user.username);
        // Each account stays under its own limit: what refuses them is the address's.
        for (let attempt = 0; attempt < PER_ACCOUNT - 1; attempt++)
          statuses.push((await agent.post("/api/login/two-factor").send({ code: wrongCode(secret) })).status);
      }
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(PER_ADDRESS);
    });
  });
});
