/**
 * Changing a post, story or photo after it was shared: its member author or a moderator edits its
 * text or removes it, through the item lifecycle (server/items/lifecycle.ts). Each change is one
 * transaction with the item locked, so the kept version, the change and the author's notification
 * commit together or not at all (as for replies).
 */
import type { EditPhoto, EditPost, EditStory } from "@shared/contracts/items.body";
import type { ThreadItemType } from "@shared/constants";
import { REMOVED_POST_MESSAGE } from "@shared/contracts/items.body";
import { NOT_YOURS } from "@shared/contracts/replies.contract";
import { itemNotFoundMessage } from "@shared/item-kinds";
import type { ContentWarning } from "@shared/safety/content-warnings";
import type { Database } from "../db";
import { itemLifecycle, removeStoredImage, type Removal } from "../items/lifecycle";
import { conflict, forbidden, notFound } from "../lib/http-error";
import { canChange, type Viewer } from "../lib/viewer";
import { threadItemsRepository, type ItemText } from "../repositories/thread-items.repository";
import { inTransaction } from "../repositories/transaction";
import type { ObjectStorage } from "../storage/object-storage";

export type { Removal } from "../items/lifecycle";

/** The posting options a PATCH body may carry beside the text. */
type PostingOptions = { contentWarnings?: ContentWarning[]; anonymous?: boolean; noindex?: boolean };

/** A PATCH body as its kind's schema parsed it (shared/contracts/items.contract.ts). */
export type ItemEdit = EditPost | EditStory | EditPhoto;

/** What an edit or a removal needs to know of the item first. */
interface ChangedItem {
  ownerId: string | null;
  removedAt: Date | null;
}

/** `item` when `changer` may change it: 404 when there is none, 403 when it is not theirs. */
function changeable<Item extends ChangedItem>(type: ThreadItemType, item: Item | undefined, changer: Viewer): Item {
  if (!item) throw notFound(itemNotFoundMessage(type));
  if (!canChange(changer, item.ownerId)) throw forbidden(NOT_YOURS);
  return item;
}

/** `item` when `editor` may edit it: as changeable, and 409 for a post its author removed. */
function editable<Item extends ChangedItem>(type: ThreadItemType, item: Item | undefined, editor: Viewer): Item {
  const found = changeable(type, item, editor);
  if (found.removedAt) throw conflict(REMOVED_POST_MESSAGE);
  return found;
}

/** The item change service over `db`; a photo's files are deleted from `storage` with it. */
export function itemChangesService(db: Database, storage: ObjectStorage) {
  return {
    /**
     * Refuses an edit `editor` may not make (404, 403, or 409 for a removed post), before the
     * body is read: the route runs it first, so a stranger learns nothing from a 400. `edit`
     * checks again with the item locked.
     */
    async checkEditable(type: ThreadItemType, id: string, editor: Viewer): Promise<void> {
      editable(type, await threadItemsRepository(db).describe(type, id), editor);
    },

    /** Changes an item's text (its author or a moderator), keeping the old text for moderators. */
    async edit(type: ThreadItemType, id: string, body: ItemEdit, editor: Viewer): Promise<void> {
      await inTransaction(db, async (tx) => {
        const lifecycle = itemLifecycle(tx);
        const item = editable(type, await lifecycle.lock(type, id), editor);
        const { contentWarnings, anonymous, noindex, ...text } = body as ItemText & PostingOptions;
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
        const item = changeable(type, await lifecycle.lock(type, id), remover);
        return lifecycle.remove(item, { by: remover });
      });
      await removeStoredImage(db, storage, removed);
      return removed.removal;
    },
  };
}

export type ItemChangesService = ReturnType<typeof itemChangesService>;
