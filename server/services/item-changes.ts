/**
 * Changing a post, story or photo after it was shared: its member author or a moderator edits its
 * text or removes it. Each change is one transaction with the item locked, so the kept version,
 * the change and the author's notification commit together or not at all (as for replies).
 */
import { editPhotoSchema, editPostSchema, editStorySchema } from "@shared/api";
import type { ThreadItemType } from "@shared/constants";
import type { ContentWarning } from "@shared/safety/content-warnings";
import type { Database } from "../db";
import { HttpError, forbidden, notFound } from "../lib/http-error";
import { canChange, type Viewer } from "../lib/viewer";
import type { RevisionItem } from "../repositories/revisions.repository";
import { memberAccountsRepository } from "../repositories/member-accounts.repository";
import { revisionsRepository } from "../repositories/revisions.repository";
import { threadItemsRepository, type ItemText } from "../repositories/thread-items.repository";
import { inTransaction } from "../repositories/transaction";
import type { ObjectStorage } from "../storage/object-storage";
import { queueIfNeeded, screen } from "./crisis-screening";
import { ITEM_PLURALS, LIST_URLS } from "./item-places";
import { notifyMember } from "./notify";
import { ITEM_NOT_FOUND, NOT_YOURS, itemUrl } from "./replies";
import { recordEdit } from "./site-content-edits";
import { uploadIdFromPath, uploadsService } from "./uploads";

/** The posting options a PATCH body may carry beside the text. */
type PostingOptions = { contentWarnings?: ContentWarning[]; anonymous?: boolean; noindex?: boolean };

/** What each kind of item accepts in a PATCH body. */
const EDIT_SCHEMAS = { post: editPostSchema, story: editStorySchema, photo: editPhotoSchema } as const;

export const REMOVED_POST_MESSAGE = "This post was removed by its author, so it can't be changed";

/** The revision column naming an item of `type`. */
export function revisionItem(type: ThreadItemType, id: string): RevisionItem {
  if (type === "post") return { postId: id };
  if (type === "story") return { storyId: id };
  return { photoId: id };
}

/** What happened to a removed item: a post with replies stays as a place in its thread. */
export type Removal = "deleted" | "removed";

/** The item change service over `db`; a photo's files are deleted from `storage` with it. */
export function itemChangesService(db: Database, storage: ObjectStorage) {
  const uploads = uploadsService(db, storage);

  return {
    /**
     * Changes an item's text (its author or a moderator), keeping the old text for moderators.
     * `body` is read only once the editor may change it, so a stranger learns nothing from a 400.
     */
    async edit(type: ThreadItemType, id: string, body: unknown, editor: Viewer): Promise<void> {
      await inTransaction(db, async (tx) => {
        const items = threadItemsRepository(tx);
        const item = await items.lockForChange(type, id);
        if (!item) throw notFound(ITEM_NOT_FOUND[type]);
        if (!canChange(editor, item.ownerId)) throw forbidden(NOT_YOURS);
        if (item.removedAt) throw new HttpError(409, REMOVED_POST_MESSAGE);
        const { contentWarnings, anonymous, noindex, ...text } = EDIT_SCHEMAS[type].parse(body) as ItemText &
          PostingOptions;
        const changed = Object.fromEntries(
          Object.entries(text).filter(([field, value]) => value !== undefined && value !== item.text[field]),
        );
        await items.updateOptions(type, id, { contentWarnings, anonymous, noindex });
        if (Object.keys(changed).length === 0) return;
        await revisionsRepository(tx).add(revisionItem(type, id), item.text, editor.id);
        await items.updateText(type, id, changed);
        // The words changed: screened like new ones, so an edit can't publish what a new post couldn't.
        const after = { ...item.text, ...changed };
        const screening = screen(...Object.values(after));
        if (screening.hold && item.heldAt === null) await items.hold(type, id);
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
            subject: `edited one of your ${ITEM_PLURALS[type]}`,
            url: itemUrl(type, id),
          });
        }
      });
    },

    /**
     * Removes an item (its author or a moderator). A post with replies keeps its thread: its text is
     * blanked (kept as a revision for moderators) and it reads "removed by its author"; anything else
     * is deleted with its replies, and a photo's stored files with it, once that has committed.
     */
    async remove(type: ThreadItemType, id: string, remover: Viewer): Promise<Removal> {
      const { removal, imageUrl } = await inTransaction(db, async (tx) => {
        const items = threadItemsRepository(tx);
        // The same lock adding a reply takes first, so a reply racing this removal is either
        // counted here (and the thread stays) or refused after it (the post is gone or removed).
        const item = await items.lockForChange(type, id);
        if (!item) throw notFound(ITEM_NOT_FOUND[type]);
        if (!canChange(remover, item.ownerId)) throw forbidden(NOT_YOURS);
        if (item.removedAt) throw new HttpError(409, "This post has already been removed");

        let removal: Removal;
        let imageUrl: string | null = null;
        if (type === "post" && item.replies > 0) {
          await revisionsRepository(tx).add(revisionItem(type, id), item.text, remover.id);
          await items.markPostRemoved(id);
          removal = "removed";
        } else {
          imageUrl = (await items.deleteItem(type, id))?.imageUrl ?? null;
          removal = "deleted";
        }
        if (remover.id !== item.ownerId) {
          await notifyMember(tx, {
            recipientId: item.ownerId,
            kind: "moderation",
            actor: null,
            subject: `removed one of your ${ITEM_PLURALS[type]}`,
            url: removal === "removed" ? itemUrl(type, id) : LIST_URLS[type],
          });
        }
        return { removal, imageUrl };
      });
      // The photo's stored sizes and its upload record go with it, so its path cannot be shared again.
      const uploadId = imageUrl && uploadIdFromPath(imageUrl);
      if (uploadId) await uploads.remove(uploadId);
      return removal;
    },
  };
}

export type ItemChangesService = ReturnType<typeof itemChangesService>;
