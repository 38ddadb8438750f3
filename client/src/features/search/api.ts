/** Search: calls (the contract is shared/search.ts; docs/decisions.md#search). */
import type { SearchSummary, SearchType } from "@shared/search";
import { getJson } from "@/lib/api";

const SEARCH_URL = "/api/search";

/** The first page of results for `query`, of one kind or (type null) of every kind. */
export function searchResultsUrl(query: string, type: SearchType | null): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set("type", type);
  return `${SEARCH_URL}?${params.toString()}`;
}

/** How many of each kind match, and the corrected words when the typed ones found nothing. */
export function fetchSearchSummary(query: string): Promise<SearchSummary> {
  return getJson<SearchSummary>(`${SEARCH_URL}/summary?${new URLSearchParams({ q: query }).toString()}`);
}
