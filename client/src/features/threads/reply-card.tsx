import type { ReplyView } from "@shared/api";
import { ReactionBar } from "@/features/reactions/reaction-bar";
import { formatDate } from "@/lib/text";

interface ReplyCardProps {
  reply: ReplyView;
  /** Sets this reply as the one the reply box answers; absent for guests. */
  onAnswer?: (reply: ReplyView) => void;
}

/** One reply in a flat thread: its short quote of the reply it answers, its text, author and date. */
export function ReplyCard({ reply, onAnswer }: ReplyCardProps) {
  return (
    <article id={`reply-${reply.id}`} aria-label={`Reply by ${reply.author}`} className="scroll-mt-24 py-4">
      {reply.answers && (
        <a
          href={`#reply-${reply.answers.id}`}
          className="mb-2 block rounded-lg border-l-4 border-brand-200 bg-brand-50 px-3 py-2 text-sm text-muted hover:bg-brand-100"
        >
          <span className="font-medium text-ink">{reply.answers.author}</span> wrote: {reply.answers.excerpt}
          {reply.answers.excerpt.length >= 140 && "…"}
        </a>
      )}
      <p className="whitespace-pre-line text-ink">{reply.content}</p>
      <div className="mt-3">
        <ReactionBar resource="replies" itemId={reply.id} summary={reply.reactions} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
        <span className="font-medium">{reply.author}</span>
        <time dateTime={reply.createdAt}>{formatDate(reply.createdAt)}</time>
        {reply.editedAt && <span>edited</span>}
        {onAnswer && (
          <button
            type="button"
            onClick={() => onAnswer(reply)}
            aria-label={`Reply to ${reply.author}`}
            className="rounded font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Reply
          </button>
        )}
      </div>
    </article>
  );
}
