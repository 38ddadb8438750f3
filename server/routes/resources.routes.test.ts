import request from "supertest";
import { describe, expect, it } from "vitest";
import { resources, type Resource } from "@shared/schema";
import { collectPages, expectEachFieldRequired, minutesAgo } from "../test/list-helpers";
import { describeModeratorDelete, useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const validResource = {
  title: "Reading your dog's body language",
  content: "Yawning, lip licking and looking away.",
  category: "educational",
  url: "https://example.org/guide",
};

describe("/api/resources", () => {
  const ctx = useTestApp();
  const agents = useAgents(ctx);

  async function insertResource(values: Partial<typeof resources.$inferInsert> = {}): Promise<string> {
    const [row] = await ctx.database.db
      .insert(resources)
      .values({ ...validResource, ...values })
      .returning({ id: resources.id });
    return row!.id;
  }

  describe("POST /api/resources", () => {
    it("answers 401 to a visitor", async () => {
      const res = await request(ctx.app).post("/api/resources").send(validResource);
      expect(res.status).toBe(401);
    });

    it("answers 400 naming each missing or bad field", async () => {
      await expectEachFieldRequired((body) => agents.moderator.post("/api/resources").send(body), validResource, {
        title: "Title",
        content: "Content",
      });
      const badCategory = await agents.moderator.post("/api/resources").send({ ...validResource, category: "gossip" });
      expect(badCategory.status).toBe(400);
      expect(badCategory.body.message).toBe("category: Choose a category");
      const badUrl = await agents.moderator
        .post("/api/resources")
        .send({ ...validResource, url: "javascript:alert(1)" });
      expect(badUrl.status).toBe(400);
      expect(badUrl.body.message).toBe("url: URL must be a web address starting with http:// or https://");
    });

    it("answers 403 to a member", async () => {
      const res = await agents.member.post("/api/resources").send(validResource);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Only moderators can do that");
      expect(await ctx.database.db.$count(resources)).toBe(0);
    });

    it("adds a resource for a moderator, text stored as typed", async () => {
      const res = await agents.moderator.post("/api/resources").send({ ...validResource, title: "<script>x</script>" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...validResource, title: "<script>x</script>" });
    });
  });

  describe("GET /api/resources", () => {
    it("answers 400 for an unknown category", async () => {
      const res = await request(ctx.app).get("/api/resources?category=gossip");
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^category: Category must be one of: educational, /);
    });

    it("filters by category and pages newest first", async () => {
      await ctx.database.db.delete(resources);
      const dates = minutesAgo(3);
      await insertResource({ title: "Vet 1", category: "veterinary", createdAt: dates[0] });
      await insertResource({ title: "Grief", category: "grief-support", createdAt: dates[1] });
      await insertResource({ title: "Vet 2", category: "veterinary", createdAt: dates[2] });

      const pages = await collectPages<Resource>(ctx.app, "/api/resources?category=veterinary&limit=1");
      expect(pages.map((page) => page.map((resource) => resource.title))).toEqual([["Vet 2"], ["Vet 1"]]);
      const all = await request(ctx.app).get("/api/resources");
      expect(all.body.map((resource: Resource) => resource.title)).toEqual(["Vet 2", "Grief", "Vet 1"]);
    });
  });

  describe("GET /api/resources/:id", () => {
    it("shows one resource to everyone", async () => {
      const id = await insertResource({ imageUrl: "https://example.org/dog.jpg" });
      const res = await request(ctx.app).get(`/api/resources/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...validResource, id, imageUrl: "https://example.org/dog.jpg" });
      expect(typeof res.body.createdAt).toBe("string");
    });

    it("answers 404 for an unknown or malformed id", async () => {
      for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
        const res = await request(ctx.app).get(`/api/resources/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("This resource isn't here any more");
      }
    });
  });

  describeModeratorDelete({
    ctx,
    agents,
    path: "/api/resources",
    insert: () => insertResource(),
    notFoundMessage: "Resource not found",
  });
});
