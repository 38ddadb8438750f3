import request from "supertest";
import { describe, expect, it } from "vitest";
import { memberOfTheMonth } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";

const memberEntry = {
  memberName: "Ana",
  petName: "Miso",
  petType: "cat",
  story: "Miso helps me breathe.",
  month: "March",
  year: 2026,
};

describe("GET /api/member-of-the-month", () => {
  const ctx = useTestApp();

  it("answers 404 JSON when none has been set", async () => {
    const res = await request(ctx.app).get("/api/member-of-the-month");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No member of the month yet" });
  });

  it("answers the newest entry", async () => {
    await ctx.database.db.insert(memberOfTheMonth).values([
      { ...memberEntry, month: "February", createdAt: new Date("2026-02-01") },
      { ...memberEntry, month: "March", createdAt: new Date("2026-03-01") },
    ]);
    const res = await request(ctx.app).get("/api/member-of-the-month");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...memberEntry, month: "March" });
  });
});

describe("POST and DELETE /api/member-of-the-month", () => {
  const ctx = useTestApp();

  it("answer 401 when not logged in", async () => {
    const created = await request(ctx.app).post("/api/member-of-the-month").send(memberEntry);
    expect(created.status).toBe(401);
    const deleted = await request(ctx.app).delete("/api/member-of-the-month/7d1f1c1e-0000-4000-8000-000000000000");
    expect(deleted.status).toBe(401);
    expect((await request(ctx.app).get("/api/member-of-the-month")).status).toBe(404);
  });
});

describe("POST and DELETE /api/member-of-the-month as a member or moderator", () => {
  const ctx = useTestApp();

  it("answers 403 to a member, 400 naming a missing field, then sets and deletes it for a moderator", async () => {
    const { agent: member } = await logInAs(ctx, "member");
    const refused = await member.post("/api/member-of-the-month").send(memberEntry);
    expect(refused.status).toBe(403);

    const { agent: moderator } = await logInAs(ctx, "moderator");
    const missing = await moderator.post("/api/member-of-the-month").send({ ...memberEntry, story: "" });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("story: Story is required");
    expect((await moderator.delete("/api/member-of-the-month/7d1f1c1e-0000-4000-8000-000000000000")).status).toBe(404);
    const malformed = await moderator.delete("/api/member-of-the-month/not-an-id");
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe("No member of the month yet");

    const created = await moderator.post("/api/member-of-the-month").send(memberEntry);
    expect(created.status).toBe(201);
    expect((await request(ctx.app).get("/api/member-of-the-month")).body).toMatchObject(memberEntry);
    expect((await member.delete(`/api/member-of-the-month/${created.body.id}`)).status).toBe(403);
    expect((await moderator.delete(`/api/member-of-the-month/${created.body.id}`)).status).toBe(204);
    expect((await request(ctx.app).get("/api/member-of-the-month")).status).toBe(404);
  });
});
