import request from "supertest";
import { describe, expect, it } from "vitest";
import { memberOfTheMonth } from "@shared/schema";
import { useTestApp } from "../test/test-app";

const member = { memberName: "Ana", petName: "Miso", petType: "cat", story: "Miso helps me breathe.", month: "March", year: 2026 };

describe("GET /api/member-of-the-month", () => {
  const ctx = useTestApp();

  it("answers 404 JSON when none has been set", async () => {
    const res = await request(ctx.app).get("/api/member-of-the-month");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No member of the month yet" });
  });

  it("answers the newest entry", async () => {
    await ctx.database.db.insert(memberOfTheMonth).values([
      { ...member, month: "February", createdAt: new Date("2026-02-01") },
      { ...member, month: "March", createdAt: new Date("2026-03-01") },
    ]);
    const res = await request(ctx.app).get("/api/member-of-the-month");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...member, month: "March" });
  });
});

describe("POST and DELETE /api/member-of-the-month", () => {
  const ctx = useTestApp();

  it("answer 401 when not logged in", async () => {
    const created = await request(ctx.app).post("/api/member-of-the-month").send(member);
    expect(created.status).toBe(401);
    const deleted = await request(ctx.app).delete("/api/member-of-the-month/7d1f1c1e-0000-4000-8000-000000000000");
    expect(deleted.status).toBe(401);
    expect((await request(ctx.app).get("/api/member-of-the-month")).status).toBe(404);
  });
});
