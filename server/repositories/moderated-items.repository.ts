/**
 * SQL for any item a person can report (every kind the registry marks reportable: a post, reply,
 * story, photo, group or challenge), by type and id: read its text, state and author; hide, show,
 * publish, lock or mark it with content warnings; and delete a group or a challenge. Each kind's
 * table and columns are the registry's (server/items/item-tables.ts). The thread items' own removal
 * (revisions, reply counts, photo files) stays in thread-items.repository.ts and
 * replies.repository.ts, which the moderation service reuses.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { WarnedKind } from "@shared/item-kinds";
import type { ItemSnapshot, ReportableType } from "@shared/safety/moderation";
import { posts, replies, users } from "@shared/schema";
import { selectRows, type Executor } from "../db";
import { ITEM_TABLES, type ItemTable } from "../items/item-tables";

/** The thread a reply is in (the other kinds have none). */
export interface ReplyThreadRef {
  postId: string | null;
  storyId: string | null;
  photoId: string | null;
}

/** An item as moderation sees it. */
export interface ModeratedItem extends ReplyThreadRef {
  itemType: ReportableType;
  id: string;
  /** Its member author; null for a guest's item (and every group). */
  authorId: string | null;
  authorName: string | null;
  /** Its text now: title and content; a photo's petName and description; a group's name and description. */
  text: ItemSnapshot;
  heldAt: Date | null;
  hiddenAt: Date | null;
  /** Posts only: closed to new replies, or removed by their author (text blanked, thread kept). */
  lockedAt: Date | null;
  removedAt: Date | null;
  contentWarnings: string[];
}

const nullDate = sql<Date | null>`null::timestamptz`;
const nullId = sql<string | null>`null::uuid`;

/** The registry's columns for `type`, every optional one present (null where the kind has none). */
function itemOf(type: ReportableType): ItemTable {
  return ITEM_TABLES[type];
}

function columnsOf(type: ReportableType) {
  const item = itemOf(type);
  return {
    id: item.id,
    authorId: item.owner ?? nullId,
    authorName: item.owner ? users.username : sql<string | null>`null::text`,
    text: item.text,
    heldAt: item.heldAt,
    hiddenAt: item.hiddenAt,
    lockedAt: type === "post" ? posts.lockedAt : nullDate,
    removedAt: item.removedAt ?? nullDate,
    contentWarnings: item.contentWarnings ?? sql<string[]>`'{}'::text[]`,
    postId: type === "reply" ? replies.postId : nullId,
    storyId: type === "reply" ? replies.storyId : nullId,
    photoId: type === "reply" ? replies.photoId : nullId,
  };
}

/** Moderated item queries; `executor` is the transaction a report or a moderator's action runs in. */
export function moderatedItemsRepository(executor: Executor) {
  async function select(type: ReportableType, ids: string[], lock: boolean): Promise<ModeratedItem[]> {
    if (ids.length === 0) return [];
    const item = itemOf(type);
    // One table of several; the columns above were picked for it, so the casts only name a common shape.
    const base = executor
      .select(columnsOf(type) as never)
      .from(item.table as typeof posts)
      .$dynamic();
    const joined = item.owner ? base.leftJoin(users, eq(users.id, item.owner)) : base;
    const where = joined.where(inArray(item.id, ids));
    // Only the item's own row is locked, never its author's.
    const rows = (lock ? await where.for("update", { of: item.table as typeof posts }) : await where) as Omit<
      ModeratedItem,
      "itemType"
    >[];
    return rows.map((row) => ({ ...row, itemType: type, contentWarnings: row.contentWarnings ?? [] }));
  }

  function table(type: ReportableType) {
    // Every moderated table has held_at, hidden_at and hidden_reason; posts' column keys name them.
    return itemOf(type).table as typeof posts;
  }

  return {
    /** The item as it is; undefined when there is none. */
    async find(type: ReportableType, id: string): Promise<ModeratedItem | undefined> {
      return (await select(type, [id], false))[0];
    },

    /** The item with its row locked until the transaction ends; undefined when there is none. */
    async lock(type: ReportableType, id: string): Promise<ModeratedItem | undefined> {
      return (await select(type, [id], true))[0];
    },

    /** Several items of one kind (those still there), for a page of the queue. */
    findMany: (type: ReportableType, ids: string[]) => select(type, ids, false),

    /** Closes a post's thread to new replies. */
    async lockPost(id: string): Promise<void> {
      await executor
        .update(posts)
        .set({ lockedAt: sql`coalesce(${posts.lockedAt}, now())` })
        .where(eq(posts.id, id));
    },

    /** Sets the item's content warnings (the kinds that carry them). */
    async setWarnings(type: WarnedKind, id: string, warnings: string[]): Promise<void> {
      const target = table(type);
      await executor.update(target).set({ contentWarnings: warnings }).where(eq(target.id, id));
    },

    /**
     * The latest `perAuthor` posts, replies and stories of each of `authorIds`, newest first, in one
     * query (a queue page asks for all its authors at once). For each author, each table gives only
     * its newest `perAuthor` rows through its index by author, so a prolific member costs the same
     * as a new one.
     */
    async recentByAuthors(authorIds: string[], perAuthor: number): Promise<RecentItem[]> {
      if (authorIds.length === 0) return [];
      const ids = sql`array[${sql.join(
        authorIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`;
      const rows = await selectRows<RecentItemRow>(
        executor,
        sql`select a.author_id, r.item_type, r.id, r.excerpt, r.created_at, r.post_id, r.story_id, r.photo_id
          from unnest(${ids}) as a(author_id)
          cross join lateral (
            -- "desc nulls last" is the posts and stories author indexes' own order, so each is read in order.
            select * from (
              (select 'post' as item_type, id, title as excerpt, created_at,
                  null::uuid as post_id, null::uuid as story_id, null::uuid as photo_id
                from posts where author_id = a.author_id order by created_at desc nulls last limit ${perAuthor})
              union all
              (select 'reply', id, left(content, 140), created_at, post_id, story_id, photo_id
                from replies where author_id = a.author_id order by created_at desc limit ${perAuthor})
              union all
              (select 'story', id, title, created_at, null::uuid, null::uuid, null::uuid
                from stories where user_id = a.author_id order by created_at desc nulls last limit ${perAuthor})
            ) newest order by created_at desc, id desc limit ${perAuthor}
          ) r
          order by a.author_id, r.created_at desc, r.id desc`,
      );
      return rows.map((row) => ({
        authorId: row.author_id,
        itemType: row.item_type,
        id: row.id,
        excerpt: row.excerpt,
        createdAt: new Date(row.created_at),
        postId: row.post_id,
        storyId: row.story_id,
        photoId: row.photo_id,
      }));
    },
  };
}

interface RecentItemRow {
  author_id: string;
  item_type: "post" | "reply" | "story";
  id: string;
  excerpt: string;
  created_at: string | Date;
  post_id: string | null;
  story_id: string | null;
  photo_id: string | null;
}

/** One of an author's latest posts, replies or stories. */
export interface RecentItem extends ReplyThreadRef {
  authorId: string;
  itemType: "post" | "reply" | "story";
  id: string;
  excerpt: string;
  createdAt: Date;
}
