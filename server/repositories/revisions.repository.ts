/** SQL for revisions: the text an edit replaced (or a removal blanked), kept for moderators. */
import { desc, eq } from "drizzle-orm";
import { revisions } from "@shared/schema";
import type { Executor } from "../db";

/** The one item a revision belongs to. */
export type RevisionItem = { postId: string } | { replyId: string } | { storyId: string } | { photoId: string };

/** The kinds whose earlier versions are kept: those their authors may edit. */
export type RevisedKind = "post" | "reply" | "story" | "photo";

/** The revision column naming each kind. */
const REVISION_FIELDS = { post: "postId", reply: "replyId", story: "storyId", photo: "photoId" } as const;

/** The revision column naming the item `id` of `kind`. */
export function revisionItemOf(kind: RevisedKind, id: string): RevisionItem {
  return { [REVISION_FIELDS[kind]]: id } as RevisionItem;
}

export type RevisionRow = typeof revisions.$inferSelect;

/** Revision queries; `executor` is the transaction the edit is made in. */
export function revisionsRepository(executor: Executor) {
  return {
    /** Keeps `previous` (the text fields as they were) as a version of `item`, by `editedBy` (null: nobody named). */
    async add(item: RevisionItem, previous: Record<string, string | null>, editedBy: string | null): Promise<void> {
      await executor.insert(revisions).values({ ...item, previous, editedBy });
    },

    /** The item's earlier versions, newest first. */
    async list(item: RevisionItem): Promise<RevisionRow[]> {
      const [[field, id]] = Object.entries(item) as [[keyof RevisionItem, string]];
      const column = revisions[field as "postId" | "replyId" | "storyId" | "photoId"];
      return executor
        .select()
        .from(revisions)
        .where(eq(column, id))
        .orderBy(desc(revisions.createdAt), desc(revisions.id));
    },
  };
}
