/**
 * Changing a post, story or photo after it was shared: its member author or a moderator edits its
 * text or removes it, through the item lifecycle (server/items/lifecycle.ts). Each change is one
 * transaction with the item locked, so the kept version, the change and the author's notification
 * commit together or not at all (as for replies).
 */
import { editPhotoSchema, editPostSchema, editStorySchema } from "@shared/api";
import type { ThreadItemType } from "@shared/constants";
import { itemNotFoundMessage } from "@shared/item-kinds";
import type { ContentWarning } from "@shared/safety/content-warnings";
import type { Database } from "../db";
import { itemLifecycle, removeStoredImage, type Removal } from "../items/lifecycle";
import { conflict, forbidden, notFound } from "../lib/http-error";
import { canChange, type Viewer } from "../lib/viewer";
import { threadItemsRepository, type ItemText } from "../repositories/thread-items.repository";
import { inTransaction } from "../repositories/transaction";
import type { ObjectStorage } from "../storage/object-storage";
import { NOT_YOURS } from "./replies";

export type { Removal } from "../items/lifecycle";

/** The posting options a PATCH body may carry beside the text. */
type PostingOptions = { contentWarnings?: ContentWarning[]; anonymous?: boolean; noindex?: boolean };

/** What each kind of item accepts in a PATCH body. */
const EDIT_SCHEMAS = { post: editPostSchema, story: editStorySchema, photo: editPhotoSchema } as const;

export const REMOVED_POST_MESSAGE = "This post was removed by its author, so it can't be changed";

/** The item change service over `db`; a photo's files are deleted from `storage` with it. */
export function itemChangesService(db: Database, storage: ObjectStorage) {
  return {
    /**
     * Changes an item's text (its author or a moderator), keeping the old text for moderators.
     * `body` is read only once the editor may change it, so a stranger learns nothing from a 400.
     */
    async edit(type: ThreadItemType, id: string, body: unknown, editor: Viewer): Promise<void> {
      await inTransaction(db, async (tx) => {
        const lifecycle = itemLifecycle(tx);
        const item = await lifecycle.lock(type, id);
        if (!item) throw notFound(itemNotFoundMessage(type));
        if (!canChange(editor, item.ownerId)) throw forbidden(NOT_YOURS);
        if (item.removedAt) throw conflict(REMOVED_POST_MESSAGE);
        const { contentWarnings, anonymous, noindex, ...text } = EDIT_SCHEMAS[type].parse(body) as ItemText &
          PostingOptions;
        const changed = Object.fromEntries(
          Object.entries(text).filter(([field, value]) => value !== undefined && value !== item.text[field]),
        );
        await threadItemsRepository(tx).updateOptions(type, id, { contentWarnings, anonymous, noindex });
        await lifecycle.edit({ ...item, kind: type }, changed, editor);
      });
    },

    /**
     * Removes an item (its author or a moderator) by the lifecycle's rules (server/items/lifecycle.ts):
     * a post with replies keeps its thread; anything else is deleted, a photo's stored files with
     * it once that has committed.
     */
    async remove(type: ThreadItemType, id: string, remover: Viewer): Promise<Removal> {
      const removed = await inTransaction(db, async (tx) => {
        const lifecycle = itemLifecycle(tx);
        // The same lock adding a reply takes first, so a reply racing this removal is either
        // counted here (and the thread stays) or refused after it (the post is gone or removed).
        const item = await lifecycle.lock(type, id);
        if (!item) throw notFound(itemNotFoundMessage(type));
        if (!canChange(remover, item.ownerId)) throw forbidden(NOT_YOURS);
        return lifecycle.remove(item, { by: remover });
      });
      await removeStoredImage(db, storage, removed);
      return removed.removal;
    },
  };
}

export type ItemChangesService = ReturnType<typeof itemChangesService>;
