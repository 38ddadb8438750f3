import { Link } from "wouter";
import { ContentWarningGate } from "@/features/content-warnings/content-warning-gate";
import type { SearchResult } from "@shared/contracts/search.contract";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDate } from "@/lib/text";
import { SEARCH_RESULT_LABELS } from "./search-labels";
import { Snippet } from "./snippet";
import { textLinkClasses } from "@/components/ui/text-link";

/** One result: its kind, its title linking to its page, the snippet with the matched words marked, who and when. */
export function SearchResultCard({ result }: { result: SearchResult }) {
  return (
    <Card className="min-w-0 [overflow-wrap:anywhere]">
      <Badge>{SEARCH_RESULT_LABELS[result.type]}</Badge>
      <h3 className="mt-2 text-lg font-semibold text-ink">
        <Link href={result.url} className={textLinkClasses("hover:underline")}>
          {result.title}
        </Link>
      </h3>
      {result.snippet.length > 0 && (
        // A warning the reader collapses keeps the words one tap away (those they hide never get here).
        <ContentWarningGate warnings={result.contentWarnings} kind="text">
          <p className="mt-2 text-muted">
            <Snippet parts={result.snippet} />
          </p>
        </ContentWarningGate>
      )}
      <p className="mt-3 text-sm text-muted">
        {result.author && <>By {result.author} · </>}
        <time dateTime={result.createdAt}>{formatDate(result.createdAt)}</time>
      </p>
    </Card>
  );
}
