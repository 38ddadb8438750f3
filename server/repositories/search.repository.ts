/**
 * SQL for search (docs/decisions.md#search). Every row the public may find, of every searchable
 * kind, is in `search_documents` with its table's search_vector (kept there by triggers, migration
 * 0006). A search takes the newest matches of `websearch_to_tsquery('english', q)` of the kinds asked
 * for (search-matches.ts), ranks them with `ts_rank`, and reads the page's own rows from their
 * tables, with snippets from `ts_headline` (search-kinds.ts). `search_terms` (every word of the rows
 * in search_documents, kept with them by the same triggers, migration 0018) gives the nearest known
 * word to a misspelt one by trigram similarity: a word only held, hidden, draft or deleted text has
 * is never there.
 */
import { sql } from "drizzle-orm";
import { SEARCH_COUNT_CAP, type SearchType } from "@shared/search";
import { selectRows, type Database } from "../db";
import type { RankedCursor } from "../lib/pagination";
import { detailsOf } from "./search-kinds";
import { hasSeveralWords, matching, newestMatches, tsquery, type SearchScope } from "./search-matches";

/** A matching row of one page, before the service shapes it. */
export interface SearchRow extends RankedCursor {
  type: SearchType;
  /** The item's title; a reply's thread's title (a photo's pet name). */
  title: string;
  /** The text around the matched words, matches between MARK_START and MARK_END. */
  snippet: string;
  author: string | null;
  anonymous: boolean;
  /** A blog article's slug. */
  slug: string | null;
  /** A reply's thread. */
  threadType: "post" | "story" | "photo" | null;
  threadId: string | null;
  contentWarnings: string[];
}

/**
 * Up to how many matches of one word are counted by reading them all (docs/decisions.md#search):
 * about 1.5 µs a match through the GIN index, so at most ~7 ms, where six walks of the kinds'
 * newest rows would each pass thousands of rows that do not match.
 */
const FEW_MATCHES = 5000;

/** Search queries. */
export function searchRepository(db: Database) {
  /**
   * How many rows of `scope` PostgreSQL expects to match `q`, from its statistics of
   * search_vector's words (its own estimate, read off the plan: no row is read). Good for one word;
   * for several it takes them as independent, and a phrase whose words go together looks rare.
   */
  async function estimatedMatches(q: string, scope: SearchScope): Promise<number> {
    type Plans = [{ Plan: { "Plan Rows": number } }];
    const [row] = await selectRows<{ "QUERY PLAN": Plans | string }>(
      db,
      sql`explain (format json) select from search_documents d where ${matching(q, scope)}`,
    );
    // node-postgres parses the JSON; PGlite hands it over as text.
    const plan = row?.["QUERY PLAN"];
    const [explained] = (typeof plan === "string" ? JSON.parse(plan) : plan) as Plans;
    return explained.Plan["Plan Rows"];
  }

  return {
    /**
     * One page of the matches of `kinds`, best first: rank, then newest, then id, less the rows
     * carrying one of `hiddenWarnings` (a reader's Hide). `cursor` is the last row of the page before.
     */
    async page(
      q: string,
      kinds: readonly SearchType[],
      options: { limit: number; cursor?: RankedCursor; hiddenWarnings?: readonly string[] },
    ): Promise<SearchRow[]> {
      const { limit, cursor, hiddenWarnings = [] } = options;
      const scope: SearchScope = { kinds, hiddenWarnings };
      const after = cursor
        ? sql`where (m.rank, m.created_at, m.id) < (${cursor.rank}::real, ${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
        : sql``;
      const ranked = await selectRows<{
        type: SearchType;
        id: string;
        created_at: Date | string;
        rank: number | string;
      }>(
        db,
        sql`select m.type, m.id, m.created_at, m.rank
          from (select c.kind as type, c.id, c.created_at, ts_rank(c.search_vector, ${tsquery(q)}) as rank
            from ${newestMatches(q, scope)} c) m
          ${after}
          order by m.rank desc, m.created_at desc, m.id desc
          limit ${limit + 1}`,
      );
      if (ranked.length === 0) return [];
      // The page's own rows, read by primary key in a second, small statement: one statement for
      // both would take PostgreSQL longer to plan than to run.
      const found = kinds.filter((kind) => ranked.some((row) => row.type === kind));
      const details = await selectRows<Omit<SearchRow, "createdAt" | "rank"> & { id: string }>(
        db,
        sql.join(
          found.map((kind) =>
            detailsOf(
              kind,
              ranked.filter((row) => row.type === kind).map((row) => row.id),
              q,
            ),
          ),
          sql` union all `,
        ),
      );
      const byId = new Map(details.map((row) => [row.id, row]));
      // Either driver may give the timestamp and the rank as text.
      return ranked.flatMap((row) => {
        const detail = byId.get(row.id);
        return detail
          ? [{ ...detail, type: row.type, createdAt: new Date(row.created_at), rank: Number(row.rank) }]
          : [];
      });
    },

    /**
     * How many rows of each of `kinds` match `q` (less those carrying one of `hiddenWarnings`), each
     * count stopping at SEARCH_COUNT_CAP. A word
     * PostgreSQL expects in at most FEW_MATCHES rows has them all read through the GIN index once
     * and counted by kind; otherwise each kind walks its newest rows until it has SEARCH_COUNT_CAP.
     */
    async counts(
      q: string,
      kinds: readonly SearchType[],
      hiddenWarnings: readonly string[] = [],
    ): Promise<Map<SearchType, number>> {
      const scope: SearchScope = { kinds, hiddenWarnings };
      const fewMatches = !hasSeveralWords(q) && (await estimatedMatches(q, scope)) <= FEW_MATCHES;
      const rows = await selectRows<{ type: SearchType; n: string | number }>(
        db,
        fewMatches
          ? sql`select d.kind as type, least(count(*), ${SEARCH_COUNT_CAP}) as n
              from search_documents d where ${matching(q, scope)} group by d.kind`
          : sql.join(
              kinds.map(
                (kind) =>
                  sql`select ${kind}::text as type, (select count(*) from ${newestMatches(q, { ...scope, kinds: [kind] })} c) as n`,
              ),
              sql` union all `,
            ),
      );
      const counts = new Map(rows.map((row) => [row.type, Number(row.n)]));
      return new Map(kinds.map((kind) => [kind, counts.get(kind) ?? 0]));
    },

    /** Whether `q` matches anything the public may see of `kinds`, less what carries one of `hiddenWarnings`. */
    async matchesAny(
      q: string,
      kinds: readonly SearchType[],
      hiddenWarnings: readonly string[] = [],
    ): Promise<boolean> {
      const scope: SearchScope = { kinds, hiddenWarnings };
      const [row] = await selectRows<{ found: boolean }>(
        db,
        sql`select exists (select from search_documents d where ${matching(q, scope)}) as found`,
      );
      return Boolean(row?.found);
    },

    /**
     * Each of `words` (lower case letters) as the text the public may find has it: the word itself
     * when some such text has it or it is a stop word, else the most similar word such text has (pg_trgm's `%`: similarity at least
     * pg_trgm.similarity_threshold, 0.3, through search_terms_trgm_idx), else null.
     */
    async nearestTerms(words: readonly string[]): Promise<Map<string, string | null>> {
      if (words.length === 0) return new Map();
      const rows = await selectRows<{ word: string; nearest: string | null }>(
        db,
        sql`select w.word,
            case when (select true from search_terms s where s.term = w.word)
                -- A stop word ("the") is left out of every search, so it is never misspelt.
                or numnode(plainto_tsquery('english'::regconfig, w.word)) = 0 then w.word
              else (select s.term from search_terms s where s.term % w.word
                    order by similarity(s.term, w.word) desc, s.term limit 1) end as nearest
          from string_to_table(${words.join(" ")}, ' ') as w(word)`,
      );
      return new Map(rows.map((row) => [row.word, row.nearest]));
    },
  };
}
