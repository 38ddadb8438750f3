/**
 * SQL for the items a thread of replies hangs off (a post, a story, a photo): lock one while a
 * reply is added or removed, and keep its reply count.
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
