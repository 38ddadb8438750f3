/**
 * What a published reply tells others, in the transaction that publishes it: its item's author and
 * the answered reply's author by notification, and the thread's readers by its live event. Adding a
 * reply (replies.ts) does each part at its own moment around the item's lock; a held reply does
 * them all at once when a moderator publishes it (items/lifecycle.ts).
 */
import { replyPath } from "@shared/item-urls";
import type { MemberRef } from "@shared/members";
import type { Executor } from "../db";
import { liveEventsRepository } from "../repositories/live-events.repository";
import type { ReplyThread } from "../repositories/replies.repository";
import { isPublished, threadItemsRepository, type ThreadItem } from "../repositories/thread-items.repository";
import { notifyMember } from "./notify";

/** The live channel of one thread, open to anyone reading it. */
export function threadChannel(thread: ReplyThread): string {
  return `thread:${thread.type}:${thread.itemId}`;
}

/**
 * What a published reply sets going, in its transaction: its thread's count, the item's author's
 * notification (and the answered reply's author's), and the live event readers of the thread get.
 * A new reply does this at once; a held one when a moderator publishes it. While the item itself is
 * held or hidden, its title is told to nobody but its author: the answered reply's author hears
 * nothing (a mail cannot be taken back once the item turns out not to be theirs to see).
 */
export async function announceReply(
  tx: Executor,
  thread: ReplyThread,
  item: Pick<ThreadItem, "ownerId" | "subject" | "heldAt" | "hiddenAt">,
  reply: { id: string },
  /** Who replied, by the name the reply shows ("A member" when posted without one). */
  actor: MemberRef | null,
  answeredAuthorId: string | null | undefined,
): Promise<void> {
  await threadItemsRepository(tx).addToReplyCount(thread.type, thread.itemId, 1);
  await tellItemAuthor(tx, thread, item, reply, actor);
  await tellReaders(tx, thread, reply);
  await tellAnswered(tx, thread, item, reply, actor, answeredAuthorId);
}

/**
 * The part of announceReply that needs nothing locked: the item's author's notification. Adding a
 * reply does this before it locks the item, so replies to one thread, which queue on that lock,
 * hold it for as few round trips as can be (docs/performance.md#cold-api-paths-28-november-2026).
 */
export async function tellItemAuthor(
  tx: Executor,
  thread: ReplyThread,
  item: Pick<ThreadItem, "ownerId" | "subject">,
  reply: { id: string },
  actor: MemberRef | null,
): Promise<void> {
  const url = replyPath({ type: thread.type, id: thread.itemId }, reply.id);
  await notifyMember(tx, { recipientId: item.ownerId, kind: "reply", actor, subject: item.subject, url });
}

/**
 * The thread's live event, appended with its item locked: a thread's events then commit in the
 * order of their ids, which a reader who reconnects resumes from (Last-Event-ID). Appended before
 * the lock, a reply could commit after a later one's event and be missed on resume.
 */
export async function tellReaders(tx: Executor, thread: ReplyThread, reply: { id: string }): Promise<void> {
  await liveEventsRepository(tx).append(threadChannel(thread), {
    type: "reply",
    thread: `${thread.type}:${thread.itemId}`,
    replyId: reply.id,
  });
}

/** The answered reply's author told of the answer (announceReply's last part, done with the item locked). */
export async function tellAnswered(
  tx: Executor,
  thread: ReplyThread,
  item: Pick<ThreadItem, "ownerId" | "subject" | "heldAt" | "hiddenAt">,
  reply: { id: string },
  actor: MemberRef | null,
  answeredAuthorId: string | null | undefined,
): Promise<void> {
  // Someone whose reply was answered hears of it once, even when the thread is theirs too.
  if (answeredAuthorId && answeredAuthorId !== item.ownerId && isPublished(item)) {
    const url = replyPath({ type: thread.type, id: thread.itemId }, reply.id);
    await notifyMember(tx, { recipientId: answeredAuthorId, kind: "answer", actor, subject: item.subject, url });
  }
}
