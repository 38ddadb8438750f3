/** SQL for stored recommendations: a user's list, marking one viewed, replacing the unviewed ones, counts. */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { contentRecommendations, type ContentRecommendation } from "@shared/schema";
import type { RecommendationContentType } from "@shared/recommendations";
import type { Executor } from "../db";

/** A recommendation to store. */
export interface NewRecommendation {
  contentId: string;
  contentType: RecommendationContentType;
  score: number;
  reasoning: string;
}

/** How many viewed items feed the history; older views matter less and this bounds the work. */
const HISTORY_LIMIT = 500;

/** Stored recommendation queries, always scoped to one user. */
export function recommendationsRepository(db: Executor) {
  const t = contentRecommendations;
  return {
    /** The user's recommendations, best first (ties by id), optionally of one content type. */
    list(userId: string, options: { contentType?: string; limit: number }): Promise<ContentRecommendation[]> {
      return db
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), options.contentType ? eq(t.contentType, options.contentType) : undefined))
        .orderBy(desc(t.score), asc(t.id))
        .limit(options.limit);
    },

    /** One recommendation by id, whoever it belongs to (the route decides 403 vs 404). */
    async findById(id: string): Promise<ContentRecommendation | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id));
      return row;
    },

    /** Marks the user's recommendation viewed; repeating it changes nothing. */
    async markViewed(id: string, userId: string): Promise<void> {
      await db
        .update(t)
        .set({ viewed: 1 })
        .where(and(eq(t.id, id), eq(t.userId, userId)));
    },

    /** The items the user viewed, newest first. */
    viewed(userId: string): Promise<Pick<ContentRecommendation, "contentId" | "contentType">[]> {
      return db
        .select({ contentId: t.contentId, contentType: t.contentType })
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.viewed, 1)))
        .orderBy(desc(t.createdAt), asc(t.id))
        .limit(HISTORY_LIMIT);
    },

    /** Replaces the user's unviewed recommendations with `rows`, all or nothing. */
    async replaceUnviewed(userId: string, rows: NewRecommendation[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(t).where(and(eq(t.userId, userId), eq(t.viewed, 0)));
        if (rows.length > 0) {
          await tx
            .insert(t)
            .values(rows.map((row) => ({ ...row, userId })))
            .onConflictDoNothing();
        }
      });
    },

    /** Total and viewed counts for the engagement summary. */
    async counts(userId: string): Promise<{ total: number; viewed: number }> {
      const [row] = await db
        .select({ total: count(), viewed: sql<number>`count(*) filter (where ${t.viewed} = 1)`.mapWith(Number) })
        .from(t)
        .where(eq(t.userId, userId));
      return { total: row?.total ?? 0, viewed: row?.viewed ?? 0 };
    },
  };
}
