import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { checkForCrisis } from "@shared/safety/crisis-check";
import {
  blogPosts,
  featuredItems,
  groups,
  heroContent,
  memberOfTheMonth,
  petPhotos,
  posts,
  reactions,
  replies,
  stories,
  uploads,
  users,
  wellnessChallenges,
} from "@shared/schema";
import type { DatabaseHandle } from "../db";
import { uploadIdFromPath, uploadsService } from "../services/uploads";
import { createLocalStorage } from "../storage/local-storage";
import type { ObjectStorage } from "../storage/object-storage";
import { createTestDatabase } from "../test/test-database";
import {
  demoBlogCovers,
  demoBlogPosts,
  demoCategories,
  demoChallengeCovers,
  demoChallenges,
  demoFeaturedCovers,
  demoFeaturedItems,
  demoGroups,
  demoMembersOfTheMonth,
  demoPetPhotos,
  demoPosts,
  demoResources,
  demoStories,
} from "./demo-content";
import { seedDemoContent } from "./seed-demo";

describe("seedDemoContent", () => {
  let database: DatabaseHandle;
  let storageDir: string;
  let storage: ObjectStorage;
  const now = new Date("2026-03-15T10:00:00Z");

  beforeAll(async () => {
    database = await createTestDatabase();
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-seed-"));
    storage = createLocalStorage({ root: storageDir, secret: "seed-test-secret-that-is-long-enough" });
  });
  afterAll(async () => {
    await database?.close();
    if (storageDir) fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it("fills an empty database with every piece of demo content", async () => {
    const result = await seedDemoContent(database.db, storage, { now });
    expect(result.status).toBe("seeded");
    const counts = result.status === "seeded" ? result.counts : undefined;
    expect(counts?.members).toBeGreaterThan(20);
    expect(counts?.replies).toBeGreaterThan(demoPosts.length * 2);
    expect(counts?.reactions).toBeGreaterThan(demoPosts.length);
    expect(result).toEqual({
      status: "seeded",
      counts: {
        members: counts?.members,
        replies: counts?.replies,
        reactions: counts?.reactions,
        posts: demoPosts.length,
        stories: demoStories.length,
        groups: demoGroups.length,
        resources: demoResources.length,
        blogPosts: demoBlogPosts.length,
        featuredItems: demoFeaturedItems.length,
        categories: demoCategories.length,
        challenges: demoChallenges.length,
        membersOfTheMonth: demoMembersOfTheMonth.length,
        petPhotos: demoPetPhotos.length,
        hero: 1,
      },
    });
    expect(await database.db.$count(posts)).toBe(demoPosts.length);
    expect(await database.db.$count(heroContent)).toBe(1);
  });

  it("writes real replies: every thread's count is its rows, and stories and photos have comments", async () => {
    const counted = sql<number>`count(${replies.id})::int`;
    const threads = await database.db
      .select({ stored: posts.replies, rows: counted })
      .from(posts)
      .leftJoin(replies, eq(replies.postId, posts.id))
      .groupBy(posts.id);
    for (const thread of threads) expect(thread.rows).toBe(thread.stored);
    expect(Math.min(...threads.map((thread) => thread.rows))).toBeGreaterThanOrEqual(2);
    const storyCounts = await database.db
      .select({ stored: stories.replies, rows: counted })
      .from(stories)
      .leftJoin(replies, eq(replies.storyId, stories.id))
      .groupBy(stories.id);
    for (const story of storyCounts) expect(story.rows).toBe(story.stored);
    expect(storyCounts.filter((story) => story.rows > 0).length).toBeGreaterThan(3);
    const photoCounts = await database.db
      .select({ stored: petPhotos.replies, rows: counted })
      .from(petPhotos)
      .leftJoin(replies, eq(replies.photoId, petPhotos.id))
      .groupBy(petPhotos.id);
    for (const photo of photoCounts) expect(photo.rows).toBe(photo.stored);
    expect(photoCounts.filter((photo) => photo.rows > 0).length).toBeGreaterThan(2);
  });

  it("has members, not guests, write the content, and a handful of them answer most threads", async () => {
    expect(await database.db.$count(posts, sql`${posts.authorId} is null`)).toBe(0);
    expect(await database.db.$count(stories, sql`${stories.userId} is null`)).toBe(0);
    expect(await database.db.$count(petPhotos, sql`${petPhotos.userId} is null`)).toBe(0);
    const authors = await database.db
      .select({ author: replies.author, authorId: replies.authorId, rows: sql<number>`count(*)::int` })
      .from(replies)
      .groupBy(replies.author, replies.authorId)
      .orderBy(sql`count(*) desc`);
    expect(authors.every((row) => row.authorId !== null)).toBe(true);
    const total = authors.reduce((sum, row) => sum + row.rows, 0);
    const topSix = authors.slice(0, 6).reduce((sum, row) => sum + row.rows, 0);
    expect(topSix / total).toBeGreaterThan(0.5);
    // Nobody can sign in as a demo member: their password is a hash of random bytes.
    const [member] = await database.db.select().from(users).where(eq(users.username, "maya_and_biscuit"));
    expect(member?.password).toMatch(/^\$argon2id\$/);
  });

  it("gives threads, stories, photos and replies gentle reactions from members other than their author", async () => {
    expect(await database.db.$count(reactions, sql`${reactions.postId} is not null`)).toBeGreaterThanOrEqual(
      demoPosts.length,
    );
    expect(await database.db.$count(reactions, sql`${reactions.replyId} is not null`)).toBeGreaterThan(0);
    expect(await database.db.$count(reactions, sql`${reactions.photoId} is not null`)).toBeGreaterThan(0);
    const ownReactions = await database.db
      .select({ id: reactions.id })
      .from(reactions)
      .innerJoin(posts, eq(posts.id, reactions.postId))
      .where(eq(posts.authorId, reactions.userId));
    expect(ownReactions).toHaveLength(0);
  });

  it("writes nothing a moderator would have to hold, and replies come after their thread", async () => {
    const written = await database.db
      .select({ content: replies.content, at: replies.createdAt, threadAt: posts.createdAt })
      .from(replies)
      .innerJoin(posts, eq(posts.id, replies.postId));
    for (const reply of written) {
      expect(["none", "support"]).toContain(checkForCrisis(reply.content).level);
      expect(reply.at.getTime()).toBeGreaterThan(reply.threadAt.getTime());
      expect(reply.at.getTime()).toBeLessThan(now.getTime());
    }
    expect(await database.db.$count(replies, sql`${replies.heldAt} is not null`)).toBe(0);
  });

  it("places groups in real towns, several of them", async () => {
    const places = await database.db.selectDistinct({ location: groups.location }).from(groups);
    expect(places.length).toBeGreaterThan(5);
    for (const { location } of places) expect(location).toMatch(/^[A-Z][a-z]+(?: [A-Z][a-z]+)*, [A-Z]{2}$/);
  });

  it("gives every article, featured item and challenge a cover of its own drawing", () => {
    expect(Object.keys(demoBlogCovers).sort()).toEqual(demoBlogPosts.map((post) => post.title).sort());
    expect(Object.keys(demoFeaturedCovers).sort()).toEqual(demoFeaturedItems.map((item) => item.title).sort());
    expect(Object.keys(demoChallengeCovers).sort()).toEqual(demoChallenges.map((challenge) => challenge.title).sort());
  });

  it("stores real pictures: covers as site images and each pet photo its own upload, served as WebP", async () => {
    const pictured = [
      ...(await database.db.select({ imageUrl: blogPosts.imageUrl }).from(blogPosts)),
      ...(await database.db.select({ imageUrl: featuredItems.imageUrl }).from(featuredItems)),
      ...(await database.db.select({ imageUrl: wellnessChallenges.imageUrl }).from(wellnessChallenges)),
      ...(await database.db.select({ imageUrl: memberOfTheMonth.imageUrl }).from(memberOfTheMonth)),
    ];
    const photos = await database.db.select({ imageUrl: petPhotos.imageUrl }).from(petPhotos);
    expect(photos).toHaveLength(demoPetPhotos.length);
    const coverIds = new Set(pictured.map((row) => uploadIdFromPath(row.imageUrl ?? "")));
    const photoIds = new Set(photos.map((row) => uploadIdFromPath(row.imageUrl)));
    expect(coverIds.has(null)).toBe(false);
    expect(photoIds.has(null)).toBe(false);
    expect(photoIds.size).toBe(demoPetPhotos.length);

    const stored = await database.db.select().from(uploads);
    const byId = new Map(stored.map((upload) => [upload.id, upload]));
    for (const id of coverIds) expect(byId.get(id!)).toMatchObject({ status: "stored", siteImage: true });
    for (const id of photoIds) expect(byId.get(id!)).toMatchObject({ status: "stored", siteImage: false });

    // Served like an upload: re-encoded WebP at the display size, and a thumbnail.
    const served = uploadsService(database.db, storage);
    const cover = await served.readShared([...coverIds][0]!, "display");
    expect(await sharp(cover!).metadata()).toMatchObject({ format: "webp", width: 1280, height: 720 });
    const photo = await served.readShared([...photoIds][0]!, "thumb");
    expect(await sharp(photo!).metadata()).toMatchObject({ format: "webp", width: 480, height: 360 });
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
    const result = await seedDemoContent(database.db, storage, { now });
    expect(result).toEqual({ status: "refused", reason: "The database already has content" });
    expect(await database.db.$count(stories)).toBe(demoStories.length);
  });

  it("adds the content again with force, keeping one active hero", async () => {
    const membersBefore = await database.db.$count(users);
    const result = await seedDemoContent(database.db, storage, { now, force: true });
    expect(result.status).toBe("seeded");
    expect(await database.db.$count(stories)).toBe(2 * demoStories.length);
    // The same members write the second copy.
    expect(await database.db.$count(users)).toBe(membersBefore);
    expect(await database.db.$count(posts, sql`${posts.authorId} is null`)).toBe(0);
    expect(await database.db.$count(heroContent)).toBe(1);
  });
});
