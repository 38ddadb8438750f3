/**
 * How a search result of each kind is read from its own table (docs/decisions.md#search): the
 * columns a result shows and the text its snippet is cut from, with the matched words marked.
 */
import { sql, type SQL } from "drizzle-orm";
import { ITEM_KINDS } from "@shared/item-kinds";
import type { SearchType } from "@shared/search";
import { tsquery } from "./search-matches";

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
const SNIPPET_SOURCE_LENGTH = 3000;

/** How a result of one kind is read from its own table, aliased `t`. */
interface SearchKind {
  table: string;
  /** The text a snippet is cut from: its content, unless said otherwise. */
  body?: string;
  /** A result's other columns: title, author, anonymous, slug, "threadType", "threadId". */
  details: string;
  joins?: string;
}

const NO_THREAD = `null::text as slug, null::text as "threadType", null::uuid as "threadId"`;

/** The kinds the registry gives content warnings carry theirs; the others have none. */
const warningsOf = (kind: SearchType) =>
  ITEM_KINDS[kind].contentWarnings ? `t.content_warnings as "contentWarnings"` : `'{}'::text[] as "contentWarnings"`;

const KINDS: Record<SearchType, SearchKind> = {
  post: { table: "posts", details: `t.title, t.author, t.anonymous, ${NO_THREAD}` },
  reply: {
    table: "replies",
    details: `coalesce(tp.title, ts.title, tf.pet_name) as title, t.author, t.anonymous, null::text as slug,
      case when t.post_id is not null then 'post' when t.story_id is not null then 'story' else 'photo' end as "threadType",
      coalesce(t.post_id, t.story_id, t.photo_id) as "threadId"`,
    joins: `left join posts tp on tp.id = t.post_id left join stories ts on ts.id = t.story_id
      left join pet_photos tf on tf.id = t.photo_id`,
  },
  story: { table: "stories", details: `t.title, t.author, t.anonymous, ${NO_THREAD}` },
  blog: {
    table: "blog_posts",
    details: `t.title, t.author, false as anonymous, t.slug, null::text as "threadType", null::uuid as "threadId"`,
  },
  resource: { table: "resources", details: `t.title, null::text as author, false as anonymous, ${NO_THREAD}` },
  group: {
    table: "groups",
    // The town first: a search for a place finds groups by their location too.
    body: "concat_ws(' · ', t.location, t.description)",
    details: `t.name as title, null::text as author, false as anonymous, ${NO_THREAD}`,
  },
};

/** The `ids` of `kind` with their details and a snippet of the text around `q`'s words. */
export function detailsOf(kind: SearchType, ids: readonly string[], q: string): SQL {
  const { table, body = "t.content", details: columns, joins = "" } = KINDS[kind];
  return sql`select t.id, ${sql.raw(columns)}, ${sql.raw(warningsOf(kind))},
      ts_headline('english'::regconfig, left(translate(${sql.raw(body)}, ${MARK_START + MARK_END}, ''), ${SNIPPET_SOURCE_LENGTH}),
        ${tsquery(q)}, ${HEADLINE_OPTIONS}) as snippet
    from ${sql.raw(table)} t ${sql.raw(joins)}
    where t.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
}
