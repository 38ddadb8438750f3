/**
 * The SQL every content table shares: a newest-first keyset page, an insert that returns the row,
 * and a delete by id. Each resource's repository starts from this and adds only what differs.
 */
import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db";
import { afterCursor, newestFirst, toPage, type Cursor, type Page } from "../lib/pagination";

/** A table read newest first by (created_at, id). */
export type ContentTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/** `?limit=&cursor=` once the cursor is decoded. */
export interface ListOptions {
  limit: number;
  cursor?: Cursor;
}

/** Builds the shared list / create / delete queries for `table`. */
export function tableRepository<T extends ContentTable>(db: Database, table: T) {
  type Row = T["$inferSelect"] & Cursor;

  async function listWhere(options: ListOptions, filter?: SQL): Promise<Page<Row>> {
    const rows = await db
      .select()
      .from(table as PgTable)
      .where(and(filter, afterCursor(table, options.cursor)))
      .orderBy(...newestFirst(table))
      .limit(options.limit + 1);
    return toPage(rows as Row[], options.limit);
  }

  return {
    /** One page, newest first, of the rows matching `filter` (all rows when it is undefined). */
    listWhere,

    /** One page of every row, newest first. */
    list: (options: ListOptions): Promise<Page<Row>> => listWhere(options),

    /** Inserts one row and returns it as stored. */
    async create(values: T["$inferInsert"]): Promise<Row> {
      const rows = await db.insert(table).values(values).returning();
      return (rows as Row[])[0]!;
    },

    /** Deletes the row with `id`; false when there was none. */
    async deleteById(id: string): Promise<boolean> {
      const deleted = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return deleted.length > 0;
    },
  };
}
