import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";

const TWO = { limit: 2, windowMs: 60_000 };

describe("account limits", () => {
  const ctx = useTestApp({
    limits: { signupsPerAddress: TWO, loginFailuresPerAddress: TWO, sessionAbsoluteMs: 1500 },
  });

  it("answers 429 with Retry-After after too many sign-ups from one address", async () => {
    const signUp = (username: string) =>
      request(ctx.app).post("/api/register").send({ username, password: "long-enough-1", ageConfirmed: true });
    expect((await signUp("first-pet")).status).toBe(201);
    expect((await signUp("second-pet")).status).toBe(201);
    const refused = await signUp("third-pet");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Too many sign-ups from here. Please try again later." });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("ends a session after its absolute lifetime, however active", async () => {
    const { agent } = await logInAs(ctx, "member");
    expect((await agent.get("/api/me")).status).toBe(200);
    // The lifetime is read from Date.now(): the clock moves past it instead of the test waiting.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 1700);
      expect((await agent.get("/api/me")).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  // Last but one: once the address is blocked, even correct logins from it are refused.
  it("answers 429 after too many failed logins from one address, whatever the username", async () => {
    for (const username of ["ghost-one", "ghost-two"]) {
      expect((await request(ctx.app).post("/api/login").send({ username, password: "wrong-password" })).status).toBe(
        401,
      );
    }
    const refused = await request(ctx.app)
      .post("/api/login")
      .send({ username: "ghost-three", password: "wrong-password" });
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });

  it("lets a bodiless POST through the JSON check", async () => {
    expect((await request(ctx.app).post("/api/logout")).status).toBe(204);
  });
});
