/**
 * SQL for wellness challenges: the list, create, edit and delete. The public list holds the
 * challenges not yet ended that everyone may see (published: neither held for a moderator nor
 * hidden), and a reader's own held or hidden ones (all of them for a moderator:
 * server/items/visibility.ts); /admin lists every one, ended ones marked (admin-lists.repository.ts).
 */
import { and, gte, sql } from "drizzle-orm";
import type { Challenge } from "@shared/contracts/wellness-challenges.contract";
import { users, wellnessChallenges, type WellnessChallengeRow } from "@shared/schema";
import type { Database, Executor } from "../db";
import { ITEM_TABLES } from "../items/item-tables";
import { fullySeenSql } from "../items/visibility";
import { afterCursor, newestFirst, toPage, type Page } from "../lib/pagination";
import type { Viewer } from "../lib/viewer";
import { tableRepository, withoutModeration, type ListOptions } from "./table-repository";

/** A challenge as moderators' edits answer it: without the id of the member who made it, or its moderation. */
function publicChallenge({ createdBy: _createdBy, ...challenge }: WellnessChallengeRow) {
  return withoutModeration(challenge);
}

/** `row` as `viewer` reads it, `creatorRole` being the role of the account that made it (null: none, or gone). */
export function challengeView(
  row: WellnessChallengeRow,
  creatorRole: string | null,
  viewer: Viewer | undefined,
): Challenge {
  const isOwn = viewer !== undefined && row.createdBy === viewer.id;
  const seesModeration = isOwn || viewer?.role === "moderator";
  return {
    ...publicChallenge(row),
    status: row.heldAt ? "held" : row.hiddenAt ? "hidden" : "published",
    hiddenReason: seesModeration ? row.hiddenReason : null,
    memberMade: creatorRole === "member",
    isOwn,
  };
}

/** The list's options: the page, and who reads it. */
export interface ChallengeListOptions extends ListOptions {
  viewer?: Viewer;
}

/** Wellness challenge queries: an ended challenge drops out of the list, and so does one `viewer` may not see. */
export function wellnessChallengesRepository(db: Database) {
  const base = tableRepository(db, wellnessChallenges, publicChallenge);
  const t = wellnessChallenges;

  return {
    ...base,

    /** One page, newest first, of the challenges not yet ended that `viewer` sees in full. */
    async list({ limit, cursor, viewer }: ChallengeListOptions): Promise<Page<Challenge>> {
      const rows = await db
        // A subquery, not a join: the plan stays the end-date index's, however many challenges have ended.
        .select({
          challenge: t,
          creatorRole: sql<string | null>`(select ${users.role} from ${users} where ${users.id} = ${t.createdBy})`,
        })
        .from(t)
        .where(and(gte(t.endDate, sql`now()`), fullySeenSql(ITEM_TABLES.challenge, viewer), afterCursor(t, cursor)))
        .orderBy(...newestFirst(t))
        .limit(limit + 1);
      const page = toPage(
        rows.map((row) => ({ ...row, createdAt: row.challenge.createdAt, id: row.challenge.id })),
        limit,
      );
      return { ...page, items: page.items.map((row) => challengeView(row.challenge, row.creatorRole, viewer)) };
    },

    /** Inserts a challenge made by `creator` in `executor`'s transaction, held when `heldAt` is set. */
    async createFor(executor: Executor, values: typeof t.$inferInsert, creator: Viewer): Promise<Challenge> {
      const [row] = await executor.insert(t).values(values).returning();
      return challengeView(row!, creator.role, creator);
    },
  };
}
