import request from "supertest";
import { describe, expect, it } from "vitest";
import { wellnessChallenges } from "@shared/schema";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";

describe("GET /api/wellness-challenges", () => {
  const ctx = useTestApp();

  it("answers 400 for a bad cursor", async () => {
    const res = await request(ctx.app).get("/api/wellness-challenges?cursor=nope");
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("cursor is not valid");
  });

  it("lists the challenges not yet ended, newest first: an ended one drops out", async () => {
    await ctx.database.db.insert(wellnessChallenges).values([
      {
        title: "Older",
        description: "d",
        startDate: new Date("2099-01-01"),
        endDate: new Date("2099-01-31"),
        createdAt: new Date("2026-01-01"),
      },
      {
        title: "Newer",
        description: "d",
        startDate: new Date("2099-02-01"),
        endDate: new Date("2099-02-28"),
        createdAt: new Date("2026-02-01"),
      },
      {
        title: "Ended",
        description: "d",
        startDate: new Date("2026-01-01"),
        endDate: new Date(Date.now() - 60_000),
        createdAt: new Date("2026-03-01"),
      },
    ]);
    const res = await request(ctx.app).get("/api/wellness-challenges");
    expect(res.status).toBe(200);
    expect(res.body.map((challenge: { title: string }) => challenge.title)).toEqual(["Newer", "Older"]);
    expect(res.body[0]).toMatchObject({ participants: 0, startDate: "2099-02-01T00:00:00.000Z" });
  });
});

describe("POST /api/wellness-challenges", () => {
  const ctx = useTestApp();

  it("answers 401 when not logged in and creates nothing", async () => {
    const res = await request(ctx.app).post("/api/wellness-challenges").send({
      title: "Walk",
      description: "Daily walks",
      startDate: "2026-03-01T00:00:00Z",
      endDate: "2026-03-31T00:00:00Z",
    });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please log in to continue");
    expect((await request(ctx.app).get("/api/wellness-challenges")).body).toEqual([]);
  });
});

describe("POST /api/wellness-challenges as a member", () => {
  const ctx = useTestApp();
  const challenge = {
    title: "Walk",
    description: "Daily walks",
    // Still to come, so it is in the public list.
    startDate: "2099-03-01T00:00:00Z",
    endDate: "2099-03-31T00:00:00Z",
  };

  it("answers 400 naming a missing or inverted date and creates nothing", async () => {
    const { agent } = await logInAs(ctx, "member");
    const noStart = await agent.post("/api/wellness-challenges").send({ ...challenge, startDate: undefined });
    expect(noStart.status).toBe(400);
    expect(noStart.body.message).toBe("startDate: Start date is required");
    const noEnd = await agent.post("/api/wellness-challenges").send({ ...challenge, endDate: "not a date" });
    expect(noEnd.body.message).toBe("endDate: End date must be a date such as 2026-03-01");
    const inverted = await agent
      .post("/api/wellness-challenges")
      .send({ ...challenge, endDate: "2099-02-01T00:00:00Z" });
    expect(inverted.status).toBe(400);
    expect(inverted.body.message).toBe("endDate: End date cannot be before the start date");
    expect((await request(ctx.app).get("/api/wellness-challenges")).body).toEqual([]);
  });

  it.each([
    { field: "startDate", value: true, message: "Start date must be a date such as 2026-03-01" },
    { field: "startDate", value: "1", message: "Start date must be a date such as 2026-03-01" },
    { field: "startDate", value: 1772323200000, message: "Start date must be a date such as 2026-03-01" },
    { field: "startDate", value: "2026-02-30", message: "Start date must be a date such as 2026-03-01" },
    { field: "startDate", value: "March 1, 2026", message: "Start date must be a date such as 2026-03-01" },
    // A time without an offset would mean the server's time zone.
    { field: "startDate", value: "2026-03-01T09:00:00", message: "Start date must be a date such as 2026-03-01" },
    { field: "startDate", value: "1899-12-31", message: "Start date must be between the years 1900 and 9999" },
    { field: "endDate", value: "10000-01-01", message: "End date must be a date such as 2026-03-01" },
    { field: "endDate", value: "+010000-01-01T00:00:00.000Z", message: "End date must be a date such as 2026-03-01" },
    {
      field: "endDate",
      value: "9999-12-31T23:00:00-05:00",
      message: "End date must be between the years 1900 and 9999",
    },
    { field: "endDate", value: null, message: "End date must be a date such as 2026-03-01" },
  ])("answers 400 naming $field for $value and creates nothing", async ({ field, value, message }) => {
    const { agent } = await logInAs(ctx, "member");
    const res = await agent.post("/api/wellness-challenges").send({ ...challenge, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${field}: ${message}`);
    expect((await request(ctx.app).get("/api/wellness-challenges")).body).toEqual([]);
  });

  it("accepts a day, a UTC date-time or one with an offset, up to year 9999", async () => {
    const { agent } = await logInAs(ctx, "member");
    const res = await agent
      .post("/api/wellness-challenges")
      .send({ ...challenge, startDate: "2026-03-01T10:00:00+02:00", endDate: "9999-12-31" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ startDate: "2026-03-01T08:00:00.000Z", endDate: "9999-12-31T00:00:00.000Z" });
    await ctx.database.db.delete(wellnessChallenges);
  });

  it("creates a challenge with the session user as creator", async () => {
    const { agent, user } = await logInAs(ctx, "member");
    const res = await agent
      .post("/api/wellness-challenges")
      .send({ ...challenge, createdBy: "7d1f1c1e-0000-4000-8000-000000000000", participants: 99 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: "Walk", participants: 0, startDate: "2099-03-01T00:00:00.000Z" });
    const [stored] = await ctx.database.db.select().from(wellnessChallenges);
    expect(stored!.createdBy).toBe(user.id);
  });

  it("never shows the creator's internal id, in the answer or the list", async () => {
    const { agent } = await logInAs(ctx, "member");
    const created = await agent.post("/api/wellness-challenges").send(challenge);
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty("createdBy");
    const list = await request(ctx.app).get("/api/wellness-challenges");
    expect(list.body.length).toBeGreaterThan(0);
    for (const item of list.body) expect(item).not.toHaveProperty("createdBy");
  });
});

describe("DELETE /api/wellness-challenges/:id", () => {
  const ctx = useTestApp();

  it("answers 401, then 403 to a member, 404 for a malformed or unknown id, and 204 for a moderator", async () => {
    const { agent: member } = await logInAs(ctx, "member");
    const created = await member
      .post("/api/wellness-challenges")
      .send({ title: "Walk", description: "d", startDate: "2026-03-01T00:00:00Z", endDate: "2026-03-02T00:00:00Z" });
    const path = `/api/wellness-challenges/${created.body.id}`;
    expect((await request(ctx.app).delete(path)).status).toBe(401);
    expect((await member.delete(path)).status).toBe(403);
    const { agent: moderator } = await logInAs(ctx, "moderator");
    expect((await moderator.delete("/api/wellness-challenges/7d1f1c1e-0000-4000-8000-000000000000")).status).toBe(404);
    const malformed = await moderator.delete("/api/wellness-challenges/not-an-id");
    expect(malformed.status).toBe(404);
    expect(malformed.body.message).toBe("This challenge isn't here any more");
    expect((await moderator.delete(path)).status).toBe(204);
    expect((await request(ctx.app).get("/api/wellness-challenges")).body).toEqual([]);
  });
});
