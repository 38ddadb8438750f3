import request from "supertest";
import { describe, expect, it } from "vitest";
import { heroContent } from "@shared/schema";
import { useTestApp } from "../test/test-app";

describe("GET /api/hero-content", () => {
  const ctx = useTestApp();

  it("answers 404 with a message when there is no hero", async () => {
    const res = await request(ctx.app).get("/api/hero-content");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "No hero content yet" });
  });

  it("answers 404 when the only hero is inactive", async () => {
    await ctx.database.db.insert(heroContent).values({ title: "Old", content: "Retired", isActive: 0 });
    expect((await request(ctx.app).get("/api/hero-content")).status).toBe(404);
  });

  it("answers the active hero with its id and styles", async () => {
    await ctx.database.db.insert(heroContent).values({ title: "Welcome to PawsWell", content: "Line one\nLine two" });
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
  });
});
