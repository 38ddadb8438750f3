import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  blogPosts,
  categories,
  contactMessages,
  contentRecommendations,
  featuredItems,
  heroContent,
  mailOutbox,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscribers,
  posts,
  userPreferences,
  users,
  wellnessChallenges,
} from "@shared/schema";
import { openEmbedded, selectRows } from "./db";
import { DirectoryLockedError } from "./lib/directory-lock";
import { sqlState } from "./lib/database-errors";
import { createTestDatabase } from "./test/test-database";

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the query to fail");
}

describe("the migrated schema", () => {
  it("never plans parallel workers on PGlite, which cannot start them (a Gather there never returns)", async () => {
    const { db, kind, close } = await createTestDatabase();
    try {
      const [row] = await selectRows<{ max_parallel_workers_per_gather: string }>(
        db,
        sql`show max_parallel_workers_per_gather`,
      );
      if (kind === "pglite") expect(row!.max_parallel_workers_per_gather).toBe("0");
    } finally {
      await close();
    }
  });

  it("applies the spec's defaults", async () => {
    const { db, close } = await createTestDatabase();
    try {
      const [user] = await db.insert(users).values({ username: "Maya", password: "hash" }).returning();
      expect(user!.role).toBe("member");
      const [post] = await db
        .insert(posts)
        .values({ title: "t", content: "c", author: "Maya", category: "ptsd" })
        .returning();
      expect(post!.replies).toBe(0);
      expect(post!.id).toMatch(/^[0-9a-f-]{36}$/);
      const [category] = await db
        .insert(categories)
        .values({ name: "Calm", description: "d", contentType: "blog" })
        .returning();
      expect(category!.color).toBe("blue");
      const [hero] = await db.insert(heroContent).values({ title: "t", content: "c" }).returning();
      expect(hero).toMatchObject({
        titleFontFamily: "Inter",
        contentFontFamily: "Inter",
        titleFontSize: "text-3xl",
        contentFontSize: "text-base",
        isActive: 1,
      });
      const [prefs] = await db.insert(userPreferences).values({ userId: user!.id }).returning();
      expect(prefs).toMatchObject({ activityLevel: "moderate", petTypes: [], interests: [] });
      const [rec] = await db
        .insert(contentRecommendations)
        .values({ userId: user!.id, contentId: post!.id, contentType: "post", score: 50 })
        .returning();
      expect(rec!.viewed).toBe(0);
      const [challenge] = await db
        .insert(wellnessChallenges)
        .values({ title: "t", description: "d", startDate: new Date("2026-01-01"), endDate: new Date("2026-01-08") })
        .returning();
      expect(challenge!.participants).toBe(0);
    } finally {
      await close();
    }
  });

  it("keeps usernames and category names unique regardless of case", async () => {
    const { db, close } = await createTestDatabase();
    try {
      await db.insert(users).values({ username: "Maya", password: "hash" });
      expect(sqlState(await failure(db.insert(users).values({ username: "maya", password: "hash" })))).toBe("23505");
      await db.insert(categories).values({ name: "Calm", description: "d", contentType: "blog" });
      expect(
        sqlState(await failure(db.insert(categories).values({ name: "CALM", description: "d", contentType: "blog" }))),
      ).toBe("23505");
    } finally {
      await close();
    }
  });

  it("allows only one active hero and never a challenge that ends before it starts", async () => {
    const { db, close } = await createTestDatabase();
    try {
      await db.insert(heroContent).values({ title: "a", content: "a" });
      expect(sqlState(await failure(db.insert(heroContent).values({ title: "b", content: "b" })))).toBe("23505");
      await db.insert(heroContent).values({ title: "c", content: "c", isActive: 0 });
      const active = await db.select().from(heroContent).where(eq(heroContent.isActive, 1));
      expect(active).toHaveLength(1);
      const backwards = db
        .insert(wellnessChallenges)
        .values({ title: "t", description: "d", startDate: new Date("2026-02-01"), endDate: new Date("2026-01-01") });
      expect(sqlState(await failure(backwards))).toBe("23514");
    } finally {
      await close();
    }
  });

  it("keeps an article's or featured item's publication state whole: a schedule always has its time", async () => {
    const { db, close } = await createTestDatabase();
    try {
      const article = { slug: "a", title: "t", content: "c", excerpt: "e", author: "a" };
      expect((await db.insert(blogPosts).values(article).returning())[0]).toMatchObject({
        status: "published",
        publishAt: null,
      });
      const unscheduled = db.insert(blogPosts).values({ ...article, slug: "b", status: "scheduled" });
      expect(sqlState(await failure(unscheduled))).toBe("23514");
      const draftWithTime = db
        .insert(featuredItems)
        .values({ title: "t", description: "d", type: "other", status: "draft", publishAt: new Date() });
      expect(sqlState(await failure(draftWithTime))).toBe("23514");
      const unknown = sql`insert into featured_items (title, description, type, status) values ('t', 'd', 'other', 'hidden')`;
      expect(sqlState(await failure(db.execute(unknown)))).toBe("23514");
    } finally {
      await close();
    }
  });

  it("keeps one newsletter subscriber per address in any case, and one delivery per subscriber and issue", async () => {
    const { db, close } = await createTestDatabase();
    try {
      const [subscriber] = await db.insert(newsletterSubscribers).values({ email: "sam@example.org" }).returning();
      expect(subscriber).toMatchObject({ status: "pending", confirmedAt: null, unsubscribedAt: null });
      const again = db.insert(newsletterSubscribers).values({ email: "SAM@example.org" });
      expect(sqlState(await failure(again))).toBe("23505");

      const [issue] = await db
        .insert(newsletterIssues)
        .values({ subject: "Spring", intro: "Hello.", articleIds: [] })
        .returning();
      expect(issue).toMatchObject({ status: "draft", textBody: null, recipientCount: null, sentAt: null });
      const [mail] = await db
        .insert(mailOutbox)
        .values({ toAddress: "sam@example.org", subject: "Spring", textBody: "Hello.", headers: { "X-Test": "1" } })
        .returning();
      expect(mail!.headers).toEqual({ "X-Test": "1" });
      await db
        .insert(newsletterDeliveries)
        .values({ issueId: issue!.id, subscriberId: subscriber!.id, mailId: mail!.id });
      const twice = db.insert(newsletterDeliveries).values({ issueId: issue!.id, subscriberId: subscriber!.id });
      expect(sqlState(await failure(twice))).toBe("23505");

      // Housekeeping removing the sent mail leaves the delivery (counted as delivered); a gone subscriber takes theirs.
      await db.delete(mailOutbox).where(eq(mailOutbox.id, mail!.id));
      const [kept] = await db.select().from(newsletterDeliveries);
      expect(kept?.mailId).toBeNull();
      await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriber!.id));
      expect(await db.select().from(newsletterDeliveries)).toHaveLength(0);
    } finally {
      await close();
    }
  });

  it("keeps a Contact Us message with only what was typed, and its handler's mark once their account goes", async () => {
    const { db, close } = await createTestDatabase();
    try {
      const [message] = await db
        .insert(contactMessages)
        .values({ topic: "question", message: "How do I post?" })
        .returning();
      expect(message).toMatchObject({ name: null, email: null, crisisMatch: false, handledAt: null, handledBy: null });
      const noWords = db.insert(contactMessages).values({ topic: "question", message: sql`null` });
      expect(sqlState(await failure(noWords))).toBe("23502");

      const [moderator] = await db
        .insert(users)
        .values({ username: "mod", password: "x", role: "moderator" })
        .returning();
      const handledAt = new Date();
      await db
        .update(contactMessages)
        .set({ handledAt, handledBy: moderator!.id })
        .where(eq(contactMessages.id, message!.id));
      // A moderator's account going leaves the message handled, by nobody named.
      await db.delete(users).where(eq(users.id, moderator!.id));
      const [kept] = await db.select().from(contactMessages);
      expect(kept).toMatchObject({ handledAt, handledBy: null });
    } finally {
      await close();
    }
  });

  it("has a newest-first index on every listed table", async () => {
    const { db, close } = await createTestDatabase();
    try {
      const rows = await selectRows<{ tablename: string }>(
        db,
        sql`select tablename from pg_indexes where indexdef like '%created_at DESC, id DESC)' order by tablename`,
      );
      expect(rows.map((row) => row.tablename)).toEqual([
        "blog_posts",
        "categories",
        // The moderators' Contact Us inbox in /admin.
        "contact_messages",
        "featured_items",
        "groups",
        // Groups of one type, newest first.
        "groups",
        "member_of_the_month",
        // The current member of the month: the chosen last, else the newest.
        "member_of_the_month",
        // The audit log, newest first.
        "moderation_log",
        // The newsletter's issues and subscribers in /admin.
        "newsletter_issues",
        "newsletter_subscribers",
        // A member's notifications, newest first (after their user id).
        "notifications",
        "pet_photos",
        "posts",
        "posts",
        "resources",
        "resources",
        // Search walks the newest matches, of every kind or of one.
        "search_documents",
        "search_documents",
        "stories",
        "wellness_challenges",
      ]);
    } finally {
      await close();
    }
  });
});

describe("openEmbedded", () => {
  it("keeps data across restarts and refuses a second opener while open", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-data-"));
    const first = await openEmbedded(dataDir);
    await first.db.insert(users).values({ username: "kept", password: "hash" });
    await expect(openEmbedded(dataDir)).rejects.toThrow(DirectoryLockedError);
    await first.close();

    const second = await openEmbedded(dataDir);
    try {
      const rows = await second.db.select().from(users);
      expect(rows.map((row) => row.username)).toEqual(["kept"]);
    } finally {
      await second.close();
    }
  }, 60_000);
});
