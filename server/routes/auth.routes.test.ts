import { eq } from "drizzle-orm";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { sessions, users } from "@shared/schema";
import { createApp } from "../app";
import { sessionSetup } from "../auth/session";
import { resolveLimits } from "../config/limits";
import { requireModerator } from "../middleware/auth";
import { errorHandler } from "../middleware/error-handler";
import { createLocalStorage } from "../storage/local-storage";
import { logInAs, TEST_PASSWORD } from "../test/auth-helpers";
import { TEST_SECRET, useTestApp } from "../test/test-app";

const SMALL = { limit: 3, windowMs: 60_000 };

function sessionCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  const cookie = cookies.find((line) => line.startsWith("pawswell.sid="));
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

const cookiePair = (cookie: string) => cookie.split(";")[0] ?? "";

describe("accounts and sessions", () => {
  const ctx = useTestApp({
    limits: { loginFailuresPerUsername: SMALL, signupsPerAddress: { limit: 20, windowMs: 60_000 } },
  });

  it("answers 401 from /api/me and validate-session without a session, and writes no session row", async () => {
    expect((await request(ctx.app).get("/api/me")).status).toBe(401);
    const res = await request(ctx.app).get("/api/validate-session/00000000-0000-0000-0000-000000000000");
    expect(res.status).toBe(401);
    await request(ctx.app).get("/api/categories");
    expect(await ctx.database.db.select().from(sessions)).toEqual([]);
  });

  it("asks the terms' age: without a yes it answers 400 naming the field, and creates nothing", async () => {
    for (const ageConfirmed of [undefined, false, "yes", 1]) {
      const res = await request(ctx.app)
        .post("/api/register")
        .send({ username: "too-young", password: "long-enough", ageConfirmed });
      expect(res.status, String(ageConfirmed)).toBe(400);
      expect(res.body.message).toBe("ageConfirmed: Please confirm you are 16 or older");
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.username, "too-young"))).toHaveLength(0);
  });

  it("answers 400 naming the field for bad credentials", async () => {
    const short = await request(ctx.app)
      .post("/api/register")
      .send({ username: "ab", password: "long-enough", ageConfirmed: true });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe("username: Username must be at least 3 characters");
    const chars = await request(ctx.app)
      .post("/api/register")
      .send({ username: "bad name!", password: "long-enough", ageConfirmed: true });
    expect(chars.body.message).toBe("username: Username may only contain letters, digits, _, - and .");
    const pw = await request(ctx.app)
      .post("/api/register")
      .send({ username: "goodname", password: "short", ageConfirmed: true });
    expect(pw.status).toBe(400);
    expect(pw.body.message).toBe("password: Password must be at least 8 characters");
    const missing = await request(ctx.app).post("/api/login").send({ username: "goodname" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("password: Password is required");
  });

  it("registers a member without a password in the answer, and refuses the name in any case", async () => {
    const res = await request(ctx.app)
      .post("/api/register")
      .send({ username: "Luna", password: "moonlight-walks", ageConfirmed: true });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      user: { id: expect.any(String), username: "Luna", suspendedUntil: null, suspended: false },
    });
    expect(JSON.stringify(res.body)).not.toContain("password");
    const again = await request(ctx.app)
      .post("/api/register")
      .send({ username: "luna", password: "other-password", ageConfirmed: true });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "Username already exists" });
  });

  it("answers 409 to one of two simultaneous sign-ups for the same name", async () => {
    const send = () =>
      request(ctx.app)
        .post("/api/register")
        .send({ username: "racer", password: "fast-and-furry", ageConfirmed: true });
    const statuses = (await Promise.all([send(), send(), send()])).map((res) => res.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });

  it("answers the same 401 for an unknown user and a wrong password", async () => {
    await request(ctx.app)
      .post("/api/register")
      .send({ username: "milo", password: "tennis-balls", ageConfirmed: true });
    const unknown = await request(ctx.app)
      .post("/api/login")
      .send({ username: "nobody-here", password: "tennis-balls" });
    const wrong = await request(ctx.app).post("/api/login").send({ username: "milo", password: "not-the-one" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ message: "Invalid username or password" });
    expect(wrong.body).toEqual(unknown.body);
  });

  it("answers 429 with Retry-After once a username has failed too often", async () => {
    await request(ctx.app)
      .post("/api/register")
      .send({ username: "bella", password: "squeaky-toy", ageConfirmed: true });
    for (let i = 0; i < SMALL.limit; i++) {
      expect(
        (await request(ctx.app).post("/api/login").send({ username: "bella", password: "wrong-guess" })).status,
      ).toBe(401);
    }
    const blocked = await request(ctx.app).post("/api/login").send({ username: "BELLA", password: "squeaky-toy" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/too many/i);
  });

  it("answers 415 for a non-JSON body and 403 for cross-site writes", async () => {
    const form = await request(ctx.app).post("/api/login").type("form").send("username=milo&password=tennis-balls");
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ message: "Send the request body as JSON" });
    const crossSite = await request(ctx.app)
      .post("/api/login")
      .set("Sec-Fetch-Site", "cross-site")
      .send({ username: "milo", password: "tennis-balls" });
    expect(crossSite.status).toBe(403);
    const foreign = await request(ctx.app)
      .post("/api/login")
      .set("Origin", "https://evil.example")
      .send({ username: "milo", password: "tennis-balls" });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe("Cross-site requests are not allowed");
    const sameOrigin = await request(ctx.app)
      .post("/api/login")
      .set("Sec-Fetch-Site", "same-origin")
      .send({ username: "milo", password: "tennis-balls" });
    expect(sameOrigin.status).toBe(200);
  });

  it("sets an HttpOnly SameSite=Lax cookie with a new session id at login", async () => {
    await request(ctx.app)
      .post("/api/register")
      .send({ username: "coco", password: "feathers-and-seeds", ageConfirmed: true });
    const agent = request.agent(ctx.app);
    const res = await agent.post("/api/login").send({ username: "coco", password: "feathers-and-seeds" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: expect.any(String), username: "coco", suspendedUntil: null, suspended: false },
    });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await agent.get("/api/me");
    expect(me.body).toEqual({
      user: { id: res.body.user.id, username: "coco", role: "member", suspendedUntil: null, suspended: false },
    });
    expect(JSON.stringify([res.body, me.body])).not.toContain("password");
    const again = await agent.post("/api/login").send({ username: "coco", password: "feathers-and-seeds" });
    expect(cookiePair(sessionCookie(again))).not.toBe(cookiePair(cookie));
  });

  it("validates a session only for its own user", async () => {
    const { agent, user } = await logInAs(ctx, "member");
    const own = await agent.get(`/api/validate-session/${user.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ user });
    const other = await agent.get("/api/validate-session/00000000-0000-0000-0000-000000000000");
    expect(other.status).toBe(401);
  });

  it("refuses the old cookie after logout", async () => {
    const { user } = await logInAs(ctx, "member");
    const login = await request(ctx.app).post("/api/login").send({ username: user.username, password: TEST_PASSWORD });
    const oldCookie = cookiePair(sessionCookie(login));
    expect((await request(ctx.app).get("/api/me").set("Cookie", oldCookie)).status).toBe(200);
    const logout = await request(ctx.app).post("/api/logout").set("Cookie", oldCookie);
    expect(logout.status).toBe(204);
    // Replaying the cookie a browser was told to forget must not work either.
    expect((await request(ctx.app).get("/api/me").set("Cookie", oldCookie)).status).toBe(401);
    expect((await request(ctx.app).get(`/api/validate-session/${user.id}`).set("Cookie", oldCookie)).status).toBe(401);
  });

  it("answers 401, then 403 for a member, then 200 for a moderator behind requireModerator", async () => {
    // A test-only app sharing the real app's session store and secret, so real login cookies work.
    const guarded = express();
    guarded.use(sessionSetup({ db: ctx.database.db, secret: TEST_SECRET, limits: resolveLimits() }).middleware);
    guarded.get("/moderators-only", requireModerator, (_req, res) => {
      res.json({ ok: true });
    });
    guarded.use(errorHandler);

    const cookieFor = async (username: string) => {
      const res = await request(ctx.app).post("/api/login").send({ username, password: TEST_PASSWORD });
      return cookiePair(sessionCookie(res));
    };
    const member = await logInAs(ctx, "member");
    const moderator = await logInAs(ctx, "moderator");

    expect((await request(guarded).get("/moderators-only")).status).toBe(401);
    const forbidden = await request(guarded)
      .get("/moderators-only")
      .set("Cookie", await cookieFor(member.user.username));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: "Only moderators can do that" });
    const allowed = await request(guarded)
      .get("/moderators-only")
      .set("Cookie", await cookieFor(moderator.user.username));
    expect(allowed.status).toBe(200);
  });

  it("marks the cookie Secure when served over HTTPS behind a trusted proxy", async () => {
    const { user } = await logInAs(ctx, "member");
    const behindProxy = createApp({
      database: ctx.database,
      sessionSecret: TEST_SECRET,
      storage: createLocalStorage({ root: ctx.storageDir, secret: TEST_SECRET }),
      trustProxy: true,
    });
    const res = await request(behindProxy)
      .post("/api/login")
      .set("X-Forwarded-Proto", "https")
      .send({ username: user.username, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(sessionCookie(res)).toMatch(/; Secure/);
  });
});
