import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { errorHandler } from "../middleware/error-handler";
import { createTestDatabase } from "../test/test-database";
import { hit, rateLimit } from "./rate-limiter";

describe("rate limiter", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("counts concurrent hits exactly and starts a new window once the old one has passed", async () => {
    const rule = { limit: 100, windowMs: 60_000 };
    const counts = await Promise.all(Array.from({ length: 20 }, () => hit(database.db, "burst", rule)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );

    await hit(database.db, "short", { limit: 1, windowMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await hit(database.db, "short", { limit: 1, windowMs: 60_000 })).hits).toBe(1);
  });

  it("answers 429 with Retry-After from the middleware once the limit is passed", async () => {
    const app = express();
    app.post(
      "/thing",
      rateLimit({ db: database.db, name: "thing", rule: { limit: 2, windowMs: 60_000 }, message: "Slow down" }),
      (_req, res) => {
        res.status(201).json({ ok: true });
      },
    );
    app.use(errorHandler);
    expect((await request(app).post("/thing")).status).toBe(201);
    expect((await request(app).post("/thing")).status).toBe(201);
    const refused = await request(app).post("/thing");
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: "Slow down" });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(59);
  });
});
