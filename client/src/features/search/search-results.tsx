/**
 * The results of one search: loading, a calm failure, an empty state that helps, or the cards with
 * Load more, less those the reader chose to hide by a content warning.
 */
import { Link } from "wouter";
import type { SearchResult } from "@shared/contracts/search.contract";
import { SEARCH_TYPE_LABELS, type SearchType } from "@shared/search";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { buttonClasses } from "@/components/ui/button";
import { AllHiddenNote } from "@/features/content-warnings/all-hidden-note";
import { useVisibleItems } from "@/features/content-warnings/use-visible-items";
import type { InfiniteList } from "@/lib/use-infinite-list";
import { useSearchResults } from "./hooks";
import { SearchResultCard } from "./search-result-card";

const SKELETONS = 3;

function NoResults({ query, type }: { query: string; type: SearchType | null }) {
  const where = type ? ` in ${SEARCH_TYPE_LABELS[type]}` : "";
  return (
    <EmptyState
      title={`Nothing found for “${query}”${where}`}
      description="Try fewer words, or different ones: a pet's name or a single feeling often finds more. You can also ask the community or browse members' stories."
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Link href="/community" className={buttonClasses("primary")}>
            Ask the community
          </Link>
          <Link href="/stories" className={buttonClasses("secondary")}>
            Browse stories
          </Link>
        </div>
      }
    />
  );
}

export function SearchResults({
  query,
  type,
  onRetry,
}: {
  query: string;
  type: SearchType | null;
  /** Also asks again for what failed beside the list (the counts). */
  onRetry: () => void;
}) {
  const list = useSearchResults(query, type);
  const retry = {
    ...list,
    refetch: () => {
      list.refetch();
      onRetry();
    },
  };
  return (
    <QueryList
      query={retry}
      items={list.items}
      loading={<SkeletonGrid count={SKELETONS} className="grid gap-4" cardClassName="min-h-36" />}
      empty={<NoResults query={query} type={type} />}
      errorMessage="We couldn't search just now. Please try again in a moment."
    >
      {(results) => <VisibleResults results={results} list={list} />}
    </QueryList>
  );
}

/**
 * The loaded results less those the reader hides by a warning (a member's are left out by the
 * server already; a visitor's choices live in their browser), with Load more.
 */
function VisibleResults({ results, list }: { results: SearchResult[]; list: InfiniteList<SearchResult> }) {
  const visible = useVisibleItems(results);
  return (
    <>
      {visible.length === 0 && <AllHiddenNote noun="results" />}
      <ul className="grid gap-4">
        {visible.map((result) => (
          <li key={`${result.type}:${result.id}`}>
            <SearchResultCard result={result} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
