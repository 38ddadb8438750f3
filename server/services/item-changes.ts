/**
 * Changing a post, story or photo after it was shared: its member author or a moderator edits its
 * text or removes it. Each change is one transaction with the item locked, so the kept version,
 * the change and the author's notification commit together or not at all (as for replies).
 */
import { editPhotoSchema, editPostSchema, editStorySchema } from "@shared/api";
import type { ThreadItemType } from "@shared/constants";
import { itemNotFoundMessage, itemPlural } from "@shared/item-kinds";
import type { ContentWarning } from "@shared/safety/content-warnings";
import type { Database } from "../db";
import { itemLifecycle, removeStoredImage, type Removal } from "../items/lifecycle";
import { HttpError, forbidden, notFound } from "../lib/http-error";
import { canChange, type Viewer } from "../lib/viewer";
import { memberAccountsRepository } from "../repositories/member-accounts.repository";
import { revisionItemOf, revisionsRepository } from "../repositories/revisions.repository";
import { threadItemsRepository, type ItemText } from "../repositories/thread-items.repository";
import { inTransaction } from "../repositories/transaction";
import type { ObjectStorage } from "../storage/object-storage";
import { queueIfNeeded, screen } from "./crisis-screening";
import { NOT_YOURS, itemUrl } from "./replies";
import { notifyMember } from "./notify";
import { recordEdit } from "./site-content-edits";

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
        const items = threadItemsRepository(tx);
        const lifecycle = itemLifecycle(tx);
        const item = await lifecycle.lock(type, id);
        if (!item) throw notFound(itemNotFoundMessage(type));
        if (!canChange(editor, item.ownerId)) throw forbidden(NOT_YOURS);
        if (item.removedAt) throw new HttpError(409, REMOVED_POST_MESSAGE);
        const { contentWarnings, anonymous, noindex, ...text } = EDIT_SCHEMAS[type].parse(body) as ItemText &
          PostingOptions;
        const changed = Object.fromEntries(
          Object.entries(text).filter(([field, value]) => value !== undefined && value !== item.text[field]),
        );
        await items.updateOptions(type, id, { contentWarnings, anonymous, noindex });
        if (Object.keys(changed).length === 0) return;
        await revisionsRepository(tx).add(revisionItemOf(type, id), item.text, editor.id);
        await items.updateText(type, id, changed);
        // The words changed: screened like new ones, so an edit can't publish what a new post couldn't.
        const after = { ...item.text, ...changed };
        const screening = screen(...Object.values(after));
        if (screening.hold) await lifecycle.hold(item);
        await queueIfNeeded(tx, { itemType: type, itemId: id, authorId: item.ownerId, snapshot: after }, screening);
        if (editor.id !== item.ownerId) {
          const [author] = item.ownerId ? await memberAccountsRepository(tx).findMany([item.ownerId]) : [];
          await recordEdit(tx, {
            moderator: editor,
            itemType: type,
            itemId: id,
            fields: Object.keys(changed),
            member: author,
          });
          await notifyMember(tx, {
            recipientId: item.ownerId,
            kind: "moderation",
            actor: null,
            subject: `edited one of your ${itemPlural(type)}`,
            url: itemUrl(type, id),
          });
        }
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
