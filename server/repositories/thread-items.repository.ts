/**
 * SQL for the items a thread of replies hangs off (a post, a story, a photo): lock one while a
 * reply is added or removed, keep its reply count, and change, blank or delete one for its author.
 */
import { eq, sql } from "drizzle-orm";
import type { ThreadItemType } from "@shared/constants";
import { petPhotos, posts, replies, stories } from "@shared/schema";
import type { Executor } from "../db";

/** Each kind of item: its table, the member who wrote it, what names it, and the replies column that points at it. */
const THREAD_ITEMS = {
  post: { table: posts, owner: posts.authorId, subject: posts.title, replyColumn: replies.postId },
  story: { table: stories, owner: stories.userId, subject: stories.title, replyColumn: replies.storyId },
  photo: { table: petPhotos, owner: petPhotos.userId, subject: petPhotos.petName, replyColumn: replies.photoId },
} as const;

/** The replies column naming an item of `type`. */
export function replyColumnFor(type: ThreadItemType) {
  return THREAD_ITEMS[type].replyColumn;
}

/** The text fields of each kind of item its author may edit. */
const EDITABLE_TEXT = {
  post: { title: posts.title, content: posts.content },
  story: { title: stories.title, content: stories.content },
  photo: { petName: petPhotos.petName, description: petPhotos.description },
} as const;

/** An item's editable text fields by name, as stored. */
export type ItemText = Record<string, string | null>;

/** What changing or removing an item needs to know about it. */
export interface ChangeableItem {
  /** The member who wrote it; null for a guest's item. */
  ownerId: string | null;
  /** Set while it waits for a moderator (docs/decisions.md#safety-first). */
  heldAt: Date | null;
  /** Its editable text fields (title and content; a photo's petName and description). */
  text: ItemText;
  /** Its visible replies. */
  replies: number;
  removedAt: Date | null;
}

/** What replying to an item needs to know about it. */
export interface ThreadItem {
  id: string;
  /** The member who wrote it; null for a guest's item. */
  ownerId: string | null;
  /** Its title (a photo's pet name), for notifications. */
  subject: string;
  lockedAt: Date | null;
  removedAt: Date | null;
}

/** Thread item queries; `executor` is the transaction a reply is written in. */
export function threadItemsRepository(executor: Executor) {
  async function describe(type: ThreadItemType, id: string, lock: boolean): Promise<ThreadItem | undefined> {
    const item = THREAD_ITEMS[type];
    const query = executor
      .select({
        id: item.table.id,
        ownerId: item.owner,
        subject: item.subject,
        lockedAt: type === "post" ? posts.lockedAt : sql<Date | null>`null`,
        removedAt: type === "post" ? posts.removedAt : sql<Date | null>`null`,
      })
      .from(item.table)
      .where(eq(item.table.id, id));
    const [row] = lock ? await query.for("update") : await query;
    return row;
  }

  return {
    /** The item, its row locked until the transaction ends (so counts stay right); undefined when there is none. */
    lock: (type: ThreadItemType, id: string) => describe(type, id, true),

    /** The item as it is, without locking it; undefined when there is none. */
    describe: (type: ThreadItemType, id: string) => describe(type, id, false),

    /** The item with its editable text, its row locked until the transaction ends; undefined when there is none. */
    async lockForChange(type: ThreadItemType, id: string): Promise<ChangeableItem | undefined> {
      const item = THREAD_ITEMS[type];
      const [row] = await executor
        .select({
          text: EDITABLE_TEXT[type],
          ownerId: item.owner,
          heldAt: item.table.heldAt,
          replies: item.table.replies,
          removedAt: type === "post" ? posts.removedAt : sql<Date | null>`null`,
        })
        .from(item.table)
        .where(eq(item.table.id, id))
        .for("update");
      return row;
    },

    /** Sets the given text fields (names from lockForChange's `text`) and marks the item edited. */
    async updateText(type: ThreadItemType, id: string, text: ItemText): Promise<void> {
      const { table } = THREAD_ITEMS[type];
      const columns = EDITABLE_TEXT[type] as Record<string, unknown>;
      const known = Object.entries(text).filter(([field]) => field in columns);
      if (known.length === 0) return;
      // One table of three: the column names were just checked against its editable fields.
      await executor
        .update(table as typeof posts)
        .set({ ...(Object.fromEntries(known) as Partial<typeof posts.$inferInsert>), editedAt: sql`now()` })
        .where(eq(table.id, id));
    },

    /**
     * Sets the posting options an item of `type` has (content warnings; "A member" for posts and
     * stories; noindex), without marking it edited: they are not its words.
     */
    async updateOptions(
      type: ThreadItemType,
      id: string,
      options: { contentWarnings?: string[]; anonymous?: boolean; noindex?: boolean },
    ): Promise<void> {
      const { table } = THREAD_ITEMS[type];
      const known = type === "photo" ? { ...options, anonymous: undefined } : options;
      const set = Object.fromEntries(Object.entries(known).filter(([, value]) => value !== undefined));
      if (Object.keys(set).length === 0) return;
      await executor
        .update(table as typeof posts)
        .set(set)
        .where(eq(table.id, id));
    },

    /** Holds the item for a moderator: from now only its author and moderators see it. */
    async hold(type: ThreadItemType, id: string): Promise<void> {
      const { table } = THREAD_ITEMS[type];
      await executor
        .update(table as typeof posts)
        .set({ heldAt: sql`now()` })
        .where(eq(table.id, id));
    },

    /** Marks a post removed by its author and blanks its text; its thread of replies stays. */
    async markPostRemoved(id: string): Promise<void> {
      await executor
        .update(posts)
        .set({ title: "", content: "", removedAt: sql`now()` })
        .where(eq(posts.id, id));
    },

    /** Deletes the item (its replies, reactions and revisions go with it); answers a photo's image path. */
    async deleteItem(type: ThreadItemType, id: string): Promise<{ imageUrl: string | null } | undefined> {
      if (type === "photo") {
        const [row] = await executor
          .delete(petPhotos)
          .where(eq(petPhotos.id, id))
          .returning({ imageUrl: petPhotos.imageUrl });
        return row;
      }
      const { table } = THREAD_ITEMS[type];
      const [row] = await executor.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      return row && { imageUrl: null };
    },

    /** Moves the item's reply count by `delta`. */
    async addToReplyCount(type: ThreadItemType, id: string, delta: 1 | -1): Promise<void> {
      const { table } = THREAD_ITEMS[type];
      await executor
        .update(table)
        .set({ replies: sql`${table.replies} + ${delta}` })
        .where(eq(table.id, id));
    },
  };
}
