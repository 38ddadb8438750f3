import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moderationCases } from "@shared/schema";
import { eq } from "drizzle-orm";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { moderationCasesRepository } from "./moderation-cases.repository";

describe("moderation cases", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("keeps one open case per item, taking the more urgent priority and any crisis match", async () => {
    const cases = moderationCasesRepository(database.db);
    const item = { itemType: "post", itemId: "3f1c6f8e-4a53-4d8a-9d73-2f0f4d1f7a11", authorId: null } as const;
    const first = await cases.open({ ...item, snapshot: { content: "a" }, priority: "reported" });
    const second = await cases.open({ ...item, snapshot: { content: "b" }, priority: "held", crisisMatch: true });
    const third = await cases.open({ ...item, snapshot: { content: "c" }, priority: "reported" });
    expect(new Set([first, second, third]).size).toBe(1);
    const [row] = await database.db.select().from(moderationCases).where(eq(moderationCases.id, first));
    expect(row).toMatchObject({ priority: 0, crisisMatch: true, snapshot: { content: "a" } });
  });
});
