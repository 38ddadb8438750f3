/**
 * /search: the page's own field, help first when the words call for it, then the corrected query,
 * the type filter with counts and the results. Everything it shows is read from the URL.
 */
import { checkForCrisis, offersSupport } from "@shared/safety/crisis-check";
import { SEARCH_QUERY_MAX_LENGTH } from "@shared/search";
import { ListSection } from "@/components/list-section";
import { PageHead } from "@/lib/page-head";
import { useSearchSummary } from "./hooks";
import { SearchForm } from "./search-form";
import { SearchHelp } from "./search-help";
import { SearchResults } from "./search-results";
import { useSearchRoute } from "./search-route";
import { TypeFilter } from "./type-filter";

export function SearchScreen() {
  const { query, type, setType } = useSearchRoute();
  const title = query ? `Results for “${query}”` : "Search";
  const isTooLong = query.length > SEARCH_QUERY_MAX_LENGTH;
  const searched = isTooLong ? "" : query;
  const summary = useSearchSummary(searched);
  const correctedQuery = summary.data?.correctedQuery;

  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      {/* Results pages are the site's other pages again: search engines index those instead. */}
      <PageHead
        title={title}
        description="Look through PawsWell's discussions, replies, stories, blog, resources and local groups."
        path="/search"
        noindex
      />
      <h1 className="mb-6 min-w-0 text-3xl font-bold tracking-tight text-ink [overflow-wrap:anywhere] sm:text-4xl">
        {title}
      </h1>
      {/* Keyed by the query: going back to an earlier search puts its words back in the field. */}
      <SearchForm key={query} label="Search" initialQuery={query} type={type} autoFocus={query === ""} />
      {query !== "" && offersSupport(checkForCrisis(query)) && (
        <div className="mt-6">
          <SearchHelp />
        </div>
      )}
      {query === "" ? (
        <p className="mt-6 text-muted">
          Look through discussions, replies, stories, the blog, resources and local groups. Put words in quotes to find
          them together, or a minus before a word to leave it out.
        </p>
      ) : isTooLong ? (
        <p role="alert" className="mt-6 text-ink">
          That&apos;s a lot of words to search for. Please use fewer (up to {SEARCH_QUERY_MAX_LENGTH} characters).
        </p>
      ) : (
        <ListSection title="Results" className="mt-6 grid gap-4">
          {correctedQuery && (
            <p className="text-ink [overflow-wrap:anywhere]">
              Showing results for <strong className="font-semibold">{correctedQuery}</strong>
            </p>
          )}
          {/* Without the counts (still loading, or failed) the results stand alone. */}
          {summary.data && <TypeFilter value={type} onChange={setType} counts={summary.data.counts} />}
          <SearchResults query={query} type={type} onRetry={() => void summary.refetch()} />
        </ListSection>
      )}
    </section>
  );
}
