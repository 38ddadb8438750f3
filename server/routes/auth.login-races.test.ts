import request from "supertest";
import { describe, expect, it, vi } from "vitest";
import type * as passwordModule from "../auth/password";
import { TEST_PASSWORD, newMember } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";

// Counts how many login attempts reach the password check, whatever their answer.
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock("../auth/password", async (importOriginal) => {
  const original = await importOriginal<typeof passwordModule>();
  return {
    ...original,
    verifyPassword: (stored: string, password: string) => {
      passwordChecks.count += 1;
      return original.verifyPassword(stored, password);
    },
  };
});

const PER_USERNAME = 10;

describe("login limits", () => {
  // One trusted proxy hop, so each test can speak from its own address through X-Forwarded-For.
  const ctx = useTestApp({
    trustProxy: 1,
    limits: {
      loginFailuresPerUsername: { limit: PER_USERNAME, windowMs: 60_000 },
      loginFailuresPerAddress: { limit: 50, windowMs: 60_000 },
    },
  });
  const logIn = (address: string, username: string, password: string) =>
    request(ctx.app).post("/api/login").set("X-Forwarded-For", address).send({ username, password });
  const createMember = (username: string) => newMember(ctx, username);

  it("lets at most the limit of 24 concurrent wrong guesses for one username reach the password check", async () => {
    await createMember("raced-member");
    passwordChecks.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => logIn("203.0.113.1", "raced-member", "wrong-password")),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PER_USERNAME);
    expect(statuses.filter((status) => status === 429)).toHaveLength(24 - PER_USERNAME);
    expect(passwordChecks.count).toBe(PER_USERNAME);
  });

  it("does not let failures from one address lock the right password out from another", async () => {
    await createMember("locked-member");
    for (let attempt = 0; attempt < PER_USERNAME; attempt += 1) {
      expect((await logIn("198.51.100.1", "locked-member", "wrong-password")).status).toBe(401);
    }
    expect((await logIn("198.51.100.1", "locked-member", "wrong-password")).status).toBe(429);

    const fromElsewhere = await logIn("198.51.100.2", "locked-member", TEST_PASSWORD);
    expect(fromElsewhere.status).toBe(200);
    expect(fromElsewhere.body.user.username).toBe("locked-member");

    const fromTheGuesser = await logIn("198.51.100.1", "locked-member", TEST_PASSWORD);
    expect(fromTheGuesser.status).toBe(429);
    expect(fromTheGuesser.body).toEqual({ message: "Too many failed login attempts. Please try again later." });
  });

  it("does not count successful logins against the address", async () => {
    await createMember("frequent-member");
    for (let attempt = 0; attempt < 60; attempt += 1) {
      expect((await logIn("192.0.2.7", "frequent-member", TEST_PASSWORD)).status).toBe(200);
    }
  });
});
