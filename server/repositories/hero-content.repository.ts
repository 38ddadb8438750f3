/** SQL for the home page's hero content. */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { InsertHeroContent } from "@shared/contracts/hero-content.body";
import { heroContent, type HeroContent } from "@shared/schema";
import type { Database, Executor } from "../db";
import { sqlState } from "../lib/database-errors";

/** Called in a save's transaction with the hero as saved and, for an update, as it was. */
export type WhenSaved = (tx: Executor, saved: HeroContent, previous: HeroContent | undefined) => Promise<void>;

/** Hero content queries. */
export function heroContentRepository(db: Database) {
  /**
   * One save in one transaction: an active hero first deactivates every other, so exactly one
   * stays active. The advisory lock queues concurrent saves; undefined when `id` is unknown.
   */
  async function saveOnce(
    sent: InsertHeroContent,
    id?: string,
    whenSaved?: WhenSaved,
  ): Promise<HeroContent | undefined> {
    // A hero given a time to become active waits inactive until then (the scheduler activates it).
    const values = sent.activateAt ? { ...sent, isActive: 0 as const } : { ...sent, activateAt: null };
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('hero_content'))`);
      let previous: HeroContent | undefined;
      if (id) {
        [previous] = await tx.select().from(heroContent).where(eq(heroContent.id, id));
        if (!previous) return undefined;
      }
      if (values.isActive === 1) {
        const others = id ? and(eq(heroContent.isActive, 1), ne(heroContent.id, id)) : eq(heroContent.isActive, 1);
        await tx.update(heroContent).set({ isActive: 0, updatedAt: new Date() }).where(others);
      }
      const [row] = id
        ? await tx
            .update(heroContent)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(heroContent.id, id))
            .returning()
        : await tx.insert(heroContent).values(values).returning();
      await whenSaved?.(tx, row!, previous);
      return row;
    });
  }

  return {
    /** The active hero, if there is one (a unique index allows at most one). */
    async findActive(): Promise<HeroContent | undefined> {
      const [row] = await db.select().from(heroContent).where(eq(heroContent.isActive, 1)).limit(1);
      return row;
    },

    /** The hero the admin screen edits: the active one, else the one saved last. */
    async findCurrent(): Promise<HeroContent | undefined> {
      const [row] = await db
        .select()
        .from(heroContent)
        .orderBy(desc(heroContent.isActive), desc(heroContent.updatedAt), desc(heroContent.id))
        .limit(1);
      return row;
    },

    /**
     * Creates (no `id`) or updates the hero, leaving at most one active. A unique-index race that
     * slips past the lock is retried once; a second one reaches the error handler as a 409.
     */
    async save(values: InsertHeroContent, id?: string, whenSaved?: WhenSaved): Promise<HeroContent | undefined> {
      try {
        return await saveOnce(values, id, whenSaved);
      } catch (error) {
        if (sqlState(error) !== "23505") throw error;
        return saveOnce(values, id, whenSaved);
      }
    },
  };
}
