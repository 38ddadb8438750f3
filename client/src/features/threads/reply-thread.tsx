import { useState } from "react";
import type { ReplyView } from "@shared/api";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SectionBoundary } from "@/components/section-boundary";
import { SkeletonGrid } from "@/components/skeleton";
import { useSessionUser } from "@/features/auth/use-session";
import type { ThreadResource } from "./api";
import { useReplies } from "./hooks";
import { NewRepliesNotice, useWaitingReplies } from "./new-replies-notice";
import { ReplyBox, REPLY_FIELD_ID } from "./reply-box";
import { ReplyCard, replyAuthorOf } from "./reply-card";
import { ThreadAvatarFaces, avatarOwnerOf } from "./thread-avatars";
import { useNamedReply } from "./use-named-reply";

interface ReplyThreadProps {
  resource: ThreadResource;
  itemId: string;
  /** "replies" under a discussion, "comments" under a story or photo. */
  noun: "replies" | "comments";
  /** False for a thread that takes no new replies (a removed or closed discussion). */
  isOpen: boolean;
}

/**
 * An item's replies, oldest first with Load more, and the box to add one. One flat list, readable on
 * a phone. A thread that fails says so under its item, which stays readable.
 */
export function ReplyThread(props: ReplyThreadProps) {
  return (
    <SectionBoundary className="mt-10">
      <Thread {...props} />
    </SectionBoundary>
  );
}

function Thread({ resource, itemId, noun, isOpen }: ReplyThreadProps) {
  const replies = useReplies(resource, itemId);
  const namedReplyId = useNamedReply(replies);
  const user = useSessionUser();
  const [answering, setAnswering] = useState<ReplyView | null>(null);
  const waiting = useWaitingReplies({
    resource,
    itemId,
    shown: replies.items,
    hasMorePages: replies.hasNextPage,
    fetchNextPage: replies.fetchNextPage,
  });
  const answer = (reply: ReplyView) => {
    setAnswering(reply);
    document.getElementById(REPLY_FIELD_ID)?.focus();
  };

  return (
    <section aria-labelledby="thread-heading" className="mt-10">
      <h2 id="thread-heading" className="text-xl font-semibold text-ink">
        {noun === "replies" ? "Replies" : "Comments"}
      </h2>
      <QueryList
        query={replies}
        items={replies.items}
        loading={<SkeletonGrid count={2} className="mt-4 grid gap-4" />}
        // A reply waiting to be shown: the thread is no longer empty, so it does not say so.
        empty={
          waiting.count === 0 && <p className="mt-4 text-muted">No {noun} yet. A few kind words can mean a lot.</p>
        }
        errorMessage={`We couldn't load the ${noun} right now.`}
      >
        {(items) => (
          <>
            <div className="mt-2 divide-y divide-brand-100">
              {items.map((reply) => (
                <ReplyCard
                  key={reply.id}
                  reply={reply}
                  resource={resource}
                  itemId={itemId}
                  isNamed={reply.id === namedReplyId}
                  onAnswer={user && isOpen ? answer : undefined}
                />
              ))}
            </div>
            <ThreadAvatarFaces
              owners={items.map((reply) => {
                const { author, username } = replyAuthorOf(reply);
                return avatarOwnerOf(author, username);
              })}
            />
          </>
        )}
      </QueryList>
      <LoadMore list={replies} />
      <NewRepliesNotice waiting={waiting} noun={noun} />
      <div className="mt-8">
        {isOpen ? (
          <ReplyBox
            resource={resource}
            itemId={itemId}
            answering={answering}
            onStopAnswering={() => setAnswering(null)}
            noun={noun}
          />
        ) : (
          <p className="text-muted">This thread is closed to new {noun}.</p>
        )}
      </div>
    </section>
  );
}
