import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { heroContent, memberOfTheMonth, posts, stories } from "@shared/schema";
import type { DatabaseHandle } from "../db";
import { createTestDatabase } from "../test/test-database";
import {
  demoBlogPosts,
  demoCategories,
  demoChallenges,
  demoFeaturedItems,
  demoGroups,
  demoMembersOfTheMonth,
  demoPosts,
  demoResources,
  demoStories,
} from "./demo-content";
import { seedDemoContent } from "./seed-demo";

describe("seedDemoContent", () => {
  let database: DatabaseHandle;
  const now = new Date("2026-03-15T10:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("fills an empty database with every piece of demo content", async () => {
    const result = await seedDemoContent(database.db, { now });
    expect(result).toEqual({
      status: "seeded",
      counts: {
        posts: demoPosts.length,
        stories: demoStories.length,
        groups: demoGroups.length,
        resources: demoResources.length,
        blogPosts: demoBlogPosts.length,
        featuredItems: demoFeaturedItems.length,
        categories: demoCategories.length,
        challenges: demoChallenges.length,
        membersOfTheMonth: demoMembersOfTheMonth.length,
        hero: 1,
      },
    });
    expect(await database.db.$count(posts)).toBe(demoPosts.length);
    expect(await database.db.$count(heroContent)).toBe(1);
  });

  it("dates the content over the past weeks, mixing topics", async () => {
    const rows = await database.db.select({ createdAt: posts.createdAt, category: posts.category }).from(posts);
    const ages = rows.map((row) => now.getTime() - row.createdAt.getTime());
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.max(...ages)).toBeGreaterThan(21 * 24 * 3600 * 1000);
    expect(Math.max(...ages)).toBeLessThanOrEqual(42 * 24 * 3600 * 1000);
    const newestFive = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()).slice(0, 5);
    expect(new Set(newestFive.map((row) => row.category)).size).toBeGreaterThan(1);
  });

  it("names the member of the month's month and year", async () => {
    const members = await database.db.select().from(memberOfTheMonth);
    expect(members.map((member) => `${member.month} ${member.year}`)).toContain("March 2026");
    expect(members.map((member) => `${member.month} ${member.year}`)).toContain("December 2025");
  });

  it("refuses to write anything when there is already content", async () => {
    const result = await seedDemoContent(database.db, { now });
    expect(result).toEqual({ status: "refused", reason: "The database already has content" });
    expect(await database.db.$count(stories)).toBe(demoStories.length);
  });

  it("adds the content again with force, keeping one active hero", async () => {
    const result = await seedDemoContent(database.db, { now, force: true });
    expect(result.status).toBe("seeded");
    expect(await database.db.$count(stories)).toBe(2 * demoStories.length);
    expect(await database.db.$count(heroContent)).toBe(1);
  });
});
