import { useEffect, useState } from "react";
import { REACTION_KINDS, type ReactionKind } from "@shared/constants";
import type { ReactionSummary } from "@shared/contracts/reactions.contract";
import { toast } from "@/components/ui/use-toast";
import { useSessionUser } from "@/features/auth/use-session";
import { errorMessage } from "@/lib/form-errors";
import { cn } from "@/lib/text";
import { setReaction, type ReactionResource } from "./api";

interface ReactionBarProps {
  resource: ReactionResource;
  itemId: string;
  summary: ReactionSummary;
  /** Its place among the item's parts (a margin), on the list itself rather than on a wrapper. */
  className?: string;
}

/** The summary with the member's `kind` turned `on` or off, as the server will count it. */
function toggled(summary: ReactionSummary, kind: ReactionKind, on: boolean): ReactionSummary {
  const mine = on ? [...summary.mine, kind] : summary.mine.filter((chosen) => chosen !== kind);
  return { counts: { ...summary.counts, [kind]: summary.counts[kind] + (on ? 1 : -1) }, mine };
}

/**
 * The three gentle reactions with their counts. A member toggles their own at once (put back if
 * the server refuses); a guest sees the counts.
 */
export function ReactionBar({ resource, itemId, summary: given, className }: ReactionBarProps) {
  const user = useSessionUser();
  const [summary, setSummary] = useState(given);
  useEffect(() => setSummary(given), [given]);

  async function toggle(kind: ReactionKind) {
    const before = summary;
    const on = !summary.mine.includes(kind);
    setSummary(toggled(summary, kind, on));
    try {
      setSummary(await setReaction(resource, itemId, kind, on));
    } catch (error) {
      setSummary(before);
      toast({
        title: "That didn't go through. Please try again.",
        description: errorMessage(error, ""),
        variant: "destructive",
      });
    }
  }

  return (
    <ul aria-label="Reactions" className={cn("flex flex-wrap gap-2", className)}>
      {REACTION_KINDS.map(({ value, label }) => {
        const count = summary.counts[value];
        const chosen = summary.mine.includes(value);
        const classes = cn(
          "inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm",
          chosen ? "border-brand-600 bg-brand-100 text-brand-800" : "border-brand-100 bg-white text-muted",
        );
        // A guest's count is the list item itself: no element of its own (a thread shows fifty bars).
        // Each text is one string: adjacent texts would each be written with a separator (<!-- -->).
        return user ? (
          <li key={value}>
            <button
              type="button"
              aria-pressed={chosen}
              aria-label={`${label} (${count})`}
              onClick={() => void toggle(value)}
              className={cn(classes, "hover:border-brand-400")}
            >
              {label}
              {count > 0 && <span aria-hidden>{count}</span>}
            </button>
          </li>
        ) : (
          <li key={value} className={classes}>
            {`${label} `}
            <span aria-hidden>{count}</span>
            <span className="sr-only">{`: ${count}`}</span>
          </li>
        );
      })}
    </ul>
  );
}
