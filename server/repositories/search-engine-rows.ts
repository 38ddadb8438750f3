/**
 * The SQL side of shared/search-engines.ts (docs/decisions.md#search-engines-and-privacy): which
 * rows of each kind search engines, the sitemap and the feeds may see. Each starts from what the
 * public lists show (the lists' own condition: nothing held, hidden or removed) and leaves out what
 * `isKeptOutOfSearchEngines` keeps out: an author's "keep out of search engines", and posts in the
 * sensitive categories. Member pages are never indexed and have no entry here.
 */
import { publishedSql } from "../items/visibility";
import { and, eq, notInArray, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ItemPathType } from "@shared/item-urls";
import { blogPosts, groups, petPhotos, posts, resources, stories } from "@shared/schema";
import { SENSITIVE_POST_CATEGORIES } from "@shared/search-engines";
import { listedPosts } from "./posts.repository";
import { publishedRows } from "./publication.repository";

/** The kinds of item with a page of their own that search engines may be shown. */
export type IndexableType = Exclude<ItemPathType, "member">;

export interface IndexableTable {
  table: PgTable & { id: PgColumn; createdAt: PgColumn };
  /** What the item's address is made from (ITEM_PATHS): its id, or a blog article's slug. */
  key: PgColumn;
  /** When it last changed: its edit time, else its creation time (kinds never edited: creation). */
  changedAt: SQL;
  /** The rows search engines may see. */
  indexable: SQL | undefined;
}

/** When a row with `editedAt` last changed. */
const lastChange = (table: { editedAt: PgColumn; createdAt: PgColumn }): SQL =>
  sql`coalesce(${table.editedAt}, ${table.createdAt})`;

/** Not kept out by its author. */
const notNoindex = (table: { noindex: PgColumn }): SQL => eq(table.noindex, false);

export const INDEXABLE: Record<IndexableType, IndexableTable> = {
  post: {
    table: posts,
    key: posts.id,
    changedAt: lastChange(posts),
    indexable: and(listedPosts(), notNoindex(posts), notInArray(posts.category, [...SENSITIVE_POST_CATEGORIES])),
  },
  story: {
    table: stories,
    key: stories.id,
    changedAt: lastChange(stories),
    indexable: and(publishedSql(stories), notNoindex(stories)),
  },
  photo: {
    table: petPhotos,
    key: petPhotos.id,
    changedAt: lastChange(petPhotos),
    indexable: and(publishedSql(petPhotos), notNoindex(petPhotos)),
  },
  group: { table: groups, key: groups.id, changedAt: sql`${groups.createdAt}`, indexable: publishedSql(groups) },
  // Moderators write resources and articles: nothing is held, hidden or kept out, but an article is
  // seen only once published (drafts and scheduled ones are /admin's alone).
  resource: { table: resources, key: resources.id, changedAt: sql`${resources.createdAt}`, indexable: undefined },
  blog: {
    table: blogPosts,
    key: blogPosts.slug,
    changedAt: lastChange(blogPosts),
    indexable: publishedRows(blogPosts),
  },
};
