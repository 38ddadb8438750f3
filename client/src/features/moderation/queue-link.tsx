import { ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { cn } from "@/lib/text";
import { useIsModerator, useQueueCount } from "./hooks";

/** Where the header's queue link leads: /admin's Queue tab. */
export const QUEUE_PATH = "/admin?tab=queue";

/** "Moderation queue, 2 waiting": the link's name for a screen reader (the badge alone is a bare number). */
export function queueLinkLabel(open: number | undefined): string {
  return open && open > 0 ? `Moderation queue, ${open} waiting` : "Moderation queue";
}

/**
 * The header's link to the moderation queue, for moderators only (renders nothing for anyone else),
 * with how many cases wait as a badge, asked again every QUEUE_COUNT_POLL_MS: a held post should be
 * read within minutes (docs/safety.md#safety-on-a-bad-day), so the count is in sight on every page.
 * `isModerator` when the caller knows; otherwise the component asks who is signed in.
 */
export function QueueLink({ isModerator, onNavigate, className }: QueueLinkProps) {
  const asked = useIsModerator();
  return <QueueLinkFor isModerator={isModerator ?? asked} onNavigate={onNavigate} className={className} />;
}

interface QueueLinkProps {
  isModerator?: boolean;
  onNavigate?: () => void;
  /** Where the header shows it (the bar from 360 px, the phone menu below). */
  className?: string;
}

function QueueLinkFor({ isModerator, onNavigate, className }: QueueLinkProps & { isModerator: boolean }) {
  const open = useQueueCount(isModerator).data?.open;
  if (!isModerator) return null;
  const label = queueLinkLabel(open);
  return (
    <Link
      href={QUEUE_PATH}
      onClick={onNavigate}
      aria-label={label}
      title={label}
      className={cn(
        "relative h-10 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-ink hover:bg-brand-50",
        className ?? "inline-flex",
      )}
    >
      <ShieldCheck aria-hidden className="h-5 w-5" />
      <span className="hidden sm:inline">Queue</span>
      {open !== undefined && open > 0 && (
        <span
          aria-hidden
          className="min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-semibold leading-5 text-white"
        >
          {open > 99 ? "99+" : open}
        </span>
      )}
    </Link>
  );
}
