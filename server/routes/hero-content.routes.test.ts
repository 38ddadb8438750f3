import request from "supertest";
import { describe, expect, it } from "vitest";
import { heroContent } from "@shared/schema";
import { expectEachFieldRequired } from "../test/list-helpers";
import { useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const validHero = { title: "Welcome to PawsWell", content: "Line one\nLine two" };
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

describe("/api/hero-content", () => {
  const ctx = useTestApp();
  const agents = useAgents(ctx);

  async function activeTitles(): Promise<string[]> {
    const rows = await ctx.database.db.select().from(heroContent);
    return rows.filter((row) => row.isActive === 1).map((row) => row.title);
  }

  describe("GET /api/hero-content", () => {
    it("answers 404 with a message when there is no hero", async () => {
      const res = await request(ctx.app).get("/api/hero-content");
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "No hero content yet" });
    });

    it("answers 404 when the only hero is inactive", async () => {
      await ctx.database.db.insert(heroContent).values({ title: "Old", content: "Retired", isActive: 0 });
      expect((await request(ctx.app).get("/api/hero-content")).status).toBe(404);
      await ctx.database.db.delete(heroContent);
    });

    it("answers the active hero with its id and styles", async () => {
      await ctx.database.db.insert(heroContent).values(validHero);
      const res = await request(ctx.app).get("/api/hero-content");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: expect.any(String),
        title: "Welcome to PawsWell",
        content: "Line one\nLine two",
        titleFontFamily: "Inter",
        titleFontSize: "text-3xl",
        contentFontSize: "text-base",
        isActive: 1,
      });
      await ctx.database.db.delete(heroContent);
    });
  });

  describe("POST /api/hero-content", () => {
    it("answers 401 to a visitor", async () => {
      const res = await request(ctx.app).post("/api/hero-content").send(validHero);
      expect(res.status).toBe(401);
      expect(await activeTitles()).toEqual([]);
    });

    it("answers 400 naming each missing or invalid field", async () => {
      await expectEachFieldRequired((body) => agents.moderator.post("/api/hero-content").send(body), validHero, {
        title: "Title",
        content: "Content",
      });
      for (const field of ["titleFontFamily", "contentFontFamily", "titleFontSize", "contentFontSize", "isActive"]) {
        const res = await agents.moderator.post("/api/hero-content").send({ ...validHero, [field]: "Comic Sans" });
        expect(res.status, field).toBe(400);
        expect(res.body.message.startsWith(`${field}: `), res.body.message).toBe(true);
      }
      expect(await activeTitles()).toEqual([]);
    });

    it("answers 403 to a member", async () => {
      const res = await agents.member.post("/api/hero-content").send(validHero);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Only moderators can do that");
    });

    it("creates with the spec's defaults, then an update keeps exactly one active hero", async () => {
      const first = await agents.moderator.post("/api/hero-content").send(validHero);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({
        ...validHero,
        titleFontFamily: "Inter",
        contentFontSize: "text-base",
        isActive: 1,
      });

      const second = await agents.moderator.post("/api/hero-content").send({ ...validHero, title: "Second" });
      expect(second.status).toBe(201);
      expect(await activeTitles()).toEqual(["Second"]);

      const updated = await agents.moderator
        .put(`/api/hero-content/${first.body.id}`)
        .send({ ...validHero, title: "First again", titleFontFamily: "Georgia", titleFontSize: "text-5xl" });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({
        id: first.body.id,
        title: "First again",
        titleFontFamily: "Georgia",
        isActive: 1,
      });
      expect(await activeTitles()).toEqual(["First again"]);
      expect((await request(ctx.app).get("/api/hero-content")).body.title).toBe("First again");

      const current = await agents.moderator.get("/api/hero-content/current");
      expect(current.body.id).toBe(first.body.id);
    });

    it("leaves one active hero after concurrent saves", async () => {
      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          agents.moderator.post("/api/hero-content").send({ ...validHero, title: `Race ${i}` }),
        ),
      ).then((answers) => answers.forEach((res) => expect([201, 409]).toContain(res.status)));
      expect(await activeTitles()).toHaveLength(1);
    });
  });

  describe("PUT /api/hero-content/:id", () => {
    it("answers 401 to a visitor and 403 to a member", async () => {
      expect((await request(ctx.app).put(`/api/hero-content/${UNKNOWN_ID}`).send(validHero)).status).toBe(401);
      expect((await agents.member.put(`/api/hero-content/${UNKNOWN_ID}`).send(validHero)).status).toBe(403);
    });

    it("answers 400 for a bad field", async () => {
      const badSize = await agents.moderator
        .put(`/api/hero-content/${UNKNOWN_ID}`)
        .send({ ...validHero, contentFontSize: "huge" });
      expect(badSize.status).toBe(400);
      expect(badSize.body.message.startsWith("contentFontSize: ")).toBe(true);
    });

    it("answers 404 for a malformed or unknown id", async () => {
      for (const id of ["nope", UNKNOWN_ID]) {
        const res = await agents.moderator.put(`/api/hero-content/${id}`).send(validHero);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe("Hero content not found");
      }
    });

    it("keeps one active hero under concurrent updates", async () => {
      const rows = await ctx.database.db
        .insert(heroContent)
        .values(Array.from({ length: 4 }, (_, i) => ({ ...validHero, title: `Stored ${i}`, isActive: 0 })))
        .returning({ id: heroContent.id });
      const answers = await Promise.all(
        rows.map((row, i) =>
          agents.moderator.put(`/api/hero-content/${row.id}`).send({ ...validHero, title: `Updated ${i}` }),
        ),
      );
      answers.forEach((res) => expect([200, 409]).toContain(res.status));
      expect(await activeTitles()).toHaveLength(1);
    });

    it("can make the hero inactive, after which the home page has none", async () => {
      const current = await agents.moderator.get("/api/hero-content/current");
      const res = await agents.moderator
        .put(`/api/hero-content/${current.body.id}`)
        .send({ ...validHero, isActive: 0 });
      expect(res.status).toBe(200);
      expect(res.body.isActive).toBe(0);
      expect(await activeTitles()).toHaveLength(0);
      expect((await request(ctx.app).get("/api/hero-content")).status).toBe(404);
    });
  });
});
