import request from "supertest";
import { describe, expect, it } from "vitest";
import { featuredItems, type FeaturedItem } from "@shared/schema";
import { collectPages, expectEachFieldRequired, minutesAgo } from "../test/list-helpers";
import { describeModeratorDelete, useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const validItem = { title: "Meet Moose", description: "A gentle Newfoundland.", type: "animal" };

describe("/api/featured", () => {
  const ctx = useTestApp();
  const agents = useAgents(ctx);

  async function insertItem(values: Partial<typeof featuredItems.$inferInsert> = {}): Promise<string> {
    const [row] = await ctx.database.db
      .insert(featuredItems)
      .values({ ...validItem, ...values })
      .returning({ id: featuredItems.id });
    return row!.id;
  }

  describe("POST /api/featured", () => {
    it("answers 401 to a visitor", async () => {
      expect((await request(ctx.app).post("/api/featured").send(validItem)).status).toBe(401);
    });

    it("answers 400 naming each missing or bad field", async () => {
      await expectEachFieldRequired((body) => agents.moderator.post("/api/featured").send(body), validItem, {
        title: "Title",
        description: "Description",
      });
      const res = await agents.moderator.post("/api/featured").send({ ...validItem, type: "celebrity" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("type: Choose a type");
    });

    it("answers 403 to a member", async () => {
      const res = await agents.member.post("/api/featured").send(validItem);
      expect(res.status).toBe(403);
      expect(await ctx.database.db.$count(featuredItems)).toBe(0);
    });

    it("adds an item for a moderator, text stored as typed", async () => {
      const res = await agents.moderator.post("/api/featured").send({ ...validItem, title: "<script>x</script>" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...validItem, title: "<script>x</script>", imageUrl: "", url: "" });
    });
  });

  describe("GET /api/featured", () => {
    it("pages newest first", async () => {
      await ctx.database.db.delete(featuredItems);
      const dates = minutesAgo(3);
      for (const [i, createdAt] of dates.entries()) await insertItem({ title: `Item ${i}`, createdAt });
      const pages = await collectPages<FeaturedItem>(ctx.app, "/api/featured?limit=2");
      expect(pages.map((page) => page.map((item) => item.title))).toEqual([["Item 2", "Item 1"], ["Item 0"]]);
    });
  });

  describeModeratorDelete({
    ctx,
    agents,
    path: "/api/featured",
    insert: () => insertItem(),
    notFoundMessage: "This featured item isn't here any more",
  });
});
