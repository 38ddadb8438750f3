/**
 * The /search page's state lives in its URL (`?q=&type=`), so a search can be shared and the back
 * button steps through earlier ones.
 */
import { useSearchParams } from "wouter";
import { SEARCH_TYPES, type SearchType } from "@shared/search";

export const SEARCH_PAGE = "/search";

/** The address of a search: `/search?q=…` (and `&type=…` for one kind). */
export function searchPagePath(query: string, type: SearchType | null = null): string {
  const params = new URLSearchParams({ q: query });
  if (type) params.set("type", type);
  return `${SEARCH_PAGE}?${params.toString()}`;
}

function isSearchType(value: string | null): value is SearchType {
  return (SEARCH_TYPES as readonly (string | null)[]).includes(value);
}

/** The query and kind the URL asks for (an unknown kind reads as all), and a way to change the kind. */
export function useSearchRoute(): {
  query: string;
  type: SearchType | null;
  setType: (type: SearchType | null) => void;
} {
  const [params, setParams] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  const requested = params.get("type");
  const type = isSearchType(requested) ? requested : null;
  const setType = (next: SearchType | null) => {
    setParams(next ? { q: query, type: next } : { q: query });
  };
  return { query, type, setType };
}
