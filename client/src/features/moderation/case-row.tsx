/**
 * One row of the moderation queue: why it is here, what was reported (or written, when the crisis
 * screening held it) and what it says now, the reasons and notes, the author's answers, the author
 * and their recent posts, who has claimed it, and the actions.
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { warningLabels } from "@shared/safety/content-warnings";
import type { ItemSnapshot, ModerationCaseView } from "@shared/safety/moderation";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/form-errors";
import { cn, formatDate } from "@/lib/text";
import { CaseActions } from "./case-actions";
import { caseOrigin, originLine, snapshotHeading } from "./case-origin";
import { useClaimCase } from "./hooks";
import {
  formatDateTime,
  ITEM_TYPE_LABELS,
  PRIORITY_BADGES,
  reasonLabel,
  suspensionText,
  waitingTime,
} from "./moderation-labels";

interface CaseRowProps {
  row: ModerationCaseView;
  /** The moderator looking, to tell their own claim from another's. */
  moderatorId: string;
  /** The time the waiting times are measured to. */
  now: number;
}

export function CaseRow({ row, moderatorId, now }: CaseRowProps) {
  const badge = PRIORITY_BADGES[row.priority];
  const typeLabel = ITEM_TYPE_LABELS[row.itemType];
  const headingId = `case-${row.id}`;
  const articleRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // A moderator's notice leads to /admin?tab=queue#case-<id>; the row arrives after the page,
    // when the browser's own jump to the address's #fragment has already missed it.
    if (window.location.hash === `#${headingId}`) articleRef.current?.scrollIntoView?.({ block: "start" });
  }, [headingId]);
  return (
    <li>
      <article
        ref={articleRef}
        aria-labelledby={headingId}
        // Clear of the sticky header when scrolled to.
        className="grid scroll-mt-24 gap-4 rounded-xl border border-muted/30 bg-white p-4 sm:p-5"
      >
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", badge.className)}>{badge.label}</span>
          <h3 id={headingId} className="font-semibold text-ink">
            {row.author ? `${typeLabel} by ${row.author.username}` : typeLabel}
          </h3>
          {row.itemUrl ? (
            <Link href={row.itemUrl} className="text-sm font-medium text-brand-700 underline">
              Open the {typeLabel.toLowerCase()}
            </Link>
          ) : null}
          <span className="text-sm text-muted">{waitingTime(row.openedAt, now)}</span>
        </header>
        <StateChips state={row.state} />
        <ItemText snapshot={row.snapshot} current={row.current} heading={snapshotHeading(caseOrigin(row))} />
        <Reasons row={row} />
        <AuthorAnswers answers={row.answers} />
        {row.author && <AuthorDetails row={row} />}
        <ClaimLine row={row} moderatorId={moderatorId} />
        <CaseActions row={row} />
      </article>
    </li>
  );
}

function StateChips({ state }: { state: ModerationCaseView["state"] }) {
  if (!state) return null;
  const chips = [
    state.held && "Held",
    state.hidden && "Hidden",
    state.locked && "Locked",
    state.contentWarnings.length > 0 && `Warnings: ${warningLabels(state.contentWarnings)}`,
  ].filter((chip): chip is string => Boolean(chip));
  if (chips.length === 0) return null;
  return (
    <ul aria-label="State" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip} className="rounded-full border border-muted/30 px-2.5 py-0.5 text-xs text-ink">
          {chip}
        </li>
      ))}
    </ul>
  );
}

/** Title-like fields of a snapshot read as a heading line; the rest keeps its line breaks. */
const TITLE_FIELDS = new Set(["title", "name", "petName"]);

function SnapshotText({ snapshot }: { snapshot: ItemSnapshot }) {
  return (
    <>
      {Object.entries(snapshot)
        .filter((entry): entry is [string, string] => Boolean(entry[1]))
        .map(([field, text]) => (
          <p
            key={field}
            className={cn("break-words", TITLE_FIELDS.has(field) ? "font-semibold" : "whitespace-pre-line")}
          >
            {text}
          </p>
        ))}
    </>
  );
}

function isSameText(a: ItemSnapshot, b: ItemSnapshot): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => (a[key] ?? null) === (b[key] ?? null));
}

/** The text as reported (or written), and what it says now when that differs (edited, or gone). */
function ItemText({
  snapshot,
  current,
  heading,
}: {
  snapshot: ItemSnapshot;
  current: ItemSnapshot | null;
  heading: string;
}) {
  const box = "grid gap-1 rounded-lg bg-brand-50 p-3 text-sm text-ink";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <section aria-label={heading} className={box}>
        <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">{heading}</h4>
        <SnapshotText snapshot={snapshot} />
      </section>
      {current === null ? (
        <section aria-label="Now" className={box}>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">Now</h4>
          <p className="italic text-muted">Deleted by its author</p>
        </section>
      ) : (
        !isSameText(snapshot, current) && (
          <section aria-label="Now" className={box}>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">Now</h4>
            <SnapshotText snapshot={current} />
          </section>
        )
      )}
    </div>
  );
}

function Reasons({ row }: { row: ModerationCaseView }) {
  if (row.reasons.length === 0 && row.notes.length === 0) {
    const line = originLine(caseOrigin(row), row.state?.held === true);
    return line ? <p className="text-sm text-ink">{line}</p> : null;
  }
  return (
    <div className="grid gap-2 text-sm">
      <ul aria-label="Reasons" className="flex flex-wrap gap-x-4 gap-y-1 text-ink">
        {row.reasons.map(({ reason, count }) => (
          <li key={reason}>
            {reasonLabel(reason)} <span className="text-muted">({count})</span>
          </li>
        ))}
      </ul>
      {row.notes.length > 0 && (
        <ul aria-label="Notes from reporters" className="grid gap-1">
          {row.notes.map((note, index) => (
            <li key={index} className="break-words border-l-4 border-brand-200 pl-3 text-ink">
              <span className="text-muted">{reasonLabel(note.reason)}:</span> {note.note}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What the author wrote back to the moderators, oldest first, each with when. */
function AuthorAnswers({ answers }: { answers: ModerationCaseView["answers"] }) {
  if (answers.length === 0) return null;
  return (
    <section aria-label="The author's answers" className="grid gap-1 text-sm">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted">The author&apos;s answers</h4>
      <ul className="grid gap-1">
        {answers.map((answer, index) => (
          <li key={index} className="break-words border-l-4 border-amber-200 pl-3 text-ink">
            <p className="whitespace-pre-line">{answer.text}</p>
            <p className="text-xs text-muted">
              <time dateTime={answer.createdAt}>{formatDateTime(answer.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AuthorDetails({ row }: { row: ModerationCaseView }) {
  const author = row.author!;
  return (
    <div className="grid gap-1 text-sm">
      {author.suspended && <p className="text-ink">{suspensionText(author.suspendedUntil)}</p>}
      {row.authorRecent.length > 0 && (
        <details>
          <summary className="min-h-9 cursor-pointer py-1 font-medium text-brand-700">
            Recent posts by {author.username} ({row.authorRecent.length})
          </summary>
          <ul className="mt-1 grid gap-1">
            {row.authorRecent.map((item) => (
              <li key={item.url} className="break-words">
                <Link href={item.url} className="text-brand-700 underline">
                  {item.excerpt || ITEM_TYPE_LABELS[item.itemType]}
                </Link>{" "}
                <span className="text-muted">
                  {ITEM_TYPE_LABELS[item.itemType]}, {formatDate(item.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

/** Who is looking after this case; Claim when nobody is, Release when it is you. */
function ClaimLine({ row, moderatorId }: { row: ModerationCaseView; moderatorId: string }) {
  const claim = useClaimCase();
  const [problem, setProblem] = useState<string | null>(null);
  const isMine = row.claimedBy?.id === moderatorId;
  const change = async (isClaiming: boolean) => {
    setProblem(null);
    try {
      await claim.mutateAsync({ id: row.id, isClaiming });
    } catch (error) {
      setProblem(errorMessage(error, "That didn't work. Please try again."));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span className="text-ink">
        {row.claimedBy ? `Claimed by ${isMine ? "you" : row.claimedBy.username}` : "Nobody has claimed this yet"}
      </span>
      {!row.claimedBy && (
        <Button size="sm" variant="ghost" disabled={claim.isPending} onClick={() => void change(true)}>
          Claim
        </Button>
      )}
      {isMine && (
        <Button size="sm" variant="ghost" disabled={claim.isPending} onClick={() => void change(false)}>
          Release
        </Button>
      )}
      {problem && (
        <p role="alert" className="w-full text-red-800">
          {problem}
        </p>
      )}
    </div>
  );
}
