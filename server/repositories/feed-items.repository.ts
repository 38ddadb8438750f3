/**
 * SQL for the feeds: the newest items of a kind that search engines may see (search-engine-rows.ts),
 * each read through the kind's newest-first index, as its author is shown ("A member" for one posted
 * without a name), never who wrote it.
 */
import { and, eq, getTableName, sql } from "drizzle-orm";
import { shownAuthor } from "@shared/names";
import { blogPosts, posts } from "@shared/schema";
import type { Database } from "../db";
import { ITEM_TABLES } from "../items/item-tables";
import { newestFirst } from "../lib/pagination";
import { INDEXABLE } from "./search-engine-rows";

/** The kinds that have feeds. */
export type FeedType = "post" | "story" | "blog";

/** One item of a feed, as the public may read it. */
export interface FeedItemRow {
  /** What its address is made from (ITEM_PATHS): its id, or a blog article's slug. */
  key: string;
  title: string;
  /** The text a summary is cut from: a post's or story's text, an article's own excerpt. */
  text: string;
  /** The name it is shown under. */
  author: string;
  /** Its content warnings (shared/safety/content-warnings.ts); none for articles. */
  contentWarnings: string[];
  createdAt: Date;
  editedAt: Date | null;
}

/** A discussion's or story's columns: what the item registry names (server/items/item-tables.ts), and how it is signed. */
function memberColumns(kind: "post" | "story") {
  const { table, id, text, contentWarnings } = ITEM_TABLES[kind];
  return {
    key: id,
    title: text.title,
    text: text.content,
    author: table.author,
    anonymous: table.anonymous,
    contentWarnings,
    createdAt: table.createdAt,
    editedAt: table.editedAt,
  };
}

/** Each kind's columns, under the same names. */
const COLUMNS = {
  post: memberColumns("post"),
  story: memberColumns("story"),
  // The site's own articles: an excerpt of their own, no warnings, never anonymous.
  blog: {
    key: blogPosts.slug,
    title: blogPosts.title,
    text: blogPosts.excerpt,
    author: blogPosts.author,
    anonymous: sql<boolean>`false`,
    contentWarnings: sql<string[]>`'{}'::text[]`,
    createdAt: blogPosts.createdAt,
    editedAt: blogPosts.editedAt,
  },
} as const;

/** Feed queries, each a named prepared statement, built on first use. */
export function feedItemsRepository(db: Database) {
  function prepare(type: FeedType, byCategory: boolean) {
    const { table, indexable } = INDEXABLE[type];
    return db
      .select(COLUMNS[type])
      .from(table)
      .where(and(indexable, byCategory ? eq(posts.category, sql.placeholder("category")) : undefined))
      .orderBy(...newestFirst(table))
      .limit(sql.placeholder("limit"))
      .prepare(`feed_${getTableName(table)}${byCategory ? "_by_category" : ""}`);
  }
  const statements = new Map<string, ReturnType<typeof prepare>>();

  async function newest(type: FeedType, limit: number, category?: string): Promise<FeedItemRow[]> {
    const name = `${type}:${category !== undefined}`;
    let statement = statements.get(name);
    if (!statement) {
      statement = prepare(type, category !== undefined);
      statements.set(name, statement);
    }
    const rows = await statement.execute({ limit, ...(category !== undefined && { category }) });
    return rows.map(({ anonymous, ...row }) => ({ ...row, author: shownAuthor({ anonymous, author: row.author }) }));
  }

  return {
    /** The newest `limit` articles search engines may see. */
    blog: (limit: number) => newest("blog", limit),
    /** The newest `limit` stories search engines may see. */
    stories: (limit: number) => newest("story", limit),
    /** The newest `limit` posts of `category` search engines may see (none in a sensitive category). */
    posts: (category: string, limit: number) => newest("post", limit, category),
  };
}
