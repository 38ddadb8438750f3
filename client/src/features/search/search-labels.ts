/** How the /search page names things (the filter's plural labels are in shared/search.ts). */
import { SEARCH_COUNT_CAP, type SearchType } from "@shared/search";

/** The label on one result. */
export const SEARCH_RESULT_LABELS: Record<SearchType, string> = {
  post: "Discussion",
  reply: "Reply",
  story: "Story",
  blog: "Blog",
  resource: "Resource",
  group: "Group",
};

/** A count as the filter shows it: at the cap it reads "1000+". */
export function formatCount(count: number): string {
  return count >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP}+` : String(count);
}
