import { useQuery } from "@tanstack/react-query";
import type { SearchResult } from "@shared/contracts/search.contract";
import type { SearchType } from "@shared/search";
import { queryKeys } from "@/lib/query-keys";
import { useInfiniteList } from "@/lib/use-infinite-list";
import { fetchSearchSummary, searchResultsUrl } from "./api";

/** Results page by page ("Load more"); nothing is asked while there is no query. */
export function useSearchResults(query: string, type: SearchType | null) {
  return useInfiniteList<SearchResult>(queryKeys.search.results(query, type), searchResultsUrl(query, type), {
    enabled: query !== "",
  });
}

/** The type filter's counts and the corrected query. */
export function useSearchSummary(query: string) {
  return useQuery({
    queryKey: queryKeys.search.summary(query),
    queryFn: () => fetchSearchSummary(query),
    enabled: query !== "",
  });
}
