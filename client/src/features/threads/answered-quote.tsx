/**
 * The short quote a reply shows of the reply it answers, linking to it. A quote of a warned reply
 * keeps its text back unless the reader chose to show those warnings; one of a held or hidden
 * reply (its text withheld by the server) names only who wrote it.
 */
import { replyAnchor } from "@shared/item-urls";
import type { AnsweredReply } from "@shared/api";
import { warningLabels } from "@shared/safety/content-warnings";
import { useWarningSettings } from "@/features/content-warnings/use-warning-settings";

const QUOTE_LENGTH = 140;

export function AnsweredQuote({ quote }: { quote: AnsweredReply }) {
  const { modeFor } = useWarningSettings();
  const mode = modeFor(quote.contentWarnings);
  const words =
    quote.excerpt === ""
      ? "wrote a reply that isn't shown here"
      : mode === "none" || mode === "show"
        ? `wrote: ${quote.excerpt}${quote.excerpt.length >= QUOTE_LENGTH ? "…" : ""}`
        : `wrote a reply with a content warning: ${warningLabels(quote.contentWarnings)}`;
  return (
    <a
      href={`#${replyAnchor(quote.id)}`}
      className="mb-2 block rounded-lg border-l-4 border-brand-200 bg-brand-50 px-3 py-2 text-sm text-muted hover:bg-brand-100"
    >
      <span className="font-medium text-ink">{quote.author}</span> {words}
    </a>
  );
}
