import request from "supertest";
import { describe, expect, it } from "vitest";
import { wellnessChallenges } from "@shared/schema";
import { useTestApp } from "../test/test-app";

describe("GET /api/wellness-challenges", () => {
  const ctx = useTestApp();

  it("answers 400 for a bad cursor", async () => {
    const res = await request(ctx.app).get("/api/wellness-challenges?cursor=nope");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("cursor is not valid");
  });

  it("lists challenges newest first", async () => {
    await ctx.database.db.insert(wellnessChallenges).values([
      { title: "Older", description: "d", startDate: new Date("2026-01-01"), endDate: new Date("2026-01-31"), createdAt: new Date("2026-01-01") },
      { title: "Newer", description: "d", startDate: new Date("2026-02-01"), endDate: new Date("2026-02-28"), createdAt: new Date("2026-02-01") },
    ]);
    const res = await request(ctx.app).get("/api/wellness-challenges");
    expect(res.status).toBe(200);
    expect(res.body.map((challenge: { title: string }) => challenge.title)).toEqual(["Newer", "Older"]);
    expect(res.body[0]).toMatchObject({ participants: 0, startDate: "2026-02-01T00:00:00.000Z" });
  });
});

describe("POST /api/wellness-challenges", () => {
  const ctx = useTestApp();

  it("answers 401 when not logged in and creates nothing", async () => {
    const res = await request(ctx.app)
      .post("/api/wellness-challenges")
      .send({ title: "Walk", description: "Daily walks", startDate: "2026-03-01T00:00:00Z", endDate: "2026-03-31T00:00:00Z" });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please log in to continue");
    expect((await request(ctx.app).get("/api/wellness-challenges")).body).toEqual([]);
  });
});

describe("DELETE /api/wellness-challenges/:id", () => {
  const ctx = useTestApp();

  it("answers 401 when not logged in", async () => {
    const res = await request(ctx.app).delete("/api/wellness-challenges/7d1f1c1e-0000-4000-8000-000000000000");
    expect(res.status).toBe(401);
  });
});
