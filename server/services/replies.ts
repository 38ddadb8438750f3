/**
 * Replies (comments, under stories and photos): a thread's page as readers see it, and adding,
 * editing and removing one. Each write is one transaction with its item locked, so the item's
 * reply count, the notifications and the live event commit with the reply or not at all (those
 * are reply-announcements.ts).
 */
import crypto from "node:crypto";
import { itemLifecycle } from "../items/lifecycle";
import { ITEM_PATHS, replyPath } from "@shared/item-urls";
import type { ReplyBody } from "@shared/api";
import type { ReactionSummary } from "@shared/contracts/reactions.contract";
import {
  ANSWERED_ELSEWHERE,
  CLOSED_DISCUSSION,
  NOT_YOURS,
  REMOVED_POST_REPLY,
  type AnsweredReply,
  type EditReply,
  type Reply,
} from "@shared/contracts/replies.contract";
import type { ThreadItemType } from "@shared/constants";
import { itemNotFoundMessage } from "@shared/item-kinds";
import type { Limits } from "../config/limits";
import type { Database, Executor } from "../db";
import { sqlState } from "../lib/database-errors";
import { badRequest, conflict, forbidden, notFound } from "../lib/http-error";
import type { Cursor, Page } from "../lib/pagination";
import { canChange, type Viewer } from "../lib/viewer";
import { emptyReactionSummary, reactionsRepository } from "../repositories/reactions.repository";
import {
  repliesRepository,
  threadField,
  threadOf,
  type ReplyRow,
  type ReplyThread,
  type ReplyWithAnswered,
} from "../repositories/replies.repository";
import { revisionsRepository } from "../repositories/revisions.repository";
import { threadItemsRepository, type ThreadItem } from "../repositories/thread-items.repository";
import { inTransaction } from "../repositories/transaction";
import { queueIfNeeded, screen } from "./crisis-screening";
import { itemStatusFor, shownAuthor } from "./item-status";
import { notifyMember } from "./notify";
import { tellAnswered, tellItemAuthor, tellReaders } from "./reply-announcements";
import { countReply } from "./reply-limits";

/** The page an item lives on; a reply's link is `replyPath`'s. */
export function itemUrl(type: ThreadItemType, id: string): string {
  return ITEM_PATHS[type](id);
}

function answeredQuote(reply: ReplyWithAnswered): AnsweredReply | null {
  const quoted = reply.answered;
  return (
    quoted && { id: quoted.id, author: quoted.author, excerpt: quoted.content, contentWarnings: quoted.contentWarnings }
  );
}

function toView(row: ReplyWithAnswered, reactions: ReactionSummary, viewer: Viewer | undefined): Reply {
  const { showText, ...status } = itemStatusFor(row, row.authorId, viewer, itemNotFoundMessage("reply"));
  return {
    id: row.id,
    author: shownAuthor(row),
    anonymous: row.anonymous,
    isGuest: false,
    content: showText ? row.content : "",
    contentWarnings: row.contentWarnings,
    ...status,
    createdAt: row.createdAt,
    editedAt: row.editedAt,
    answers: answeredQuote(row),
    reactions,
    canEdit: canChange(viewer, row.authorId),
    canSeeRevisions: viewer?.role === "moderator",
  };
}

/**
 * Inserts a reply before its item is locked: an item deleted since it was read fails the reply's
 * foreign key, which is the same 404 a locked read would have answered.
 */
async function insertUnlessThreadGone(
  replies: ReturnType<typeof repliesRepository>,
  values: Parameters<ReturnType<typeof repliesRepository>["insert"]>[0],
  thread: ReplyThread,
): Promise<ReplyRow> {
  try {
    return await replies.insert(values);
  } catch (error) {
    // 23503: a foreign key names a row that is not there.
    if (sqlState(error) === "23503") throw notFound(itemNotFoundMessage(thread.type));
    throw error;
  }
}

/**
 * Locks `thread`'s item for a write by `viewer`; 404 with the item's message when there is none or
 * its thread is not theirs (held or hidden, and they are neither its author nor a moderator).
 */
async function lockOpenThread(tx: Executor, thread: ReplyThread, viewer: Viewer): Promise<ThreadItem> {
  const item = await threadItemsRepository(tx).lockThread(thread.type, thread.itemId, viewer);
  if (!item) throw notFound(itemNotFoundMessage(thread.type));
  return item;
}

/** The reply service over `db`, with the app's reply limits. */
export function repliesService(
  db: Database,
  limits: Pick<Limits, "repliesPerMember" | "newMemberReplies" | "newMemberMs">,
) {
  async function toViews(rows: ReplyWithAnswered[], viewer: Viewer | undefined): Promise<Reply[]> {
    const reactions = await reactionsRepository(db).summaries(
      "reply",
      rows.map((row) => row.id),
      viewer?.id,
    );
    return rows.map((row) => toView(row, reactions.get(row.id)!, viewer));
  }

  async function oneView(id: string, viewer: Viewer): Promise<Reply> {
    const row = await repliesRepository(db).findById(id);
    if (!row) throw notFound(itemNotFoundMessage("reply"));
    return (await toViews([row], viewer))[0]!;
  }

  return {
    /** One page of a thread, oldest first; 404 when its item is gone. */
    async listThread(
      thread: ReplyThread,
      options: { limit: number; cursor?: Cursor },
      viewer: Viewer | undefined,
    ): Promise<Page<Reply>> {
      const page = await repliesRepository(db).listThread(thread, { ...options, viewer });
      // Replies exist only under an item that exists (their foreign key cascades), and the page is
      // empty when the item's thread is not the viewer's to see, so only an empty page needs the
      // item looked up: a thread page costs one query less.
      if (
        page.items.length === 0 &&
        !(await threadItemsRepository(db).findThread(thread.type, thread.itemId, viewer))
      ) {
        throw notFound(itemNotFoundMessage(thread.type));
      }
      return { ...page, items: page.items.map((row) => toView(row, row.reactions, viewer)) };
    },

    /**
     * Adds `author`'s reply to `thread`. One that matched an imminent-risk phrase is stored held: it
     * is not counted, notifies nobody and reaches no live reader until a moderator publishes it.
     */
    async create(thread: ReplyThread, body: ReplyBody, author: Viewer): Promise<Reply> {
      // A thread closed to the author refuses before the reply counts against their limit.
      const seen = await threadItemsRepository(db).findThread(thread.type, thread.itemId, author);
      if (!seen) throw notFound(itemNotFoundMessage(thread.type));
      await countReply(db, limits, author.id);
      const screening = screen(body.content);
      const anonymous = body.anonymous ?? false;
      const actor = { id: author.id, username: shownAuthor({ anonymous, author: author.username }) };
      const created = await inTransaction(db, async (tx): Promise<ReplyWithAnswered> => {
        // Replies to one thread queue on its item's lock, so it is taken as late as can be: what
        // needs no lock (the item's author's notification, under the reply's id chosen here) is
        // done first, and the statement that locks the item also counts the reply. A refusal below
        // rolls all of it back.
        const id = crypto.randomUUID();
        if (!screening.hold) await tellItemAuthor(tx, thread, seen, { id }, actor);
        const replies = repliesRepository(tx);
        const values = {
          id,
          [threadField(thread.type)]: thread.itemId,
          answersId: body.answersId ?? null,
          authorId: author.id,
          author: author.username,
          content: body.content,
          contentWarnings: body.contentWarnings ?? [],
          anonymous,
          heldAt: screening.hold ? new Date() : null,
        };
        // A published reply answering no other is written before the lock, which is then held for
        // the commit alone: its foreign key shares its item's key, which neither the next reply's
        // count nor a removal's lock of the item waits past (they wait for the commit). A reply
        // answering another keeps the item-first order: its foreign key also locks the answered
        // reply, which a removal locks after the item.
        const isPlain = !screening.hold && !body.answersId;
        const written = isPlain ? await insertUnlessThreadGone(replies, values, thread) : undefined;
        // A held reply is not counted until a moderator publishes it.
        const items = threadItemsRepository(tx);
        const item = screening.hold
          ? await items.lockThread(thread.type, thread.itemId, author)
          : await items.lockThreadAddingReply(thread.type, thread.itemId, author);
        if (!item) throw notFound(itemNotFoundMessage(thread.type));
        if (item.removedAt) throw conflict(REMOVED_POST_REPLY);
        if (item.lockedAt) throw conflict(CLOSED_DISCUSSION);
        const answered = body.answersId ? await replies.findInThread(body.answersId, thread) : undefined;
        if (body.answersId && !answered) {
          throw badRequest(ANSWERED_ELSEWHERE);
        }
        const reply = written ?? (await replies.insert(values));
        const snapshot = { content: body.content };
        await queueIfNeeded(tx, { itemType: "reply", itemId: reply.id, authorId: author.id, snapshot }, screening);
        if (!screening.hold) {
          await tellReaders(tx, thread, reply);
          await tellAnswered(tx, thread, item, reply, actor, answered?.authorId);
        }
        return {
          ...reply,
          answered: answered
            ? {
                id: answered.id,
                author: answered.author,
                content: answered.content,
                contentWarnings: answered.contentWarnings,
              }
            : null,
        };
      });
      // Nobody has reacted to a reply this new: its view needs no further query.
      return toView(created, emptyReactionSummary(), author);
    },

    /**
     * Refuses `editor` a change to reply `id` as edit and remove do: 404 when it or its thread is not
     * theirs to see, 403 when it is not theirs to change. Asked before a body is read, so a stranger
     * learns nothing from a 400; the write asks again with the rows locked.
     */
    async checkChange(id: string, editor: Viewer): Promise<void> {
      const found = await repliesRepository(db).findById(id);
      if (!found) throw notFound(itemNotFoundMessage("reply"));
      const thread = threadOf(found);
      if (!(await threadItemsRepository(db).findThread(thread.type, thread.itemId, editor)))
        throw notFound(itemNotFoundMessage(thread.type));
      if (!canChange(editor, found.authorId)) throw forbidden(NOT_YOURS);
    },

    /**
     * Changes a reply's text or options (its author or a moderator), keeping the old text for
     * moderators. New text is screened like a new reply: an imminent-risk edit is held again.
     */
    async edit(id: string, wanted: EditReply, editor: Viewer): Promise<Reply> {
      await inTransaction(db, async (tx) => {
        const found = await repliesRepository(tx).findById(id);
        if (!found) throw notFound(itemNotFoundMessage("reply"));
        const thread = threadOf(found);
        // Item, then reply: the order every reply write takes its locks in (see remove).
        await lockOpenThread(tx, thread, editor);
        const reply = await repliesRepository(tx).lock(id);
        if (!reply) throw notFound(itemNotFoundMessage("reply"));
        if (!canChange(editor, reply.authorId)) throw forbidden(NOT_YOURS);
        const content = wanted.content !== undefined && wanted.content !== reply.content ? wanted.content : undefined;
        const screening = content === undefined ? undefined : screen(content);
        const holdNow = screening?.hold === true && reply.heldAt === null;
        const changes = {
          ...(content !== undefined && { content }),
          ...(wanted.contentWarnings && { contentWarnings: wanted.contentWarnings }),
          ...(wanted.anonymous !== undefined && { anonymous: wanted.anonymous }),
          ...(holdNow && { heldAt: new Date() }),
        };
        if (Object.keys(changes).length === 0) return;
        if (content !== undefined) {
          await revisionsRepository(tx).add({ replyId: id }, { content: reply.content }, editor.id);
        }
        await repliesRepository(tx).update(id, changes);
        // A held reply is not counted: one held by this edit leaves its thread's count.
        if (holdNow) await threadItemsRepository(tx).addToReplyCount(thread.type, thread.itemId, -1);
        if (screening && content !== undefined) {
          const snapshot = { content };
          await queueIfNeeded(tx, { itemType: "reply", itemId: id, authorId: reply.authorId, snapshot }, screening);
        }
        if (editor.id !== reply.authorId) {
          await notifyMember(tx, {
            recipientId: reply.authorId,
            kind: "moderation",
            actor: null,
            subject: "edited one of your replies",
            url: replyPath({ type: thread.type, id: thread.itemId }, id),
          });
        }
      });
      return oneView(id, editor);
    },

    /**
     * Removes a reply (its author or a moderator) by the one lifecycle (server/items/lifecycle.ts):
     * the thread's count drops with it, its author is told when someone else removed it.
     */
    async remove(id: string, remover: Viewer): Promise<void> {
      const found = await repliesRepository(db).findById(id);
      if (!found) throw notFound(itemNotFoundMessage("reply"));
      const thread = threadOf(found);
      await inTransaction(db, async (tx) => {
        // Item, then reply: the order adding a reply takes them in (its foreign key locks the reply
        // it answers), so the two never wait on each other. The item's lock keeps its count right.
        await lockOpenThread(tx, thread, remover);
        const lifecycle = itemLifecycle(tx);
        const reply = await lifecycle.lock("reply", id);
        if (!reply) throw notFound(itemNotFoundMessage("reply"));
        if (!canChange(remover, reply.ownerId)) throw forbidden(NOT_YOURS);
        await lifecycle.remove(reply, { by: remover });
      });
    },
  };
}
