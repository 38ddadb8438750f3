import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { createTestDatabase } from "../test/test-database";
import { errorHandler } from "./error-handler";
import { rateLimit } from "./rate-limit";

describe("rateLimit middleware", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("answers 429 with Retry-After once the limit is passed", async () => {
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
