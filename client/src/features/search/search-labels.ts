/** How the /search page names things (the filter's plural labels are in shared/search.ts). */
import { ITEM_KINDS } from "@shared/item-kinds";
import { SEARCH_COUNT_CAP, SEARCH_TYPES, type SearchType } from "@shared/search";

/** The label on one result: its kind's label in the registry ("Discussion"). */
export const SEARCH_RESULT_LABELS = Object.fromEntries(
  SEARCH_TYPES.map((type) => [type, ITEM_KINDS[type].label]),
) as Record<SearchType, string>;

/** A count as the filter shows it: at the cap it reads "1000+". */
export function formatCount(count: number): string {
  return count >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(count);
}
