/** SQL for badge categories. */
import { and } from "drizzle-orm";
import { categories, type Category } from "@shared/schema";
import type { Database } from "../db";
import { afterCursor, newestFirst, toPage, type Cursor, type Page } from "../lib/pagination";

export function categoriesRepository(db: Database) {
  return {
    /** One page of categories, newest first. */
    async list(options: { limit: number; cursor?: Cursor }): Promise<Page<Category>> {
      const rows = await db
        .select()
        .from(categories)
        .where(and(afterCursor(categories, options.cursor)))
        .orderBy(...newestFirst(categories))
        .limit(options.limit + 1);
      return toPage(rows, options.limit);
    },
  };
}
