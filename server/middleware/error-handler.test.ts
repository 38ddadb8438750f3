import { sql } from "drizzle-orm";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { createTestDatabase } from "../test/test-database";
import { sqlState as sqlStateOf } from "../lib/database-errors";
import { errorHandler } from "./error-handler";

// Date text PostgreSQL refuses, each with the SQLSTATE it answers: none may become a 500.
const BAD_DATES = [
  { sqlState: "22007", text: "not a date" },
  { sqlState: "22008", text: "2026-02-30" },
  // What JavaScript's toISOString() writes for year 10000: PostgreSQL reads "+010000" as a time zone.
  { sqlState: "22009", text: new Date(Date.UTC(10000, 0, 1)).toISOString() },
];

describe("errorHandler and PostgreSQL's date errors", () => {
  let database: DatabaseHandle;
  let app: express.Express;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = express();
    app.get("/date/:text", async (req, res) => {
      res.json(await database.db.execute(sql`select ${req.params.text}::timestamptz as at`));
    });
    app.use(errorHandler);
  });
  afterAll(() => database?.close());

  it.each(BAD_DATES)("answers 400, not 500, for SQLSTATE $sqlState", async ({ sqlState, text }) => {
    const res = await request(app).get(`/date/${encodeURIComponent(text)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "A value in the request is not valid" });
    // The query really failed with that SQLSTATE (so the case above is the one being tested).
    const error = await database.db.execute(sql`select ${text}::timestamptz`).catch((caught: unknown) => caught);
    expect(sqlStateOf(error)).toBe(sqlState);
  });
});
