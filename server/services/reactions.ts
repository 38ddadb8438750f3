/**
 * Reactions: a member adds or takes back "Sending support", "Me too" or "Thank you" on a post,
 * reply, story or photo. The unique index decides whether one was added; an added one tells the
 * item's author, grouped with the other unread reactions of that kind to that item.
 */
import { replyPath } from "@shared/item-urls";
import { itemNotFoundMessage } from "@shared/item-kinds";
import { REACTION_KINDS, type ReactionKind } from "@shared/constants";
import { REMOVED_POST_REACTION, type ReactionSummary } from "@shared/contracts/reactions.contract";
import type { Database, Executor } from "../db";
import { sightOf } from "../items/visibility";
import { conflict, notFound } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { reactionsRepository, type ReactionTarget } from "../repositories/reactions.repository";
import { repliesRepository, threadOf } from "../repositories/replies.repository";
import { isPublished, threadItemsRepository } from "../repositories/thread-items.repository";
import { inTransaction } from "../repositories/transaction";
import { notifyMember } from "./notify";
import { itemUrl } from "./replies";

/** What a reaction's notification says about the item it is on. */
interface ReactedItem {
  /** Who hears of the reaction; null when nobody may (see reactedItem). */
  ownerId: string | null;
  subject: string;
  url: string;
  removed: boolean;
}

const SUBJECT_LENGTH = 60;

/**
 * The item `member` reacts to; 404 when it is gone or not theirs to see: a held or hidden item's
 * thread, its replies included, is its author's and the moderators' only (server/items/visibility.ts),
 * and so is a held or hidden reply.
 */
async function reactedItem(tx: Executor, target: ReactionTarget, id: string, member: Viewer): Promise<ReactedItem> {
  if (target === "reply") {
    const reply = await repliesRepository(tx).findById(id);
    if (!reply || sightOf(reply, reply.authorId, member) !== "full") throw notFound(itemNotFoundMessage("reply"));
    const thread = threadOf(reply);
    const item = await threadItemsRepository(tx).findThread(thread.type, thread.itemId, member);
    if (!item) throw notFound(itemNotFoundMessage(thread.type));
    const subject =
      reply.content.length > SUBJECT_LENGTH ? `${reply.content.slice(0, SUBJECT_LENGTH)}…` : reply.content;
    // While the item is held or hidden, nobody but its author hears of what happens in its thread.
    const isToldOf = isPublished(item) || reply.authorId === item.ownerId;
    return {
      ownerId: isToldOf ? reply.authorId : null,
      subject,
      url: replyPath({ type: thread.type, id: thread.itemId }, id),
      removed: false,
    };
  }
  const item = await threadItemsRepository(tx).findThread(target, id, member);
  if (!item) throw notFound(itemNotFoundMessage(target));
  return { ownerId: item.ownerId, subject: item.subject, url: itemUrl(target, id), removed: item.removedAt !== null };
}

/** Whether `value` is one of the gentle reaction kinds. */
export function isReactionKind(value: string): value is ReactionKind {
  return REACTION_KINDS.some((kind) => kind.value === value);
}

/** The reactions service over `db`. */
export function reactionsService(db: Database) {
  return {
    /** Adds (`on`) or takes back `member`'s reaction of `kind`, and answers the item's summary. */
    async set(
      target: ReactionTarget,
      id: string,
      kind: ReactionKind,
      member: Viewer,
      on: boolean,
    ): Promise<ReactionSummary> {
      await inTransaction(db, async (tx) => {
        const item = await reactedItem(tx, target, id, member);
        const reactions = reactionsRepository(tx);
        if (!on) {
          await reactions.remove(target, id, member.id, kind);
          return;
        }
        if (item.removed) throw conflict(REMOVED_POST_REACTION);
        if (!(await reactions.add(target, id, member.id, kind))) return;
        await notifyMember(tx, {
          recipientId: item.ownerId,
          kind: "reaction",
          reactionKind: kind,
          groupKey: `reaction:${kind}:${target}:${id}`,
          actor: { id: member.id, username: member.username },
          subject: item.subject,
          url: item.url,
        });
      });
      return (await reactionsRepository(db).summaries(target, [id], member.id)).get(id)!;
    },
  };
}
