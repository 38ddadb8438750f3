/**
 * Search (GET /api/search and /api/search/summary): what the server, the header's search box and the
 * /search page share. docs/decisions.md#search says how results are found and ranked.
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
