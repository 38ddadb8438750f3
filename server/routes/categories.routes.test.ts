import request from "supertest";
import { describe, expect, it } from "vitest";
import { categories } from "@shared/schema";
import { expectEachFieldRequired } from "../test/list-helpers";
import { describeModeratorDelete, useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const validCategory = { name: "Wellness Tips", description: "Gentle ideas.", color: "green", contentType: "blog" };

describe("/api/categories", () => {
  const ctx = useTestApp();
  const agents = useAgents(ctx);

  async function insertCategory(): Promise<string> {
    const [row] = await ctx.database.db
      .insert(categories)
      .values({ ...validCategory, name: `Category ${crypto.randomUUID()}` })
      .returning({ id: categories.id });
    return row!.id;
  }

  describe("GET /api/categories", () => {
    it("answers 400 naming the parameter for a bad limit or cursor", async () => {
      const tooMany = await request(ctx.app).get("/api/categories?limit=101");
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.message).toBe("limit: limit must be at most 100");
      expect((await request(ctx.app).get("/api/categories?limit=abc")).status).toBe(400);
      const garbage = await request(ctx.app).get("/api/categories?cursor=not-a-cursor");
      expect(garbage.status).toBe(400);
      expect(garbage.body.message).toBe("cursor is not valid");
    });

    it("answers an empty array when there are none", async () => {
      const res = await request(ctx.app).get("/api/categories");
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect(res.headers.link).toBeUndefined();
    });

    it("pages through 250 rows newest first without gaps or repeats", async () => {
      // Many rows share a timestamp, so the id must break ties for the keyset to be exact.
      const base = Date.parse("2026-01-01T00:00:00Z");
      const rows = Array.from({ length: 250 }, (_, i) => ({
        name: `Category ${i}`,
        description: "A test category",
        contentType: "blog",
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      }));
      await ctx.database.db.insert(categories).values(rows);

      const seen: string[] = [];
      let url: string | undefined = "/api/categories?limit=40";
      let pages = 0;
      while (url) {
        const res = await request(ctx.app).get(url);
        expect(res.status).toBe(200);
        seen.push(...res.body.map((row: { name: string }) => row.name));
        url = /<([^>]+)>; rel="next"/.exec(res.headers.link ?? "")?.[1];
        pages++;
      }
      expect(pages).toBe(7);
      expect(new Set(seen).size).toBe(250);
      const createdAt = seen.map((name) => rows.find((row) => row.name === name)!.createdAt.getTime());
      expect(createdAt).toEqual([...createdAt].sort((a, b) => b - a));
    });

    it("uses the default page size of 20", async () => {
      const res = await request(ctx.app).get("/api/categories");
      expect(res.body).toHaveLength(20);
      expect(res.headers.link).toMatch(/^<\/api\/categories\?cursor=[\w-]+>; rel="next"$/);
    });
  });

  describe("POST /api/categories", () => {
    it("answers 401 to a visitor", async () => {
      expect((await request(ctx.app).post("/api/categories").send(validCategory)).status).toBe(401);
    });

    it("answers 400 naming each missing or bad field", async () => {
      await expectEachFieldRequired((body) => agents.moderator.post("/api/categories").send(body), validCategory, {
        name: "Name",
        description: "Description",
      });
      const res = await agents.moderator.post("/api/categories").send({ ...validCategory, contentType: "podcast" });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("contentType: Choose a content type");
    });

    it("answers 403 to a member", async () => {
      expect((await agents.member.post("/api/categories").send(validCategory)).status).toBe(403);
    });

    it("adds a category for a moderator, text stored as typed, blue by default", async () => {
      const res = await agents.moderator
        .post("/api/categories")
        .send({ name: "<script>x</script>", description: "d", contentType: "story" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: "<script>x</script>", color: "blue", contentType: "story" });
    });

    it("answers 409 for a name already taken, whatever its case", async () => {
      expect((await agents.moderator.post("/api/categories").send(validCategory)).status).toBe(201);
      const res = await agents.moderator.post("/api/categories").send({ ...validCategory, name: "wellness TIPS" });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: "A category with that name already exists" });
    });
  });

  describeModeratorDelete({
    ctx,
    agents,
    path: "/api/categories",
    insert: insertCategory,
    notFoundMessage: "Category not found",
  });
});
