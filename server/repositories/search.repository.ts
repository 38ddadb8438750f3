/**
 * SQL for search (docs/decisions.md#search). Every row the public may find, of every searchable
 * kind, is in `search_documents` with its table's search_vector (kept there by triggers, migration
 * 0006). A search takes the newest SEARCH_CANDIDATES matches of `websearch_to_tsquery('english', q)`
 * of the kinds asked for, ranks them with `ts_rank`, and reads the page's own rows from their
 * tables, with snippets from `ts_headline`. `search_terms` (every word of searchable text) gives the
 * nearest known word to a misspelt one by trigram similarity.
 */
import { sql, type SQL } from "drizzle-orm";
import { SEARCH_COUNT_CAP, SEARCH_TYPES, type SearchType } from "@shared/search";
import { selectRows, type Database } from "../db";
import type { RankedCursor } from "../lib/pagination";

/**
 * How many matches are ranked: the newest this many of the kinds asked for (docs/decisions.md#search).
 * A common word matches hundreds of thousands of rows; ranking them all would cost far more than a
 * search may. Counts stop at the same figure, so a count never promises more than paging can show.
 */
export const SEARCH_CANDIDATES = SEARCH_COUNT_CAP;

/**
 * What ts_headline puts around each matched word: private-use characters, which no text the site
 * shows means anything by. They are taken out of the stored text first, so every one in a snippet
 * is ts_headline's own.
 */
export const MARK_START = "\uE000";
export const MARK_END = "\uE001";
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MinWords=12, MaxWords=30`;
/**
 * How much of a text ts_headline reads: it parses all it is given (about 0.1 ms per 400
 * characters), and a page of twenty 20,000-character posts would cost 100 ms. A match further in
 * still finds the item; its snippet then shows the opening words.
 */
export const SNIPPET_SOURCE_LENGTH = 3000;

/** How a result of one kind is read from its own table, aliased `t`. */
interface SearchKind {
  table: string;
  /** The text a snippet is cut from. */
  body: string;
  /** A result's other columns: title, author, anonymous, slug, "threadType", "threadId", "contentWarnings". */
  details: string;
  joins?: string;
}

const NO_THREAD = `null::text as slug, null::text as "threadType", null::uuid as "threadId"`;
/** Kinds members write carry their content warnings; the others have none. */
const WARNINGS = `t.content_warnings as "contentWarnings"`;
const NO_WARNINGS = `'{}'::text[] as "contentWarnings"`;

const KINDS: Record<SearchType, SearchKind> = {
  post: {
    table: "posts",
    body: "t.content",
    details: `t.title, t.author, t.anonymous, ${NO_THREAD}, ${WARNINGS}`,
  },
  reply: {
    table: "replies",
    body: "t.content",
    details: `coalesce(tp.title, ts.title, tf.pet_name) as title, t.author, t.anonymous, null::text as slug,
      case when t.post_id is not null then 'post' when t.story_id is not null then 'story' else 'photo' end as "threadType",
      coalesce(t.post_id, t.story_id, t.photo_id) as "threadId", ${WARNINGS}`,
    joins: `left join posts tp on tp.id = t.post_id left join stories ts on ts.id = t.story_id
      left join pet_photos tf on tf.id = t.photo_id`,
  },
  story: {
    table: "stories",
    body: "t.content",
    details: `t.title, t.author, t.anonymous, ${NO_THREAD}, ${WARNINGS}`,
  },
  blog: {
    table: "blog_posts",
    body: "t.content",
    details: `t.title, t.author, false as anonymous, t.slug, null::text as "threadType", null::uuid as "threadId", ${NO_WARNINGS}`,
  },
  resource: {
    table: "resources",
    body: "t.content",
    details: `t.title, null::text as author, false as anonymous, ${NO_THREAD}, ${NO_WARNINGS}`,
  },
  group: {
    table: "groups",
    // The town first: a search for a place finds groups by their location too.
    body: "concat_ws(' · ', t.location, t.description)",
    details: `t.name as title, null::text as author, false as anonymous, ${NO_THREAD}, ${NO_WARNINGS}`,
  },
};

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

/** `q` as PostgreSQL reads it: quotes make phrases, -word excludes, "or" joins. Never a syntax error. */
const tsquery = (q: string): SQL => sql`websearch_to_tsquery('english'::regconfig, ${q})`;

/** The kinds asked for, as a condition on `search_documents d`: none when every kind is. */
function ofKinds(kinds: readonly SearchType[]): SQL {
  if (kinds.length === SEARCH_TYPES.length) return sql``;
  return sql`and d.kind in (${sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  )})`;
}

/**
 * Whether `q` looks anything up: a query of only stop words or only -words matches nothing,
 * decided once before any row is read (a query of only exclusions would otherwise read the whole
 * index).
 */
const looksUpWords = (q: string): SQL => sql`querytree(${tsquery(q)}) not in ('', 'T')`;

/** The rows of `kinds` that match `q`, as a condition on `search_documents d`. */
const matching = (q: string, kinds: readonly SearchType[]): SQL =>
  sql`d.search_vector @@ ${tsquery(q)} and ${looksUpWords(q)} ${ofKinds(kinds)}`;

/**
 * How many of the newest rows a query of several words reads in order before it turns to the GIN
 * index (docs/decisions.md#search). PostgreSQL estimates words as if they never went together, so
 * a phrase whose words do ("separation anxiety") looks rare, and it would read every match through
 * the GIN index (thousands of rows) to keep the newest hundred, which the newest few thousand rows
 * already hold. A single word's estimate is right, and it is planned as it stands.
 */
const RECENT_WINDOW = 2000;

/** Whether `q` has more than one word (PostgreSQL may drop some as stop words; no matter). */
const hasSeveralWords = (q: string): boolean => (q.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) > 1;

/**
 * The newest SEARCH_CANDIDATES rows of `kinds` that match `q`, as `(kind, id, created_at,
 * search_vector)`. For a common word PostgreSQL walks a newest-first index until it has them; for
 * a rare one it reads the matches from the GIN index and keeps the newest. A query of several
 * words first reads the newest RECENT_WINDOW rows, and plans as a single word would only when
 * they hold fewer matches than wanted.
 */
function newestMatches(q: string, kinds: readonly SearchType[]): SQL {
  const columns = sql.raw("d.kind, d.id, d.created_at, d.search_vector");
  const newestFirst = sql.raw("order by d.created_at desc, d.id desc");
  const cap = SEARCH_CANDIDATES;
  const planned = (extra: SQL) => sql`(select ${columns} from search_documents d
    where ${matching(q, kinds)} ${extra}
    ${newestFirst} limit ${cap})`;
  if (!hasSeveralWords(q)) return planned(sql``);
  return sql`(with recent as (
      select ${columns} from (select ${columns} from search_documents d where true ${ofKinds(kinds)}
        ${newestFirst} limit ${RECENT_WINDOW}) d
      where d.search_vector @@ ${tsquery(q)} and ${looksUpWords(q)} ${newestFirst} limit ${cap})
    select * from recent where (select count(*) from recent) = ${cap}
    union all
    ${planned(sql`and (select count(*) from recent) < ${cap}`)})`;
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
   * How many rows of `kinds` PostgreSQL expects to match `q`, from its statistics of
   * search_vector's words (its own estimate, read off the plan: no row is read). Good for one word;
   * for several it takes them as independent, and a phrase whose words go together looks rare.
   */
  async function estimatedMatches(q: string, kinds: readonly SearchType[]): Promise<number> {
    type Plans = [{ Plan: { "Plan Rows": number } }];
    const [row] = await selectRows<{ "QUERY PLAN": Plans | string }>(
      db,
      sql`explain (format json) select from search_documents d where ${matching(q, kinds)}`,
    );
    // node-postgres parses the JSON; PGlite hands it over as text.
    const plan = row?.["QUERY PLAN"];
    const [explained] = (typeof plan === "string" ? JSON.parse(plan) : plan) as Plans;
    return explained.Plan["Plan Rows"];
  }

  return {
    /**
     * One page of the matches of `kinds`, best first: rank, then newest, then id. `cursor` is the
     * last row of the page before.
     */
    async page(
      q: string,
      kinds: readonly SearchType[],
      options: { limit: number; cursor?: RankedCursor },
    ): Promise<SearchRow[]> {
      const { limit, cursor } = options;
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
            from ${newestMatches(q, kinds)} c) m
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
          found.map((kind) => {
            const { table, body, details: columns, joins = "" } = KINDS[kind];
            const ids = ranked.filter((row) => row.type === kind).map((row) => row.id);
            return sql`select t.id, ${sql.raw(columns)},
                ts_headline('english'::regconfig, left(translate(${sql.raw(body)}, ${MARK_START + MARK_END}, ''), ${SNIPPET_SOURCE_LENGTH}),
                  ${tsquery(q)}, ${HEADLINE_OPTIONS}) as snippet
              from ${sql.raw(table)} t ${sql.raw(joins)}
              where t.id in (${sql.join(
                ids.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`;
          }),
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
     * How many rows of each of `kinds` match `q`, each count stopping at SEARCH_COUNT_CAP. A word
     * PostgreSQL expects in at most FEW_MATCHES rows has them all read through the GIN index once
     * and counted by kind; otherwise each kind walks its newest rows until it has SEARCH_COUNT_CAP.
     */
    async counts(q: string, kinds: readonly SearchType[]): Promise<Map<SearchType, number>> {
      const fewMatches = !hasSeveralWords(q) && (await estimatedMatches(q, kinds)) <= FEW_MATCHES;
      const rows = await selectRows<{ type: SearchType; n: string | number }>(
        db,
        fewMatches
          ? sql`select d.kind as type, least(count(*), ${SEARCH_COUNT_CAP}) as n
              from search_documents d where ${matching(q, kinds)} group by d.kind`
          : sql.join(
              kinds.map(
                (kind) => sql`select ${kind}::text as type, (select count(*) from ${newestMatches(q, [kind])} c) as n`,
              ),
              sql` union all `,
            ),
      );
      const counts = new Map(rows.map((row) => [row.type, Number(row.n)]));
      return new Map(kinds.map((kind) => [kind, counts.get(kind) ?? 0]));
    },

    /** Whether `q` matches anything the public may see, of any of `kinds`. */
    async matchesAny(q: string, kinds: readonly SearchType[]): Promise<boolean> {
      const [row] = await selectRows<{ found: boolean }>(
        db,
        sql`select exists (select from search_documents d where ${matching(q, kinds)}) as found`,
      );
      return Boolean(row?.found);
    },

    /**
     * Each of `words` (lower case letters) as the site's text has it: the word itself when some text
     * has it or it is a stop word, else the most similar word some text has (pg_trgm's `%`: similarity at least
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
