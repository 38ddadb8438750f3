/** Search: calls (shared/contracts/search.contract.ts; docs/decisions.md#search). */
import type { SearchSummary } from "@shared/contracts/search.contract";
import type { SearchType } from "@shared/search";
import { apiUrl, callApi } from "@/lib/api";

/** The first page of results for `query`, of one kind or (type null) of every kind. */
export function searchResultsUrl(query: string, type: SearchType | null): string {
  return apiUrl("GET /api/search", { query: { q: query, type: type ?? undefined } });
}

/** How many of each kind match, and the corrected words when the typed ones found nothing. */
export function fetchSearchSummary(query: string): Promise<SearchSummary> {
  return callApi("GET /api/search/summary", { query: { q: query } });
}
