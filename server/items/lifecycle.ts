/**
 * The one lifecycle of an item a member writes (docs/decisions.md#safety-first, "One item model"):
 * edit, hold, publish, hide, restore and remove, for every kind in ITEM_TABLES (edit: the thread kinds), with what each sets going
 * in the caller's transaction: reply counts, the author's notice, the audit entry, others'
 * notices and live events about what went. Authors (server/services/item-changes.ts), moderators
 * and the report net (server/services/moderation.ts, reports.ts) and account deletion
 * (server/services/account-deletion.ts) all call it, so the removal rules exist once:
 *
 * - A post with replies keeps its thread: its words go to a revision for moderators and it reads
 *   "removed by its author". Anything else is deleted, with its replies, reactions and revisions
 *   (their foreign keys cascade); a reply leaves its thread's count (if it was counted).
 * - A deleted photo's stored files go once the deletion has committed (removeStoredImage).
 * - Others' notices that lead to what went, or quote a removed post's title, go; so do the
 *   thread's replayable live events.
 * - Whoever acts on someone else's item tells its author, except the report net, which tells
 *   nobody; a moderator's action (and the net's) is in the audit log.
 * - The anonymous cache hears of every change on commit (migrations/0014); search's vocabulary
 *   follows the rows in the database.
 */
import { ITEM_KINDS, itemPlural, type ReportableKind, type ThreadKind } from "@shared/item-kinds";
import { shownAuthor } from "@shared/names";
import type { Database, Executor } from "../db";
import { conflict } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { memberAccountsRepository } from "../repositories/member-accounts.repository";
import { moderationLogRepository } from "../repositories/moderation-log.repository";
import { repliesRepository, type ReplyThread } from "../repositories/replies.repository";
import { revisionItemOf, revisionsRepository } from "../repositories/revisions.repository";
import { threadItemsRepository } from "../repositories/thread-items.repository";
import type { ObjectStorage } from "../storage/object-storage";
import { queueIfNeeded, screen } from "../services/crisis-screening";
import { announceUnread, notifyMember } from "../services/notify";
import { announceReply, threadChannel } from "../services/reply-announcements";
import { recordEdit } from "../services/site-content-edits";
import { siteImagesService } from "../services/site-images";
import { uploadIdFromPath, uploadsService } from "../services/uploads";
import {
  itemLifecycleRepository,
  type LifecycleRow,
  type NoticePlace,
} from "../repositories/item-lifecycle.repository";

import { isThreadKind, itemPlace, listPlace } from "./lifecycle-places";

export type { LifecycleRow } from "../repositories/item-lifecycle.repository";
export { itemPlace } from "./lifecycle-places";

export const ALREADY_REMOVED = "This post has already been removed";

/** Who acts: a member or moderator by id, or the site itself (id null: the report net). */
export interface Actor {
  id: string | null;
  username: string;
  role: "member" | "moderator";
}

/** A change and why it was made (a moderator's reason, shown to the author and in the audit log). */
export interface Change {
  by: Actor;
  reason?: string;
}

/** What became of a removed item: a post with replies stays as a place in its thread. */
export type Removal = "deleted" | "removed";

export interface RemovedItem {
  removal: Removal;
  /** A deleted item's image, for removeStoredImage once the transaction has committed. */
  imageUrl: string | null;
  /** The image is a site image (a challenge's picture), which other rows may show, not the item's own upload. */
  isSiteImage: boolean;
}

/**
 * A deleted photo's stored sizes and upload record go once its deletion has committed, so its path
 * cannot be shared again; a deleted challenge's picture stops being a site image unless another row
 * shows it. Call it after the transaction that removed `removed`.
 */
export async function removeStoredImage(
  db: Database,
  storage: ObjectStorage,
  removed: RemovedItem | undefined,
): Promise<void> {
  if (!removed?.imageUrl) return;
  if (removed.isSiteImage) return siteImagesService(db, storage).release([removed.imageUrl]);
  const uploadId = uploadIdFromPath(removed.imageUrl);
  if (uploadId) await uploadsService(db, storage).remove(uploadId);
}

/** The item lifecycle inside `tx`, the transaction of the change (with its caller's own checks). */
export function itemLifecycle(tx: Executor) {
  const rows = itemLifecycleRepository(tx);

  /** Others' notices about what went go, and each member whose bell they were in is told its new count. */
  async function forgetNotices(place: NoticePlace): Promise<void> {
    for (const userId of await rows.forgetNotices(place)) await announceUnread(tx, userId);
  }

  /** A gone thread's replayable live events go (or only those about the reply `replyId`). */
  async function forgetLiveEvents(thread: ReplyThread, replyId?: string): Promise<void> {
    await rows.forgetLiveEvents(threadChannel(thread), replyId);
  }

  /** Tells the author what someone else did (`did`: "hid one of your discussions"); the net tells nobody. */
  async function tellAuthor(row: LifecycleRow, change: Change, did: string, url: string): Promise<void> {
    if (change.by.id === null || change.by.id === row.ownerId) return;
    const subject = change.reason ? `${did}: ${change.reason}` : did;
    await notifyMember(tx, { recipientId: row.ownerId, kind: "moderation", actor: null, subject, url });
  }

  /** The audit entry of a moderator's (or the net's) action; a moderator changing their own words as an author has none. */
  async function audit(row: LifecycleRow, change: Change, action: "hide" | "restore" | "delete"): Promise<void> {
    const { by, reason } = change;
    if (by.role !== "moderator" || (by.id === row.ownerId && reason === undefined)) return;
    const [member] = row.ownerId ? await memberAccountsRepository(tx).findMany([row.ownerId]) : [];
    await moderationLogRepository(tx).append({
      moderatorId: by.id,
      moderatorName: by.username,
      action,
      itemType: row.kind,
      itemId: row.id,
      memberId: row.ownerId,
      memberName: member?.username ?? null,
      reason: reason ?? null,
    });
  }

  /** Publishes a held reply as adding it would have: counted, its thread's owner told, open pages updated. */
  async function announcePublished(row: LifecycleRow): Promise<void> {
    const thread = row.thread!;
    const threadItem = await threadItemsRepository(tx).lock(thread.type, thread.itemId);
    const reply = await repliesRepository(tx).lock(row.id);
    if (!threadItem || !reply) return;
    const answered = reply.answersId ? await repliesRepository(tx).findInThread(reply.answersId, thread) : undefined;
    const author = reply.authorId ? { id: reply.authorId, username: shownAuthor(reply) } : null;
    await announceReply(tx, thread, threadItem, reply, author, answered?.authorId);
  }

  /** Holds a published item for a moderator (crisis screening): a held reply leaves its thread's count. */
  async function hold(row: LifecycleRow): Promise<void> {
    if (row.heldAt) return;
    await rows.setHeld(row.kind, row.id, true);
    if (row.thread) await threadItemsRepository(tx).addToReplyCount(row.thread.type, row.thread.itemId, -1);
  }

  return {
    /** The item, locked until the transaction ends (a reply's thread item first); undefined when there is none. */
    lock: (kind: ReportableKind, id: string) => rows.lock(kind, id),

    /**
     * Changes the words of a thread item (its author or a moderator): the old text kept as a
     * revision for moderators, the new text screened as new text is, so an edit can't publish what
     * a new post couldn't (imminent words hold it again); a moderator's edit of someone else's
     * words is logged and its author told. `changed` holds only the fields that changed.
     */
    async edit(row: LifecycleRow & { kind: ThreadKind }, changed: Record<string, string | null>, editor: Viewer) {
      if (Object.keys(changed).length === 0) return;
      await revisionsRepository(tx).add(revisionItemOf(row.kind, row.id), row.text, editor.id);
      await threadItemsRepository(tx).updateText(row.kind, row.id, changed);
      const after = { ...row.text, ...changed };
      const screening = screen(...Object.values(after));
      if (screening.hold) await hold(row);
      const snapshot = { itemType: row.kind, itemId: row.id, authorId: row.ownerId, snapshot: after };
      await queueIfNeeded(tx, snapshot, screening);
      if (editor.id === row.ownerId) return;
      const [author] = row.ownerId ? await memberAccountsRepository(tx).findMany([row.ownerId]) : [];
      const fields = Object.keys(changed);
      await recordEdit(tx, { moderator: editor, itemType: row.kind, itemId: row.id, fields, member: author });
      await tellAuthor(row, { by: editor }, `edited one of your ${itemPlural(row.kind)}`, itemPlace(row));
    },

    hold,

    /** Hides the item from everyone but its author and moderators, saying why; tells its author. */
    async hide(row: LifecycleRow, change: Change & { reason: string }): Promise<void> {
      await rows.setHidden(row.kind, row.id, change.reason);
      await tellAuthor(row, change, `hid one of your ${itemPlural(row.kind)}`, itemPlace(row));
      await audit(row, change, "hide");
    },

    /**
     * Publishes a held item (a reply as if just added: counted, its thread told) and shows a
     * hidden one; tells its author which it was.
     */
    async restore(row: LifecycleRow, change: Change): Promise<void> {
      if (row.heldAt) {
        await rows.setHeld(row.kind, row.id, false);
        if (row.thread) await announcePublished(row);
      }
      if (row.hiddenAt) await rows.setHidden(row.kind, row.id, null);
      const plural = itemPlural(row.kind);
      const did = row.heldAt
        ? `published one of your ${plural}`
        : row.hiddenAt
          ? `restored one of your ${plural}`
          : null;
      // Why a moderator published or restored it is for the audit log, not the author's notice.
      if (did) await tellAuthor(row, { by: change.by }, did, itemPlace(row));
      await audit(row, change, "restore");
    },

    /**
     * Removes the item by the rules above. A removed post refuses a second removal (409), unless
     * `alreadyRemoved` is "finish" (account deletion: it stays removed, or goes once its thread is empty).
     */
    async remove(
      row: LifecycleRow,
      change: Change,
      options: { alreadyRemoved?: "refuse" | "finish" } = {},
    ): Promise<RemovedItem> {
      if (row.removedAt && options.alreadyRemoved !== "finish") throw conflict(ALREADY_REMOVED);
      const did = `removed one of your ${itemPlural(row.kind)}`;
      let removed: RemovedItem;
      if (row.kind === "post" && row.replies > 0) {
        if (!row.removedAt) {
          await revisionsRepository(tx).add(revisionItemOf("post", row.id), row.text, change.by.id);
          await threadItemsRepository(tx).markPostRemoved(row.id);
          // Its page stays for its thread; the notices that quote its title go with the title.
          await forgetNotices({ url: itemPlace(row), wholePage: true, subject: row.text.title ?? "" });
        }
        removed = { removal: "removed", imageUrl: null, isSiteImage: false };
        await tellAuthor(row, change, did, itemPlace(row));
      } else {
        await rows.delete(row.kind, row.id);
        // A held reply was never counted in its thread.
        if (row.thread && !row.heldAt) {
          await threadItemsRepository(tx).addToReplyCount(row.thread.type, row.thread.itemId, -1);
        }
        // A kind with no page of its own (a challenge) has no notices leading to it.
        if (row.thread || ITEM_KINDS[row.kind].itemPath)
          await forgetNotices({ url: itemPlace(row), wholePage: !row.thread });
        if (row.thread) await forgetLiveEvents(row.thread, row.id);
        else if (isThreadKind(row.kind)) await forgetLiveEvents({ type: row.kind, itemId: row.id });
        removed = { removal: "deleted", imageUrl: row.imageUrl, isSiteImage: row.kind === "challenge" };
        await tellAuthor(row, change, did, listPlace(row));
      }
      await audit(row, change, "delete");
      return removed;
    },
  };
}

export type ItemLifecycle = ReturnType<typeof itemLifecycle>;
