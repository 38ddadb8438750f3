import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db";
import { createTestDatabase } from "../test/test-database";
import { rateLimitsRepository } from "./rate-limits.repository";

describe("rate limit counters", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("counts concurrent hits exactly and starts a new window once the old one has passed", async () => {
    const counters = rateLimitsRepository(database.db);
    const counts = await Promise.all(Array.from({ length: 20 }, () => counters.hit("burst", 60_000)));
    expect(counts.map((count) => count.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );

    await counters.hit("short", 1);
    // A window's end is read from Date: the clock moves past it instead of the test waiting.
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 10);
      expect((await counters.hit("short", 60_000)).hits).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
