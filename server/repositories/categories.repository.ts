/** SQL for badge categories. */
import type { InsertCategory } from "@shared/contracts/categories.body";
import { categories, type Category } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository } from "./table-repository";

/** Category queries: the shared list and delete, and a create that reports a taken name. */
export function categoriesRepository(db: Database) {
  const base = tableRepository(db, categories);
  return {
    ...base,
    /** Inserts a category; undefined when its name is taken (names are unique case-insensitively). */
    async create(values: InsertCategory): Promise<Category | undefined> {
      const [row] = await db.insert(categories).values(values).onConflictDoNothing().returning();
      return row;
    },
  };
}
