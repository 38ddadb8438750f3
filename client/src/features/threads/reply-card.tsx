import { replyAnchor } from "@shared/item-urls";
import { useState } from "react";
import type { ReplyView } from "@shared/api";
import { Button } from "@/components/ui/button";
import { ContentWarningGate } from "@/features/content-warnings/content-warning-gate";
import { ReactionBar } from "@/features/reactions/reaction-bar";
import { ReportButton } from "@/features/reports/report-button";
import { FIELD_BEFORE_READY_ATTRIBUTE } from "@/lib/early-clicks";
import { cn, formatDate } from "@/lib/text";
import type { ThreadResource } from "./api";
import { AnsweredQuote } from "./answered-quote";
import { AuthorName, HIDDEN_BY_MODERATOR, ItemStatusNote, isWithheld } from "./item-status-note";
import { DeleteReplyButton, EditReplyInPlace } from "./own-reply-actions";
import { REPLY_FIELD_ID } from "./reply-box";
import { RevisionHistory } from "./revision-history";

interface ReplyCardProps {
  reply: ReplyView;
  resource: ThreadResource;
  itemId: string;
  /** The reply the address named (a search result or notification led here): marked, and focusable. */
  isNamed?: boolean;
  /** Sets this reply as the one the reply box answers; absent for guests. */
  onAnswer?: (reply: ReplyView) => void;
}

/**
 * Who a reply card names as its author: the one source for both the card and the thread's sprite of
 * avatar faces (thread-avatars.tsx), so every card's face is in the sprite. A reply never links to
 * its author's page.
 */
export function replyAuthorOf(reply: ReplyView): { author: string; postedBy: string | null; username: null } {
  return { author: reply.author, postedBy: reply.postedBy, username: null };
}

/**
 * One reply in a flat thread: its author and date, its short quote of the reply it answers, its
 * text and reactions; its author (or a moderator) can edit it in place or delete it.
 */
export function ReplyCard({ reply, resource, itemId, isNamed = false, onAnswer }: ReplyCardProps) {
  const [isEditing, setIsEditing] = useState(false);
  // Hidden by a moderator: others keep its place in the thread, without its text.
  const isHidden = isWithheld(reply, reply.content !== "");
  const text = <p className="whitespace-pre-line text-ink">{reply.content}</p>;

  return (
    <article
      id={replyAnchor(reply.id)}
      aria-label={`Reply by ${reply.author}`}
      tabIndex={isNamed ? -1 : undefined}
      aria-current={isNamed ? "location" : undefined}
      className={cn("scroll-mt-24 py-4 focus:outline-none", isNamed && "-mx-3 rounded-lg bg-brand-50 px-3")}
    >
      {/* Who wrote it and when come first, as in every forum: the reader knows whose words follow. */}
      <p className="mb-2 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-muted">
        <span className="font-medium text-ink">
          <AuthorName {...replyAuthorOf(reply)} isInThread />
        </span>
        <time dateTime={reply.createdAt}>{formatDate(reply.createdAt)}</time>
        {reply.editedAt && <span>edited</span>}
      </p>
      {reply.answers && <AnsweredQuote quote={reply.answers} />}
      {isEditing ? (
        <EditReplyInPlace reply={reply} resource={resource} itemId={itemId} onDone={() => setIsEditing(false)} />
      ) : isHidden ? (
        <p className="italic text-muted">{HIDDEN_BY_MODERATOR}</p>
      ) : (
        <>
          <ItemStatusNote item={reply} about={{ itemType: "reply", itemId: reply.id }} />
          <ContentWarningGate warnings={reply.contentWarnings} kind="text">
            {text}
          </ContentWarningGate>
        </>
      )}
      {!isHidden && <ReactionBar resource="replies" itemId={reply.id} summary={reply.reactions} className="mt-3" />}
      {/* Reply, Edit, Delete and Report wrap together, each a full-size tap target. */}
      {((onAnswer && !isHidden) || !isEditing) && (
        <div className="-ml-3 mt-2 flex flex-wrap items-center gap-1 text-sm text-muted">
          {onAnswer && !isHidden && (
            <button
              type="button"
              onClick={() => onAnswer(reply)}
              // Pressed before the app is ready, the caret goes to the reply box at once (lib/early-clicks.ts).
              {...{ [FIELD_BEFORE_READY_ATTRIBUTE]: REPLY_FIELD_ID }}
              aria-label={`Reply to ${reply.author}`}
              className="inline-flex min-h-9 items-center rounded-md px-3 font-medium text-brand-700 hover:bg-brand-50"
            >
              Reply
            </button>
          )}
          {reply.canEdit && !isEditing && (
            <>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setIsEditing(true)}
                aria-label={`Edit reply by ${reply.author}`}
              >
                Edit
              </Button>
              <DeleteReplyButton reply={reply} resource={resource} itemId={itemId} />
            </>
          )}
          {!reply.canEdit && (
            <ReportButton itemType="reply" itemId={reply.id} label={`Report reply by ${reply.author}`} />
          )}
        </div>
      )}
      {reply.canSeeRevisions && reply.editedAt && <RevisionHistory resource="replies" id={reply.id} />}
    </article>
  );
}
