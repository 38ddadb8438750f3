/**
 * SQL for search (docs/decisions.md#search). Each searchable table keeps a generated `search_vector`
 * with a GIN index (`<table>_search_idx`, migration 0005). A search takes, per kind, the newest
 * SEARCH_CANDIDATES published matches of `websearch_to_tsquery('english', q)`, ranks them with
 * `ts_rank`, and merges the kinds best first; snippets come from `ts_headline` for the rows of one
 * page only. `search_terms` (every word of searchable text) gives the nearest known word to a
 * misspelt one by trigram similarity.
 */
import { sql, type SQL } from "drizzle-orm";
import { SEARCH_COUNT_CAP, type SearchType } from "@shared/search";
import { selectRows, type Database } from "../db";
import type { RankedCursor } from "../lib/pagination";

/**
 * How many matches of each kind are ranked: the newest this many (see docs/decisions.md#search).
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
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxFragments=2, MinWords=8, MaxWords=24, FragmentDelimiter=" … "`;

/** One searchable kind, in SQL over its table aliased `t`. */
interface SearchKind {
  table: string;
  /** Which rows the public may find (lists' own rule: published; posts not removed; replies in a visible thread). */
  visible: string;
  /** title, body (for the snippet), author, anonymous, slug, thread_type, thread_id. */
  details: string;
  joins?: string;
}

const PUBLISHED = (alias: string) => `${alias}.held_at is null and ${alias}.hidden_at is null`;
const NO_THREAD = "null::text as slug, null::text as thread_type, null::uuid as thread_id";

const KINDS: Record<SearchType, SearchKind> = {
  post: {
    table: "posts",
    visible: `${PUBLISHED("t")} and t.removed_at is null`,
    details: `t.title, t.content as body, t.author, t.anonymous, ${NO_THREAD}`,
  },
  reply: {
    table: "replies",
    // A reply is found only while its thread is there for everyone.
    visible: `${PUBLISHED("t")} and (
      (t.post_id is not null and exists (select 1 from posts tp where tp.id = t.post_id and ${PUBLISHED("tp")} and tp.removed_at is null))
      or (t.story_id is not null and exists (select 1 from stories ts where ts.id = t.story_id and ${PUBLISHED("ts")}))
      or (t.photo_id is not null and exists (select 1 from pet_photos tf where tf.id = t.photo_id and ${PUBLISHED("tf")})))`,
    details: `coalesce(tp.title, ts.title, tf.pet_name) as title, t.content as body, t.author, t.anonymous, null::text as slug,
      case when t.post_id is not null then 'post' when t.story_id is not null then 'story' else 'photo' end as thread_type,
      coalesce(t.post_id, t.story_id, t.photo_id) as thread_id`,
    joins: `left join posts tp on tp.id = t.post_id left join stories ts on ts.id = t.story_id
      left join pet_photos tf on tf.id = t.photo_id`,
  },
  story: {
    table: "stories",
    visible: PUBLISHED("t"),
    details: `t.title, t.content as body, t.author, t.anonymous, ${NO_THREAD}`,
  },
  blog: {
    table: "blog_posts",
    visible: "true",
    details:
      "t.title, t.content as body, t.author, false as anonymous, t.slug, null::text as thread_type, null::uuid as thread_id",
  },
  resource: {
    table: "resources",
    visible: "true",
    details: `t.title, t.content as body, null::text as author, false as anonymous, ${NO_THREAD}`,
  },
  group: {
    table: "groups",
    visible: PUBLISHED("t"),
    details: `t.name as title, concat_ws(' · ', t.location, t.description) as body, null::text as author,
      false as anonymous, ${NO_THREAD}`,
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
}

/** `q` as PostgreSQL reads it: quotes make phrases, -word excludes, "or" joins. Never a syntax error. */
const tsquery = (q: string): SQL => sql`websearch_to_tsquery('english'::regconfig, ${q})`;

/**
 * The rows of `kind` that match `q` and the public may see. A query with nothing to look up (only
 * stop words, only -words) matches nothing, decided once before any row is read: a query of only
 * exclusions would otherwise read the whole index.
 */
function matching(kind: SearchType, q: string): SQL {
  const { table, visible } = KINDS[kind];
  return sql`from ${sql.raw(table)} t
    where t.search_vector @@ ${tsquery(q)} and querytree(${tsquery(q)}) not in ('', 'T') and ${sql.raw(visible)}`;
}

/** The newest SEARCH_CANDIDATES matches of `kind`, each with its rank. */
function rankedCandidates(kind: SearchType, q: string): SQL {
  return sql`select ${kind}::text as type, c.id, c.created_at, ts_rank(c.search_vector, ${tsquery(q)}) as rank
    from (select t.id, t.created_at, t.search_vector ${matching(kind, q)}
          order by t.created_at desc, t.id desc limit ${SEARCH_CANDIDATES}) c`;
}

/** Search queries. */
export function searchRepository(db: Database) {
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
      const details = kinds.map((kind) => {
        const { table, details: columns, joins = "" } = KINDS[kind];
        return sql`select ${sql.raw(columns)} from ${sql.raw(table)} t ${sql.raw(joins)}
          where page.type = ${kind} and t.id = page.id`;
      });
      const rows = await selectRows<SearchRow>(
        db,
        sql`with page as (
          select * from (${sql.join(
            kinds.map((kind) => rankedCandidates(kind, q)),
            sql` union all `,
          )}) m
          ${after}
          order by m.rank desc, m.created_at desc, m.id desc
          limit ${limit + 1}
        )
        select page.type, page.id, page.created_at as "createdAt", page.rank, d.title, d.author, d.anonymous, d.slug,
          d.thread_type as "threadType", d.thread_id as "threadId",
          ts_headline('english'::regconfig, translate(d.body, ${MARK_START + MARK_END}, ''), ${tsquery(q)}, ${HEADLINE_OPTIONS}) as snippet
        from page cross join lateral (${sql.join(details, sql` union all `)}) d
        order by page.rank desc, page.created_at desc, page.id desc`,
      );
      // Either driver may give the timestamp as text and the rank as text.
      return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt), rank: Number(row.rank) }));
    },

    /** How many rows of each of `kinds` match `q`, each count stopping at SEARCH_COUNT_CAP. */
    async counts(q: string, kinds: readonly SearchType[]): Promise<Map<SearchType, number>> {
      const rows = await selectRows<{ type: SearchType; n: string | number }>(
        db,
        sql.join(
          kinds.map(
            (kind) =>
              sql`select ${kind}::text as type, (select count(*) from (select 1 ${matching(kind, q)} limit ${SEARCH_COUNT_CAP}) c) as n`,
          ),
          sql` union all `,
        ),
      );
      return new Map(rows.map((row) => [row.type, Number(row.n)]));
    },

    /** Whether `q` matches anything the public may see, of any of `kinds`. */
    async matchesAny(q: string, kinds: readonly SearchType[]): Promise<boolean> {
      const [row] = await selectRows<{ found: boolean }>(
        db,
        sql`select ${sql.join(
          kinds.map((kind) => sql`exists (select 1 ${matching(kind, q)})`),
          sql` or `,
        )} as found`,
      );
      return Boolean(row?.found);
    },

    /**
     * Each of `words` (lower case letters) as the site's text has it: the word itself when some text
     * has it, else the most similar word some text has (pg_trgm's `%`: similarity at least
     * pg_trgm.similarity_threshold, 0.3, through search_terms_trgm_idx), else null.
     */
    async nearestTerms(words: readonly string[]): Promise<Map<string, string | null>> {
      if (words.length === 0) return new Map();
      const rows = await selectRows<{ word: string; nearest: string | null }>(
        db,
        sql`select w.word,
            case when exists (select 1 from search_terms s where s.term = w.word) then w.word
              else (select s.term from search_terms s where s.term % w.word
                    order by similarity(s.term, w.word) desc, s.term limit 1) end as nearest
          from string_to_table(${words.join(" ")}, ' ') as w(word)`,
      );
      return new Map(rows.map((row) => [row.word, row.nearest]));
    },
  };
}
