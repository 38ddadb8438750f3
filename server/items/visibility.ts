/**
 * The one rule for what each viewer sees of an item (docs/decisions.md#safety-first, "One item
 * model"). Every read path asks it, in SQL where rows are read, in TypeScript where one row is
 * already in hand:
 *
 * - published: everyone sees it, in full, everywhere.
 * - held (waiting for a moderator): only its author and moderators; for anyone else it does not
 *   exist, nor does its thread, its reactions, its file, its title in a notification, or its words
 *   in search suggestions.
 * - hidden (by a moderator or the report net): its author and moderators see it; anyone else sees
 *   its place on its own page with the words gone, and nowhere else: not in lists, search,
 *   recommendations, feeds or notifications. Its thread and file go with its words.
 * - removed by its author (a post whose thread stays): a blank place; the thread stays.
 *
 * A reply follows its item: it is seen only where its thread is seen, and only if it is seen itself.
 */
import { and, arrayOverlaps, eq, isNull, not, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ThreadKind } from "@shared/item-kinds";
import {
  CONTENT_WARNINGS,
  warningModeFor,
  type ContentWarning,
  type WarningSettings,
} from "@shared/safety/content-warnings";
import { canChange, type Viewer } from "../lib/viewer";
import { ITEM_TABLES, REPLY_COLUMNS } from "./item-tables";

/** The moderation columns a row carries (every member-written kind has them). */
export interface ModerationState {
  heldAt: Date | null;
  hiddenAt: Date | null;
  /** Posts only: removed by their author, the thread kept. */
  removedAt?: Date | null;
}

/** How much of an item a viewer gets: all of it, its place with the words gone, or nothing at all. */
export type Sight = "full" | "place" | "none";

/** What `viewer` sees of an item in `state` written by `ownerId` (null: a guest, or no author recorded). */
export function sightOf(state: ModerationState, ownerId: string | null, viewer: Viewer | undefined): Sight {
  if (canChange(viewer, ownerId)) return "full";
  if (state.heldAt) return "none";
  if (state.hiddenAt || state.removedAt) return "place";
  return "full";
}

/**
 * Whether `viewer` may read and write the thread of an item in `state`: only where they see the
 * item's words, or the item was removed by its author (its thread stays, docs/decisions.md).
 */
export function threadOpenTo(state: ModerationState, ownerId: string | null, viewer: Viewer | undefined): boolean {
  const sight = sightOf(state, ownerId, viewer);
  return sight === "full" || (sight === "place" && !state.hiddenAt && Boolean(state.removedAt));
}

/** The columns the rule reads from a kind's table. */
export interface ModeratedColumns {
  heldAt: PgColumn;
  hiddenAt: PgColumn;
  owner: PgColumn | null;
}

/**
 * The rows of a table everyone sees in full: neither held nor hidden. Lists, search results and
 * suggestions, recommendations, feeds, the sitemap, notification titles and the anonymous cache
 * read only these.
 */
export function publishedSql(columns: Pick<ModeratedColumns, "heldAt" | "hiddenAt">): SQL {
  return and(isNull(columns.heldAt), isNull(columns.hiddenAt))!;
}

/** The rows `viewer` sees in full: published ones, and their own (or all, for a moderator). */
export function fullySeenSql(columns: ModeratedColumns, viewer: Viewer | undefined): SQL | undefined {
  if (viewer?.role === "moderator") return undefined;
  const published = publishedSql(columns);
  if (!viewer || !columns.owner) return published;
  return or(published, eq(columns.owner, viewer.id))!;
}

/**
 * The warnings `settings` (a reader's content-warning choices) hide at `now`: every list that reader
 * sees leaves out the items carrying any of them (docs/decisions.md, "Warnings are the reader's
 * choice"). A choice whose time is up no longer hides.
 */
export function hiddenWarnings(settings: WarningSettings["settings"], now: Date = new Date()): ContentWarning[] {
  return CONTENT_WARNINGS.map((option) => option.value).filter(
    (warning) => warningModeFor([warning], settings, now) === "hide",
  );
}

/** The rows whose `contentWarnings` column carries none of `warnings`; no condition when there are none. */
export function withoutWarningsSql(contentWarnings: PgColumn, warnings: readonly string[]): SQL | undefined {
  return warnings.length === 0 ? undefined : not(arrayOverlaps(contentWarnings, [...warnings]));
}

/**
 * threadOpenTo in SQL, for rows of `replies`: those in a thread of `kind` whose item `viewer` may
 * read and write (its author and moderators always; anyone else while it is neither held nor
 * hidden, a post removed by its author included). Undefined when every thread is open (a moderator).
 */
export function threadOpenSql(kind: ThreadKind, viewer: Viewer | undefined): SQL | undefined {
  const item = ITEM_TABLES[kind];
  const seen = fullySeenSql(item, viewer);
  if (!seen) return undefined;
  // coalesce: a guest's item has no owner, and "owner = viewer" is then null, not false.
  return sql`exists (select 1 from ${item.table} where ${item.id} = ${REPLY_COLUMNS[kind]} and coalesce(${seen}, false))`;
}
