/**
 * The search contract (GET /api/search and /api/search/summary), shared by the server, the header's
 * search box and the /search page. docs/decisions.md#search says how results are found and ranked.
 * No zod here: the header imports this into the first download, where a schema built before
 * client/src/lib/zod-config.ts runs would trip the Content-Security-Policy (search-query.ts has them).
 */
import { ITEM_KINDS, SEARCHABLE_KINDS, type SearchableKind } from "./item-kinds";

/** What search looks through: the registry's searchable kinds, in its order (the type filter's). */
export const SEARCH_TYPES = SEARCHABLE_KINDS;
export type SearchType = SearchableKind;

/** How the type filter names each kind: its plural, as in "Stories (3)". */
export const SEARCH_TYPE_LABELS = Object.fromEntries(
  SEARCH_TYPES.map((type) => {
    const plural = ITEM_KINDS[type].plural;
    return [type, plural.charAt(0).toUpperCase() + plural.slice(1)];
  }),
) as Record<SearchType, string>;

export const SEARCH_QUERY_MAX_LENGTH = 200;

/**
 * A count stops at this many ("100+" reads as well as an exact figure and costs far less), and it is
 * also how many of each kind's newest matches are ranked and can be paged through
 * (docs/decisions.md#search): a count never promises more results than Load more can show.
 */
export const SEARCH_COUNT_CAP = 100;

/** A piece of a snippet: matched words are marked, and everything is shown as text, never HTML. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

/** One result of GET /api/search (the body is an array of these; the next page is in a Link header). */
export interface SearchResult {
  type: SearchType;
  id: string;
  /** The item's title; a reply's is its thread's ("Re: <thread title>"), a group's its name. */
  title: string;
  /** The item's own page (shared/item-urls.ts); a reply's is its thread's, at the reply. */
  url: string;
  snippet: SnippetPart[];
  /** As lists show it ("A member" when posted so); null where a kind has no author (resources, groups). */
  author: string | null;
  /** Its content warnings (shared/safety/content-warnings.ts): the snippet waits behind them as the reader chose. */
  contentWarnings: string[];
  createdAt: string;
}

/** GET /api/search/summary: how many of each kind match, and the words actually searched for. */
export interface SearchSummary {
  /** Per kind, at most SEARCH_COUNT_CAP (show it as "100+"). */
  counts: Record<SearchType, number>;
  /**
   * Set when the words as typed matched nothing of any kind and misspelt words were corrected to the
   * nearest words the site has ("labrodor" → "labrador"), and the corrected query found something:
   * the counts, and GET /api/search's results for the same q (whatever its type), are for this
   * query instead. Only plain words are corrected; "quoted phrases" and -words stay as typed.
   */
  correctedQuery: string | null;
}
