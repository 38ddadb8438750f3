/**
 * What search engines may see (docs/decisions.md#search-engines-and-privacy). A post in a sensitive
 * community category, and any item whose author ticked "keep out of search engines", carries
 * `noindex` and is left out of the sitemap and the feeds. Member pages are never indexed.
 */
import type { POST_CATEGORIES } from "./constants";

type PostCategory = (typeof POST_CATEGORIES)[number]["value"];

/** Where people write about loss, anxiety, depression and trauma: a search result there could out them. */
export const SENSITIVE_POST_CATEGORIES: readonly PostCategory[] = ["pet-loss", "anxiety-depression", "ptsd"];

export function isSensitiveCategory(category: string): boolean {
  return (SENSITIVE_POST_CATEGORIES as readonly string[]).includes(category);
}

/** Whether an item stays out of search engines: its author asked, or its category is sensitive. */
export function isKeptOutOfSearchEngines(item: { noindex: boolean; category?: string | null }): boolean {
  return item.noindex || (item.category != null && isSensitiveCategory(item.category));
}
