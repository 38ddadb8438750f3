/**
 * Public pages are read by visitors far more than by members: a GET without a session cookie must
 * cost no session work at all (no store read, no row, no cookie), or every anonymous page view
 * would pay a database round trip for nothing.
 */
import request from "supertest";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { GUEST_USER_ID } from "@shared/constants";
import { sessions } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { DrizzleSessionStore } from "./session-store";

const PUBLIC_READS = [
  "/api/posts",
  "/api/posts?category=ptsd",
  "/api/stories",
  "/api/groups",
  "/api/resources",
  "/api/blog",
  "/api/pet-photos",
  "/api/wellness-challenges",
  "/api/categories",
  "/api/featured",
  "/api/member-of-the-month",
  "/api/hero-content",
  `/api/recommendations/${GUEST_USER_ID}`,
];

describe("public GETs without a session cookie", () => {
  const ctx = useTestApp();
  let storeCalls: MockInstance[];

  beforeEach(() => {
    // Spies on the store the app really uses (its prototype), counting calls; they still run.
    storeCalls = (["get", "set", "touch", "destroy"] as const).map((method) =>
      vi.spyOn(DrizzleSessionStore.prototype, method),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  const callCount = () => storeCalls.reduce((sum, spy) => sum + spy.mock.calls.length, 0);

  it("never touch the session store, store no session and set no cookie", async () => {
    for (const url of PUBLIC_READS) {
      const res = await request(ctx.app).get(url);
      expect([200, 404], url).toContain(res.status); // 404: no member of the month / hero yet
      expect(res.headers["set-cookie"], url).toBeUndefined();
    }
    expect(callCount()).toBe(0);
    expect(await ctx.database.db.$count(sessions)).toBe(0);
  });

  it("whereas a GET with a session cookie reads the store (so the spies above can see it)", async () => {
    const { agent } = await logInAs(ctx, "member");
    const readsBefore = storeCalls[0]!.mock.calls.length;
    expect((await agent.get("/api/posts")).status).toBe(200);
    expect(storeCalls[0]!.mock.calls.length).toBeGreaterThan(readsBefore);
  });
});
