import request from "supertest";
import { describe, expect, it } from "vitest";
import { groups, type Group } from "@shared/schema";
import { collectPages, expectEachFieldRequired, minutesAgo } from "../test/list-helpers";
import { describeModeratorDelete, useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const validGroup = {
  name: "Riverside Paws & Calm Circle",
  description: "Therapy dogs and quiet conversation.",
  location: "Alder Creek, OR",
  type: "therapy",
  schedule: "Tuesdays 6pm",
  contactInfo: "calm@example.org",
};

describe("/api/groups", () => {
  // Addresses come from X-Forwarded-For so the rate-limit test has a counter of its own.
  const ctx = useTestApp({ trustProxy: true, limits: { guestPostsPerAddress: { limit: 10, windowMs: 60_000 } } });
  const agents = useAgents(ctx);

  async function insertGroup(values: Partial<typeof groups.$inferInsert> = {}): Promise<string> {
    const [row] = await ctx.database.db
      .insert(groups)
      .values({ ...validGroup, ...values })
      .returning({ id: groups.id });
    return row!.id;
  }

  describe("POST /api/groups", () => {
    it("answers 400 naming each missing field and stores nothing", async () => {
      await expectEachFieldRequired((body) => request(ctx.app).post("/api/groups").send(body), validGroup, {
        name: "Name",
        description: "Description",
        location: "Location",
        type: "Type",
        schedule: "Schedule",
        contactInfo: "Contact info",
      });
      expect(await ctx.database.db.$count(groups)).toBe(0);
    });

    it("lets a visitor post a group, text stored as typed", async () => {
      const res = await request(ctx.app)
        .post("/api/groups")
        .send({ ...validGroup, name: "<script>x</script>" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...validGroup, name: "<script>x</script>" });
    });

    it("answers 429 once a guest address passes the limit", async () => {
      const fromGuest = () =>
        request(ctx.app).post("/api/groups").set("X-Forwarded-For", "203.0.113.8").send(validGroup);
      for (let i = 0; i < 10; i++) expect((await fromGuest()).status).toBe(201);
      const limited = await fromGuest();
      expect(limited.status).toBe(429);
      expect(limited.headers["retry-after"]).toBeDefined();
    });
  });

  describe("GET /api/groups", () => {
    it("pages newest first", async () => {
      await ctx.database.db.delete(groups);
      for (const [i, createdAt] of minutesAgo(3).entries()) await insertGroup({ name: `Group ${i}`, createdAt });
      const pages = await collectPages<Group>(ctx.app, "/api/groups?limit=2");
      expect(pages.map((page) => page.map((group) => group.name))).toEqual([["Group 2", "Group 1"], ["Group 0"]]);
    });
  });

  describeModeratorDelete({
    ctx,
    agents,
    path: "/api/groups",
    insert: () => insertGroup(),
    notFoundMessage: "Group not found",
  });
});
