/**
 * SQL for /admin's lists: every row of a list's table whatever its state, newest first, searched
 * by its words (case-insensitive, anywhere in the title or name and the text) and filtered by its
 * status. Moderators see held, hidden and removed items here, which public lists never show.
 *
 * A search walks the table's newest-first index and stops at a page of matches: quick for the
 * words moderators look for, and at worst one pass over a table, only for a moderator's request.
 */
import { publishedSql } from "../items/visibility";
import { and, eq, ilike, isNotNull, isNull, lte, gte, gt, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { AdminListId } from "@shared/admin-lists";
import type { adminListRowAnswer } from "@shared/contracts/admin-list-rows";
import { PUBLICATION_STATUSES } from "@shared/publication";
import {
  blogPosts,
  categories,
  featuredItems,
  groups,
  memberOfTheMonth,
  petPhotos,
  posts,
  resources,
  stories,
  wellnessChallenges,
} from "@shared/schema";
import type { Database } from "../db";
import { memberOfTheMonthRepository } from "./member-of-the-month.repository";
import { afterCursor, newestFirst, toPage, type Cursor, type Page } from "../lib/pagination";
import type { ContentTable } from "./table-repository";

/**
 * A row as /admin lists it: its columns but the ids of the members behind it, and its status
 * (shared/contracts/admin-list-rows.ts, each list's row).
 */
export type AdminListRow = z.output<typeof adminListRowAnswer>;

/** Columns that name a member's account: moderators read the name shown, never the internal id. */
const ACCOUNT_COLUMNS = ["userId", "authorId", "createdBy"];

interface AdminListTable {
  table: ContentTable;
  /** The columns a search looks in. */
  searched: PgColumn[];
  /** Each status as a condition; none when the list has no statuses. */
  statuses: Record<string, () => SQL>;
}

/** Published, held and hidden: the states of what members share. */
function sharedItemStatuses(table: { heldAt: PgColumn; hiddenAt: PgColumn }, extra?: SQL): Record<string, () => SQL> {
  return {
    published: () => and(publishedSql(table), extra)!,
    held: () => isNotNull(table.heldAt),
    hidden: () => isNotNull(table.hiddenAt),
  };
}

/** Draft, scheduled and published: the states of what moderators write and may schedule (shared/publication.ts). */
function publicationStatuses(table: { status: PgColumn }): Record<string, () => SQL> {
  return Object.fromEntries(PUBLICATION_STATUSES.map((status) => [status, () => eq(table.status, status)]));
}

const LISTS: Record<AdminListId, AdminListTable> = {
  featured: {
    table: featuredItems,
    searched: [featuredItems.title, featuredItems.description],
    statuses: publicationStatuses(featuredItems),
  },
  blog: { table: blogPosts, searched: [blogPosts.title, blogPosts.excerpt], statuses: publicationStatuses(blogPosts) },
  resources: { table: resources, searched: [resources.title, resources.content], statuses: {} },
  categories: { table: categories, searched: [categories.name, categories.description], statuses: {} },
  "member-of-the-month": {
    table: memberOfTheMonth,
    searched: [memberOfTheMonth.memberName, memberOfTheMonth.petName, memberOfTheMonth.story],
    statuses: {},
  },
  community: {
    table: posts,
    searched: [posts.title, posts.content, posts.author],
    statuses: { ...sharedItemStatuses(posts, isNull(posts.removedAt)), removed: () => isNotNull(posts.removedAt) },
  },
  stories: {
    table: stories,
    searched: [stories.title, stories.content, stories.author, stories.petName],
    statuses: sharedItemStatuses(stories),
  },
  groups: {
    table: groups,
    searched: [groups.name, groups.description, groups.location],
    statuses: sharedItemStatuses(groups),
  },
  photos: {
    table: petPhotos,
    searched: [petPhotos.petName, petPhotos.description, petPhotos.ownerName],
    statuses: sharedItemStatuses(petPhotos),
  },
  challenges: {
    table: wellnessChallenges,
    searched: [wellnessChallenges.title, wellnessChallenges.description],
    statuses: {
      upcoming: () => gt(wellnessChallenges.startDate, sql`now()`),
      running: () => and(lte(wellnessChallenges.startDate, sql`now()`), gte(wellnessChallenges.endDate, sql`now()`))!,
      ended: () => lt(wellnessChallenges.endDate, sql`now()`),
    },
  },
};

/** The statuses `list` can be filtered by. */
export function adminListStatuses(list: AdminListId): string[] {
  return Object.keys(LISTS[list].statuses);
}

/**
 * A row's status, read as its list's conditions read it ("published" for lists without any); a
 * member of the month is "current" when the public card shows it (`currentId`), else "earlier".
 */
function statusOf(list: AdminListId, row: Record<string, unknown>, now: Date, currentId?: string): string {
  if (list === "member-of-the-month") return row.id === currentId ? "current" : "earlier";
  if (list === "challenges") {
    if ((row.startDate as Date) > now) return "upcoming";
    return (row.endDate as Date) < now ? "ended" : "running";
  }
  if (list === "blog" || list === "featured") return row.status as string;
  if (row.heldAt) return "held";
  if (row.hiddenAt) return "hidden";
  if (row.removedAt) return "removed";
  return "published";
}

/**
 * The row as its list's answer has it. The tables are chosen by name, so the type is said here;
 * the route's contract checks every row in tests (server/lib/contract-routes.ts).
 */
function shown(list: AdminListId, row: Record<string, unknown>, now: Date, currentId?: string): AdminListRow {
  const kept = Object.fromEntries(Object.entries(row).filter(([column]) => !ACCOUNT_COLUMNS.includes(column)));
  return { ...kept, id: row.id as string, status: statusOf(list, row, now, currentId) } as AdminListRow;
}

/** `%words%` for ILIKE, with its own wildcards taken literally. */
function containing(words: string): string {
  return `%${words.replace(/[\\%_]/g, "\\$&")}%`;
}

export interface AdminListOptions {
  limit: number;
  cursor?: Cursor;
  q?: string;
  status?: string;
}

/** /admin list queries over `db`. */
export function adminListsRepository(db: Database) {
  return {
    /** One page of `list`, newest first; `status` must be one of adminListStatuses(list). */
    async page(list: AdminListId, options: AdminListOptions): Promise<Page<AdminListRow>> {
      const { table, searched, statuses } = LISTS[list];
      const pattern = options.q && containing(options.q);
      const rows = await db
        .select()
        .from(table)
        .where(
          and(
            pattern ? or(...searched.map((column) => ilike(column, pattern))) : undefined,
            options.status ? statuses[options.status]!() : undefined,
            afterCursor(table, options.cursor),
          ),
        )
        .orderBy(...newestFirst(table))
        .limit(options.limit + 1);
      const page = toPage(rows as (Record<string, unknown> & Cursor)[], options.limit);
      const now = new Date();
      // The member of the month the public card shows is "current" (for /admin's "Make current").
      const currentId =
        list === "member-of-the-month" ? (await memberOfTheMonthRepository(db).current())?.id : undefined;
      return { ...page, items: page.items.map((row) => shown(list, row, now, currentId)) };
    },
  };
}
