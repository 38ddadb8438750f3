/**
 * /api/search: the site's public items by their words (docs/decisions.md#search), a page of results
 * at a time best first, and how many of each kind match. A member's answers leave out what their
 * content-warning choices hide.
 */
import { z } from "zod";
import { SEARCH_TYPES } from "../search";
import { searchQuerySchema, searchSummaryQuerySchema } from "../search-query";
import { isoDate } from "./fields";
import { defineRoute, type WireAnswer, type WireItem } from "./route-contract";

/** A piece of a snippet: matched words are marked, and everything is shown as text, never HTML. */
export const snippetPartAnswer = z.strictObject({ text: z.string(), match: z.boolean() });

/** One result. */
export const searchResultAnswer = z.strictObject({
  type: z.enum(SEARCH_TYPES),
  id: z.string(),
  /** The item's title; a reply's is its thread's ("Re: <thread title>"), a group's its name. */
  title: z.string(),
  /** The item's own page (shared/item-urls.ts); a reply's is its thread's, at the reply. */
  url: z.string(),
  snippet: z.array(snippetPartAnswer),
  /** As lists show it ("A member" when posted so); null where a kind has no author (resources, groups). */
  author: z.string().nullable(),
  /** Its content warnings (shared/safety/content-warnings.ts): the snippet waits behind them as the reader chose. */
  contentWarnings: z.array(z.string()),
  createdAt: isoDate,
});

/** How many of each kind match, and the words actually searched for. */
export const searchSummaryAnswer = z.strictObject({
  /** Per kind, at most SEARCH_COUNT_CAP (show it as "100+"). */
  counts: z.record(z.enum(SEARCH_TYPES), z.number().int()),
  /**
   * Set when the words as typed matched nothing of any kind and misspelt words were corrected to the
   * nearest words the site has ("labrodor" → "labrador"), and the corrected query found something:
   * the counts, and GET /api/search's results for the same q (whatever its type), are for this
   * query instead. Only plain words are corrected; "quoted phrases" and -words stay as typed.
   */
  correctedQuery: z.string().nullable(),
});

export const searchContract = {
  results: defineRoute({
    method: "GET",
    path: "/api/search",
    summary: "Items matching ?q=, best first, a page at a time; ?type= gives one kind",
    access: "public",
    query: searchQuerySchema,
    status: 200,
    answer: z.array(searchResultAnswer),
    paged: true,
  }),
  summary: defineRoute({
    method: "GET",
    path: "/api/search/summary",
    summary:
      "How many of each kind match ?q= (each at most 100), and the corrected words when the typed ones found nothing",
    access: "public",
    query: searchSummaryQuerySchema,
    status: 200,
    answer: searchSummaryAnswer,
  }),
};

/** One result as the client reads it. */
export type SearchResult = WireItem<typeof searchContract.results>;
/** A piece of a result's snippet. */
export type SnippetPart = SearchResult["snippet"][number];
/** The summary as the client reads it. */
export type SearchSummary = WireAnswer<typeof searchContract.summary>;
