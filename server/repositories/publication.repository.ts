/**
 * SQL for drafts and scheduling (docs/decisions.md#drafts-and-scheduling): what the public may see
 * of articles and featured items, and the scheduler's publishing of what is due.
 *
 * Publishing is one UPDATE ... WHERE status = 'scheduled' AND publish_at <= now: a second process
 * running it at the same moment waits on the row's lock, reads the row again once the first
 * commits, finds it published and leaves it. So every scheduled item is published exactly once,
 * whichever process gets there, and only that one writes its audit entry.
 */
import { and, desc, eq, isNotNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { blogPosts, featuredItems, heroContent } from "@shared/schema";
import type { Executor } from "../db";

/**
 * Only published rows: what every public read of articles and featured items keeps. Written as a
 * literal, not a parameter, so a prepared statement's generic plan still matches the partial
 * `*_published_newest_idx` indexes.
 */
export function publishedRows(table: { status: PgColumn }): SQL {
  return sql`${table.status} = 'published'`;
}

/** `now` as SQL: the database's clock unless a test gives one. */
const at = (now?: Date): SQL => (now ? sql`${now.toISOString()}::timestamptz` : sql`now()`);

/** An item the scheduler published. */
export interface PublishedItem {
  id: string;
  title: string;
}

/** Publication queries; `executor` is the scheduler's (or an edit's) transaction. */
export function publicationRepository(executor: Executor) {
  return {
    /** Publishes every article due by `now`: published from now on, its date the time it went out. */
    async publishDueArticles(now?: Date): Promise<PublishedItem[]> {
      return executor
        .update(blogPosts)
        .set({ status: "published", publishAt: null, createdAt: sql`${at(now)}` })
        .where(and(eq(blogPosts.status, "scheduled"), lte(blogPosts.publishAt, at(now))))
        .returning({ id: blogPosts.id, title: blogPosts.title });
    },

    /** Publishes every featured item due by `now`, as for articles. */
    async publishDueFeatured(now?: Date): Promise<PublishedItem[]> {
      return executor
        .update(featuredItems)
        .set({ status: "published", publishAt: null, createdAt: sql`${at(now)}` })
        .where(and(eq(featuredItems.status, "scheduled"), lte(featuredItems.publishAt, at(now))))
        .returning({ id: featuredItems.id, title: featuredItems.title });
    },

    /**
     * Makes the hero due by `now` the active one (the latest due, when several are), the others
     * inactive, and clears every due time, under the lock hero saves take. Answers the hero made
     * active, undefined when none was due.
     */
    async activateDueHero(now?: Date): Promise<PublishedItem | undefined> {
      await executor.execute(sql`select pg_advisory_xact_lock(hashtext('hero_content'))`);
      const isDue = and(isNotNull(heroContent.activateAt), lte(heroContent.activateAt, at(now)));
      // The latest due time wins: it was meant to follow the others.
      const [latest] = await executor
        .select({ id: heroContent.id, title: heroContent.title })
        .from(heroContent)
        .where(isDue)
        .orderBy(desc(heroContent.activateAt), desc(heroContent.id))
        .limit(1);
      if (!latest) return undefined;
      await executor.update(heroContent).set({ activateAt: null }).where(isDue);
      await executor
        .update(heroContent)
        .set({ isActive: 0, updatedAt: new Date() })
        .where(and(eq(heroContent.isActive, 1), ne(heroContent.id, latest.id)));
      await executor
        .update(heroContent)
        .set({ isActive: 1, updatedAt: new Date() })
        .where(eq(heroContent.id, latest.id));
      return { id: latest.id, title: latest.title };
    },
  };
}
