/**
 * The SQL every content table shares: a newest-first keyset page, an insert that returns the row,
 * and a delete by id. Each resource's repository starts from this and adds only what differs.
 */
import { and, desc, eq, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, Executor } from "../db";
import {
  afterCursorPlaceholders,
  cursorPlaceholderValues,
  newestFirst,
  toPage,
  type Cursor,
  type Page,
} from "../lib/pagination";

/** A table read newest first by (created_at, id). */
export type ContentTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/** What only an item's author and moderators may know of it: whether it is held or hidden, and why. */
type ModerationFields = { heldAt: unknown; hiddenAt: unknown; hiddenReason: unknown };

/** The row as lists show it, without its moderation fields (lists hold published rows only). */
export function withoutModeration<Row extends ModerationFields>(row: Row): Omit<Row, keyof ModerationFields> {
  const { heldAt: _held, hiddenAt: _hidden, hiddenReason: _why, ...published } = row;
  return published;
}

/** `?limit=&cursor=` once the cursor is decoded. */
export interface ListOptions {
  limit: number;
  cursor?: Cursor;
}

/** Keeps only the rows whose `column` equals `value`. */
export interface ColumnFilter {
  column: PgColumn;
  value: string;
}

/**
 * Builds the shared list / create / delete queries for `table`. Lists and `create` answer each row
 * through `toPublic` (by default the row itself), so a column only the server needs, such as the
 * member who wrote it, never leaves through them; `deleteById` answers the whole row, for clean-up.
 * Lists show only the rows `listed` keeps, when it is given (posts leave out removed ones).
 */
export function tableRepository<T extends ContentTable, Public = T["$inferSelect"]>(
  db: Database,
  table: T,
  toPublic: (row: T["$inferSelect"]) => Public = (row) => row as Public,
  listed?: SQL,
) {
  type Row = T["$inferSelect"] & Cursor;

  // Lists are the busiest reads: each shape (first page or after a cursor, filtered by a column or
  // not) is built once as a named prepared statement, so a request neither rebuilds the query in
  // drizzle nor has PostgreSQL parse and plan it again on a connection that has run it before.
  function prepareList(hasCursor: boolean, filterColumn: PgColumn | undefined) {
    const name = `list_${getTableName(table)}${filterColumn ? `_by_${filterColumn.name}` : ""}${hasCursor ? "_after" : ""}`;
    return db
      .select()
      .from(table as PgTable)
      .where(
        and(
          listed,
          filterColumn ? eq(filterColumn, sql.placeholder("filter")) : undefined,
          hasCursor ? afterCursorPlaceholders(table) : undefined,
        ),
      )
      .orderBy(...newestFirst(table))
      .limit(sql.placeholder("limit"))
      .prepare(name);
  }
  const listStatements = new Map<string, ReturnType<typeof prepareList>>();
  function listStatement(hasCursor: boolean, filterColumn: PgColumn | undefined) {
    const key = `${hasCursor}:${filterColumn?.name ?? ""}`;
    let statement = listStatements.get(key);
    if (!statement) {
      statement = prepareList(hasCursor, filterColumn);
      listStatements.set(key, statement);
    }
    return statement;
  }

  /** `limit + 1` fetched rows as a page of what the public sees, with the next page's cursor. */
  function publicPage(rows: Row[], limit: number): Page<Public> {
    const page = toPage(rows, limit);
    return { ...page, items: page.items.map(toPublic) };
  }

  async function listWhere(options: ListOptions, filter?: ColumnFilter): Promise<Page<Public>> {
    const { cursor } = options;
    const rows = await listStatement(cursor !== undefined, filter?.column).execute({
      limit: options.limit + 1,
      ...(filter && { filter: filter.value }),
      ...(cursor && cursorPlaceholderValues(cursor)),
    });
    return publicPage(rows as Row[], options.limit);
  }

  async function createIn(executor: Executor, values: T["$inferInsert"]): Promise<Public> {
    const rows = await executor.insert(table).values(values).returning();
    return toPublic((rows as Row[])[0]!);
  }

  return {
    /** One page, newest first, of the rows matching `filter` (all rows when it is undefined). */
    listWhere,

    /** One page of every row, newest first. */
    list: (options: ListOptions): Promise<Page<Public>> => listWhere(options),

    /**
     * A member's list: one page, newest first, of the listed rows `ownerColumn` says member
     * `ownerId` wrote (and `only` keeps), prepared once per shape like every list. Ordered as the
     * (owner, created_at desc) author indexes are, so it reads one of those; rows of the same
     * millisecond are put in id order as they come.
     */
    ownedList(ownerColumn: PgColumn, only?: SQL): (ownerId: string, options: ListOptions) => Promise<Page<Public>> {
      const prepare = (hasCursor: boolean) =>
        db
          .select()
          .from(table as PgTable)
          .where(
            and(
              listed,
              only,
              eq(ownerColumn, sql.placeholder("owner")),
              hasCursor ? afterCursorPlaceholders(table) : undefined,
            ),
          )
          .orderBy(sql`${table.createdAt} desc nulls last`, desc(table.id))
          .limit(sql.placeholder("limit"))
          .prepare(`list_${getTableName(table)}_owned_by_${ownerColumn.name}${hasCursor ? "_after" : ""}`);
      let statements: { first: ReturnType<typeof prepare>; after: ReturnType<typeof prepare> } | undefined;
      return async (ownerId, options) => {
        statements ??= { first: prepare(false), after: prepare(true) };
        const { cursor } = options;
        const rows = await (cursor ? statements.after : statements.first).execute({
          owner: ownerId,
          limit: options.limit + 1,
          ...(cursor && cursorPlaceholderValues(cursor)),
        });
        return publicPage(rows as Row[], options.limit);
      };
    },

    /** Inserts one row and returns it as the public sees it. */
    create: (values: T["$inferInsert"]): Promise<Public> => createIn(db, values),

    /** Inserts one row in `executor`'s transaction and returns it as the public sees it. */
    createIn,

    /**
     * Changes the row with `id` in `executor`'s transaction, keeping its id and date; answers it as
     * the public sees it, or undefined when there is none.
     */
    async updateIn(executor: Executor, id: string, changes: Partial<T["$inferInsert"]>): Promise<Public | undefined> {
      const rows = await executor
        .update(table)
        .set(changes as T["$inferInsert"])
        .where(eq(table.id, id))
        .returning();
      const row = (rows as Row[])[0];
      return row && toPublic(row);
    },

    /** The row with `id` as stored (for the server's own checks and views); undefined when there is none. */
    async findById(id: string): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id));
      return row as Row | undefined;
    },

    /** Deletes the row with `id` and returns it as it was; undefined when there was none. */
    async deleteById(id: string): Promise<Row | undefined> {
      const deleted = await db.delete(table).where(eq(table.id, id)).returning();
      return (deleted as Row[])[0];
    },
  };
}
