/**
 * Which rows of `search_documents` match a query (docs/decisions.md#search): the query as
 * PostgreSQL reads it, the condition on the kinds asked for, and the newest matches a search ranks
 * and counts.
 */
import { sql, type SQL } from "drizzle-orm";
import { SEARCH_COUNT_CAP, SEARCH_TYPES, type SearchType } from "@shared/search";

/**
 * How many matches are ranked: the newest this many of the kinds asked for (docs/decisions.md#search).
 * A common word matches hundreds of thousands of rows; ranking them all would cost far more than a
 * search may. Counts stop at the same figure, so a count never promises more than paging can show.
 */
const SEARCH_CANDIDATES = SEARCH_COUNT_CAP;

/** `q` as PostgreSQL reads it: quotes make phrases, -word excludes, "or" joins. Never a syntax error. */
export const tsquery = (q: string): SQL => sql`websearch_to_tsquery('english'::regconfig, ${q})`;

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

/**
 * What a search looks through: the kinds asked for, less the rows carrying a content warning the
 * reader chose to hide (a member's stored choice; none for a visitor, whose browser filters).
 */
export interface SearchScope {
  kinds: readonly SearchType[];
  hiddenWarnings: readonly string[];
}

/** The scope's kinds and warnings, as a condition on `search_documents d`: none when every kind is and nothing is hidden. */
function inScope({ kinds, hiddenWarnings }: SearchScope): SQL {
  if (hiddenWarnings.length === 0) return ofKinds(kinds);
  const hidden = sql`array[${sql.join(
    hiddenWarnings.map((warning) => sql`${warning}`),
    sql`, `,
  )}]::text[]`;
  return sql`${ofKinds(kinds)} and (d.content_warnings is null or not d.content_warnings && ${hidden})`;
}

/** The rows of `scope` that match `q`, as a condition on `search_documents d`. */
export const matching = (q: string, scope: SearchScope): SQL =>
  sql`d.search_vector @@ ${tsquery(q)} and ${looksUpWords(q)} ${inScope(scope)}`;

/**
 * How many of the newest rows a query of several words reads in order before it turns to the GIN
 * index (docs/decisions.md#search). PostgreSQL estimates words as if they never went together, so
 * a phrase whose words do ("separation anxiety") looks rare, and it would read every match through
 * the GIN index (thousands of rows) to keep the newest hundred, which the newest few thousand rows
 * already hold. A single word's estimate is right, and it is planned as it stands.
 */
const RECENT_WINDOW = 2000;

/** Whether `q` has more than one word (PostgreSQL may drop some as stop words; no matter). */
export const hasSeveralWords = (q: string): boolean => (q.match(/[\p{L}\p{N}]+/gu)?.length ?? 0) > 1;

/**
 * The newest SEARCH_CANDIDATES rows of `scope` that match `q`, as `(kind, id, created_at,
 * search_vector)`. For a common word PostgreSQL walks a newest-first index until it has them; for
 * a rare one it reads the matches from the GIN index and keeps the newest. A query of several
 * words first reads the newest RECENT_WINDOW rows, and plans as a single word would only when
 * they hold fewer matches than wanted.
 */
export function newestMatches(q: string, scope: SearchScope): SQL {
  const columns = sql.raw("d.kind, d.id, d.created_at, d.search_vector");
  const newestFirst = sql.raw("order by d.created_at desc, d.id desc");
  const cap = SEARCH_CANDIDATES;
  const planned = (extra: SQL) => sql`(select ${columns} from search_documents d
    where ${matching(q, scope)} ${extra}
    ${newestFirst} limit ${cap})`;
  if (!hasSeveralWords(q)) return planned(sql``);
  return sql`(with recent as (
      select ${columns} from (select ${columns} from search_documents d where true ${inScope(scope)}
        ${newestFirst} limit ${RECENT_WINDOW}) d
      where d.search_vector @@ ${tsquery(q)} and ${looksUpWords(q)} ${newestFirst} limit ${cap})
    select * from recent where (select count(*) from recent) = ${cap}
    union all
    ${planned(sql`and (select count(*) from recent) < ${cap}`)})`;
}
