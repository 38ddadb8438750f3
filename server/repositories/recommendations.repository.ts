/** SQL for stored recommendations: a user's list, marking one viewed, replacing the unviewed ones, counts. */
import { and, arrayOverlaps, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { RECOMMENDATION_CONTENT_TYPES } from "@shared/constants";
import { ITEM_KINDS, type WarnedKind } from "@shared/item-kinds";
import { contentRecommendations, type ContentRecommendation } from "@shared/schema";
import type { RecommendationContentType } from "@shared/recommendations";
import type { Executor } from "../db";
import { itemTable } from "../items/item-tables";

/** A recommendation to store. */
export interface NewRecommendation {
  contentId: string;
  contentType: RecommendationContentType;
  score: number;
  reasoning: string;
}

/** How many viewed items feed the history; older views matter less and this bounds the work. */
const HISTORY_LIMIT = 500;

/** The recommended kinds that carry content warnings (shared/item-kinds.ts). */
const WARNED_TYPES = RECOMMENDATION_CONTENT_TYPES.filter(
  (type): type is RecommendationContentType & WarnedKind => ITEM_KINDS[type].contentWarnings,
);

/**
 * Recommendations of items that carry none of `warnings`: a reader who hides a warning gets no card
 * for such an item, even one recommended before they chose so. No condition when nothing is hidden.
 */
function withoutWarnedItems(warnings: readonly string[]): SQL | undefined {
  if (warnings.length === 0) return undefined;
  const t = contentRecommendations;
  return and(
    ...WARNED_TYPES.map((type) => {
      const item = itemTable(type);
      const warned = and(eq(item.id, t.contentId), arrayOverlaps(item.contentWarnings, [...warnings]));
      return sql`not (${t.contentType} = ${type} and exists (select 1 from ${item.table} where ${warned}))`;
    }),
  );
}

/** Stored recommendation queries, always scoped to one user. */
export function recommendationsRepository(db: Executor) {
  const t = contentRecommendations;
  return {
    /**
     * The user's recommendations, best first (ties by id), optionally of one content type, leaving
     * out those of items carrying a warning in `hiding` (the warnings the user hides).
     */
    list(
      userId: string,
      options: { contentType?: string; limit: number; hiding?: readonly string[] },
    ): Promise<ContentRecommendation[]> {
      return db
        .select()
        .from(t)
        .where(
          and(
            eq(t.userId, userId),
            options.contentType ? eq(t.contentType, options.contentType) : undefined,
            withoutWarnedItems(options.hiding ?? []),
          ),
        )
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
