/**
 * Search (docs/decisions.md#search): a page of results and the per-kind counts for the words as
 * typed, or, when those match nothing at all, for the words corrected to the nearest ones the
 * site's text has ("labrodor" → "labrador"). The page and the summary decide that the same way,
 * over every kind whatever the type filter, so the list and its counts always agree. A member's
 * stored "Hide" choices leave the items carrying those warnings out of all of it (a visitor's
 * browser filters by theirs).
 */
import type { searchResultAnswer, searchSummaryAnswer } from "@shared/contracts/search.contract";
import type { SnippetPart } from "@shared/contracts/search.contract";
import { SEARCH_TYPES, type SearchType } from "@shared/search";
import type { z } from "zod";
import { ITEM_PATHS, replyPath } from "@shared/item-urls";
import type { Database } from "../db";
import { hiddenWarnings } from "../items/visibility";
import type { Page, RankedCursor } from "../lib/pagination";
import { toRankedPage } from "../lib/pagination";
import { contentWarningSettingsRepository } from "../repositories/content-warning-settings.repository";
import { searchRepository, type SearchRow } from "../repositories/search.repository";
import { MARK_END, MARK_START } from "../repositories/search-kinds";
import { shownAuthor } from "./item-status";

/** The words search_terms holds: 3 to 40 letters (migration 0005's search_terms_in). */
const LETTERS = /\p{L}+/gu;
const TERM_LENGTH = { min: 3, max: 40 };

/** A word of the query that correction may replace, and where it stands in the query. */
interface PlainWord {
  start: number;
  end: number;
  word: string;
}

/**
 * The plain words of `q`, as websearch_to_tsquery reads it: not inside "quotes" (a phrase is meant
 * as typed), not after a leading - (excluded anyway), not the operator "or".
 */
export function plainWords(q: string): PlainWord[] {
  const words: PlainWord[] = [];
  const tokens = /"[^"]*"?|[^\s"]+/g;
  for (const token of q.matchAll(tokens)) {
    const text = token[0];
    if (text.startsWith('"') || text.startsWith("-") || text.toLowerCase() === "or") continue;
    for (const letters of text.matchAll(LETTERS)) {
      const length = [...letters[0]].length;
      if (length < TERM_LENGTH.min || length > TERM_LENGTH.max) continue;
      const start = token.index + letters.index;
      words.push({ start, end: start + letters[0].length, word: letters[0].toLowerCase() });
    }
  }
  return words;
}

/** Splits ts_headline's text at its marks: marked runs are the matched words. Whitespace is folded. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    const folded = text.replace(/\s+/g, " ");
    if (folded === "") return;
    const last = parts[parts.length - 1];
    if (last && last.match === match) last.text += folded;
    else parts.push({ text: folded, match });
  };
  let rest = headline.trim();
  while (rest !== "") {
    const start = rest.indexOf(MARK_START);
    if (start === -1) break;
    push(rest.slice(0, start), false);
    const end = rest.indexOf(MARK_END, start + 1);
    push(rest.slice(start + 1, end === -1 ? undefined : end), true);
    rest = end === -1 ? "" : rest.slice(end + 1);
  }
  push(rest.replaceAll(MARK_END, ""), false);
  return parts;
}

function urlOf(row: SearchRow): string {
  if (row.type === "reply") return replyPath({ type: row.threadType!, id: row.threadId! }, row.id);
  if (row.type === "blog") return ITEM_PATHS.blog(row.slug!);
  return ITEM_PATHS[row.type](row.id);
}

/** A result as the route answers it, its date a Date (the contract writes it out). */
type SearchResult = z.output<typeof searchResultAnswer>;
/** The summary as the route answers it. */
type SearchSummary = z.output<typeof searchSummaryAnswer>;

function toResult(row: SearchRow): SearchResult {
  return {
    type: row.type,
    id: row.id,
    title: row.type === "reply" ? `Re: ${row.title}` : row.title,
    url: urlOf(row),
    snippet: snippetParts(row.snippet ?? ""),
    author: row.author === null ? null : shownAuthor({ anonymous: row.anonymous, author: row.author }),
    contentWarnings: row.contentWarnings ?? [],
    createdAt: row.createdAt,
  };
}

/** Search, for the routes. */
export function searchService(db: Database) {
  const repository = searchRepository(db);

  /**
   * `q` with each plain word no text has replaced by the nearest word some text has; null when no
   * word changed.
   */
  async function corrected(q: string): Promise<string | null> {
    const words = plainWords(q);
    const nearest = await repository.nearestTerms([...new Set(words.map(({ word }) => word))]);
    let result = "";
    let from = 0;
    let changed = false;
    for (const { start, end, word } of words) {
      const replacement = nearest.get(word);
      if (!replacement || replacement === word) continue;
      result += q.slice(from, start) + replacement;
      from = end;
      changed = true;
    }
    return changed ? result + q.slice(from) : null;
  }

  /**
   * The corrected query to answer with instead of `q`, or null: only when `q` matches nothing of
   * any kind the reader may find (`typedFoundNothing`: the caller already knows) and some word of it
   * could be corrected.
   */
  async function correctionFor(
    q: string,
    hidden: readonly string[],
    typedFoundNothing: boolean,
  ): Promise<string | null> {
    if (!typedFoundNothing && (await repository.matchesAny(q, SEARCH_TYPES, hidden))) return null;
    return corrected(q);
  }

  return {
    /** The warnings `userId` chose to hide, now; none for a visitor (their browser keeps their choices). */
    async hiddenWarningsOf(userId: string | undefined): Promise<string[]> {
      if (!userId) return [];
      return hiddenWarnings(await contentWarningSettingsRepository(db).settingsOf(userId));
    },

    /**
     * One page of results for `q` (of `type` only, when given), best first, less those carrying a
     * warning in `hiddenWarnings`.
     */
    async search(options: {
      q: string;
      type?: SearchType;
      limit: number;
      cursor?: RankedCursor;
      hiddenWarnings?: readonly string[];
    }): Promise<Page<SearchResult>> {
      const hidden = options.hiddenWarnings ?? [];
      const kinds = options.type ? [options.type] : SEARCH_TYPES;
      const pageOf = async (q: string) => toRankedPage(await repository.page(q, kinds, options), options.limit);
      let page = await pageOf(options.q);
      if (page.items.length === 0) {
        // An empty first page of every kind already says the typed words match nothing.
        const knownEmpty = !options.type && !options.cursor;
        const correction = await correctionFor(options.q, hidden, knownEmpty);
        if (correction !== null) page = await pageOf(correction);
      }
      return { ...page, items: page.items.map(toResult) };
    },

    /**
     * How many of each kind match (each at most SEARCH_COUNT_CAP), less those carrying a warning in
     * `hidden`, and the correction if one was made.
     */
    async summary(typed: string, hidden: readonly string[] = []): Promise<SearchSummary> {
      const nothing = (found: Map<SearchType, number>) => [...found.values()].every((n) => n === 0);
      let counts = await repository.counts(typed, SEARCH_TYPES, hidden);
      let correctedQuery: string | null = null;
      const correction = nothing(counts) ? await correctionFor(typed, hidden, true) : null;
      if (correction !== null) {
        const correctedCounts = await repository.counts(correction, SEARCH_TYPES, hidden);
        // A correction that finds nothing either is not worth mentioning.
        if (!nothing(correctedCounts)) [counts, correctedQuery] = [correctedCounts, correction];
      }
      return {
        counts: Object.fromEntries(
          SEARCH_TYPES.map((type) => [type, counts.get(type) ?? 0]),
        ) as SearchSummary["counts"],
        correctedQuery,
      };
    },
  };
}
