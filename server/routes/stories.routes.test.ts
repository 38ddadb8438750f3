import request from "supertest";
import { describe, expect, it } from "vitest";
import { stories, type Story } from "@shared/schema";
import { collectPages, expectEachFieldRequired, minutesAgo } from "../test/list-helpers";
import { useTestApp } from "../test/test-app";

const validStory = {
  title: "Biscuit taught me to leave the house",
  content: "Four houses down, then five.",
  author: "maya",
  petName: "Biscuit",
  petType: "dog",
};

describe("/api/stories", () => {
  const ctx = useTestApp();

  describe("POST /api/stories", () => {
    it("answers 400 naming each missing field", async () => {
      await expectEachFieldRequired((body) => request(ctx.app).post("/api/stories").send(body), validStory, {
        title: "Title",
        content: "Content",
        author: "Author",
        petName: "Pet name",
        petType: "Pet type",
      });
      expect(await ctx.database.db.$count(stories)).toBe(0);
    });

    it("lets a visitor share a story and stores text exactly as typed", async () => {
      const res = await request(ctx.app)
        .post("/api/stories")
        .send({ ...validStory, title: "<script>alert(1)</script>" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ ...validStory, title: "<script>alert(1)</script>" });
      const list = await request(ctx.app).get("/api/stories");
      expect(list.body[0].title).toBe("<script>alert(1)</script>");
    });
  });

  describe("GET /api/stories", () => {
    it("answers 400 for a bad limit", async () => {
      const res = await request(ctx.app).get("/api/stories?limit=0");
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("limit: limit must be at least 1");
    });

    it("pages newest first with a cursor", async () => {
      await ctx.database.db.delete(stories);
      const dates = minutesAgo(5);
      await ctx.database.db.insert(stories).values(dates.map((createdAt, i) => ({ ...validStory, title: `Story ${i}`, createdAt })));
      const pages = await collectPages<Story>(ctx.app, "/api/stories?limit=2");
      expect(pages.map((page) => page.map((story) => story.title))).toEqual([
        ["Story 4", "Story 3"],
        ["Story 2", "Story 1"],
        ["Story 0"],
      ]);
    });
  });

  describe("DELETE /api/stories/:id", () => {
    it("answers 401 to a visitor", async () => {
      const res = await request(ctx.app).delete("/api/stories/00000000-0000-4000-8000-000000000000");
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Please log in to continue");
    });
  });
});
