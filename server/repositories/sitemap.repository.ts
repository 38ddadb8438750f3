/**
 * SQL for the sitemap (docs/decisions.md#search-engines-and-privacy): the rows of each kind search
 * engines may see (search-engine-rows.ts), oldest first by (created_at, id), cut into pages of
 * `size`. Oldest first, so a page keeps its rows as the site grows: new items fill the last page,
 * then open a new one.
 *
 * One statement numbers every row (the index's lastmod, each page's newest change, needs them all
 * anyway) and answers each page's first row; a page is then a keyset range from its first row to
 * the next page's, read through the kind's (created_at, id) index, the same few rows whatever its
 * number. No OFFSET: page 40 of a large table would first skip 1,950,000 rows.
 */
import { and, desc, getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db";
import { oldestFirst, type Cursor } from "../lib/pagination";
import { INDEXABLE, type IndexableTable, type IndexableType } from "./search-engine-rows";

/** One page of a kind's sitemap: its number (from 1), its first row, and the newest change among its rows. */
export interface SitemapPageSummary {
  page: number;
  start: Cursor;
  lastmod: Date;
}

/** One row of a sitemap page: what its address is made from, and when it last changed. */
export interface SitemapRow {
  key: string;
  lastmod: Date;
}

/** Either driver may give a timestamp or a number as text. */
const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/**
 * Rows at or after the placeholders `<name>At`, `<name>Id` in (created_at, id) order; before them
 * with `before`. The plain bound on created_at says nothing more, but PostgreSQL estimates a range
 * of one column from its statistics, not a row comparison: with it, it reads the page's few rows
 * through the index in order rather than collecting and sorting them.
 */
function fromKey(table: IndexableTable["table"], name: string, before = false): SQL {
  const at = sql`${sql.placeholder(`${name}At`)}::timestamptz`;
  const id = sql`${sql.placeholder(`${name}Id`)}::uuid`;
  return before
    ? sql`${table.createdAt} <= ${at} and (${table.createdAt}, ${table.id}) < (${at}, ${id})`
    : sql`${table.createdAt} >= ${at} and (${table.createdAt}, ${table.id}) >= (${at}, ${id})`;
}

const keyValues = (name: string, key: Cursor) => ({
  [`${name}At`]: key.createdAt.toISOString(),
  [`${name}Id`]: key.id,
});

/** Sitemap queries, each a named prepared statement per kind (and shape), built on first use. */
export function sitemapRepository(db: Database) {
  function prepareSummaries(type: IndexableType) {
    const { table, changedAt, indexable } = INDEXABLE[type];
    const numbered = db
      .select({
        row: sql<number>`row_number() over (order by ${table.createdAt}, ${table.id}) - 1`.as("row"),
        createdAt: sql<Date>`${table.createdAt}`.as("created_at"),
        id: sql<string>`${table.id}`.as("id"),
        lastmod: sql<Date>`${changedAt}`.as("lastmod"),
      })
      .from(table)
      .where(indexable)
      .as("numbered");
    const isFirst = sql`${numbered.row} % ${sql.placeholder("size")}::int = 0`;
    return (
      db
        .select({
          page: sql<number>`${numbered.row} / ${sql.placeholder("size")}::int + 1`,
          startAt: sql<Date>`max(${numbered.createdAt}) filter (where ${isFirst})`,
          startId: sql<string>`max(${numbered.id}::text) filter (where ${isFirst})`,
          lastmod: sql<Date>`max(${numbered.lastmod})`,
        })
        .from(numbered)
        // By position: the page's expression written again would carry its own placeholder.
        .groupBy(sql`1`)
        .orderBy(sql`1`)
        .prepare(`sitemap_pages_${getTableName(table)}`)
    );
  }

  function preparePage(type: IndexableType, isLast: boolean) {
    const { table, key, changedAt, indexable } = INDEXABLE[type];
    return db
      .select({ key: sql<string>`${key}`, lastmod: sql<Date>`${changedAt}` })
      .from(table)
      .where(and(indexable, fromKey(table, "start"), isLast ? undefined : fromKey(table, "end", true)))
      .orderBy(...oldestFirst(table))
      .limit(sql.placeholder("size"))
      .prepare(`sitemap_page_${getTableName(table)}${isLast ? "_last" : ""}`);
  }

  function prepareNewest(type: IndexableType) {
    const { table, indexable } = INDEXABLE[type];
    return db
      .select({ createdAt: table.createdAt as PgColumn })
      .from(table)
      .where(indexable)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(1)
      .prepare(`sitemap_newest_${getTableName(table)}`);
  }

  const statements = new Map<string, unknown>();
  function statement<S>(name: string, prepare: () => S): S {
    if (!statements.has(name)) statements.set(name, prepare());
    return statements.get(name) as S;
  }

  return {
    /**
     * The pages a kind's sitemap has at `size` rows a page, each with its first row and newest
     * change; none when it has no rows. Reads every row the sitemap lists.
     */
    async pageSummaries(type: IndexableType, size: number): Promise<SitemapPageSummary[]> {
      const rows = await statement(`summaries:${type}`, () => prepareSummaries(type)).execute({ size });
      return rows.map((row) => ({
        page: Number(row.page),
        start: { createdAt: asDate(row.startAt), id: String(row.startId) },
        lastmod: asDate(row.lastmod),
      }));
    },

    /**
     * A page of a kind's sitemap, oldest first: at most `size` rows from its first row `start` up to
     * the next page's first row `end` (none for the last page).
     */
    async page(type: IndexableType, range: { start: Cursor; end?: Cursor; size: number }): Promise<SitemapRow[]> {
      const { start, end, size } = range;
      const query = statement(`page:${type}:${!end}`, () => preparePage(type, !end));
      const rows = await query.execute({ size, ...keyValues("start", start), ...(end && keyValues("end", end)) });
      return rows.map((row) => ({ key: String(row.key), lastmod: asDate(row.lastmod) }));
    },

    /** When the newest row of a kind search engines may see was created; undefined when there is none. */
    async newestCreatedAt(type: IndexableType): Promise<Date | undefined> {
      const [row] = await statement(`newest:${type}`, () => prepareNewest(type)).execute();
      return row ? asDate(row.createdAt) : undefined;
    },
  };
}
