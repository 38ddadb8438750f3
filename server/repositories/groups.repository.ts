/**
 * SQL for local peer groups: the shared list / create / delete, and the list's filters by type and
 * by location (docs/decisions.md#group-filters-on-the-server).
 */
import { publishedSql } from "../items/visibility";
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import { groups, type Group } from "@shared/schema";
import type { Database } from "../db";
import { afterCursorPlaceholders, cursorPlaceholderValues, newestFirst, toPage, type Page } from "../lib/pagination";
import { tableRepository, withoutModeration, type ListOptions } from "./table-repository";

type GroupRow = typeof groups.$inferSelect;

/** The list's filters, each optional: a group type, and a town, region or postcode. */
export interface GroupListOptions extends ListOptions {
  type?: string;
  location?: string;
}

/** A group as lists show it: without what only moderators know of it. */
function publicGroup(group: GroupRow): Group {
  return withoutModeration(group);
}

const LIKE_SPECIALS = /[\\%_]/g;
const REGEX_SPECIALS = /[\\^$.|?*+()[\]{}]/g;

/**
 * The placeholders' values for a location search. `contains` (ILIKE) gives the trigram index the
 * words to look up; `wordStart` (a regex) keeps only a match at the start of the location or of a
 * word in it, so "land" does not find Portland; `nearSpelling` is compared by word similarity. A
 * search with a digit is a postcode, which has no near spellings (97209 is not near 97201): null.
 */
function locationPatterns(location: string): { nearSpelling: string | null; contains: string; wordStart: string } {
  return {
    nearSpelling: /\d/.test(location) ? null : location,
    contains: `%${location.replace(LIKE_SPECIALS, "\\$&")}%`,
    wordStart: `(^|[^[:alnum:]])${location.replace(REGEX_SPECIALS, "\\$&")}`,
  };
}

/**
 * A location search: by prefix, or by a near spelling of whole words ("Cedar Holow" finds "Cedar
 * Hollow", "Leds" finds Leeds). The near spelling is pg_trgm's strict word similarity (`<<%`, at its
 * default threshold 0.5): plain word similarity (`<%`) also matches the end of a word, so "land"
 * would find Portland and Highland. All three operators are served by groups_location_trgm_idx.
 */
function locationMatches(): SQL {
  return or(
    and(
      sql`${groups.location} ilike ${sql.placeholder("contains")}`,
      sql`${groups.location} ~* ${sql.placeholder("wordStart")}`,
    ),
    sql`${sql.placeholder("nearSpelling")}::text <<% ${groups.location}`,
  )!;
}

/** Group queries over the shared table repository: lists show published groups only. */
export function groupsRepository(db: Database) {
  const base = tableRepository(db, groups, publicGroup, publishedSql(groups));

  // Like the shared lists, each shape of the location search (with a type or not, first page or
  // after a cursor) is one named prepared statement, built once.
  function prepareLocationList(hasType: boolean, hasCursor: boolean) {
    const name = `list_groups_by_location${hasType ? "_type" : ""}${hasCursor ? "_after" : ""}`;
    return db
      .select()
      .from(groups)
      .where(
        and(
          publishedSql(groups),
          locationMatches(),
          hasType ? eq(groups.type, sql.placeholder("type")) : undefined,
          hasCursor ? afterCursorPlaceholders(groups) : undefined,
        ),
      )
      .orderBy(...newestFirst(groups))
      .limit(sql.placeholder("limit"))
      .prepare(name);
  }
  const locationStatements = new Map<string, ReturnType<typeof prepareLocationList>>();
  function locationStatement(hasType: boolean, hasCursor: boolean) {
    const key = `${hasType}:${hasCursor}`;
    let statement = locationStatements.get(key);
    if (!statement) {
      statement = prepareLocationList(hasType, hasCursor);
      locationStatements.set(key, statement);
    }
    return statement;
  }

  async function listByLocation(options: GroupListOptions & { location: string }): Promise<Page<Group>> {
    const { cursor, type } = options;
    const rows = await locationStatement(type !== undefined, cursor !== undefined).execute({
      limit: options.limit + 1,
      ...locationPatterns(options.location),
      ...(type !== undefined && { type }),
      ...(cursor && cursorPlaceholderValues(cursor)),
    });
    const page = toPage(rows, options.limit);
    return { ...page, items: page.items.map(publicGroup) };
  }

  return {
    ...base,
    /**
     * One page of published groups, newest first: those of `type` (groups_type_newest_idx, read in
     * order) and near `location` (groups_location_trgm_idx), when given.
     */
    list: (options: GroupListOptions): Promise<Page<Group>> =>
      options.location !== undefined
        ? listByLocation({ ...options, location: options.location })
        : base.listWhere(
            options,
            options.type !== undefined ? { column: groups.type, value: options.type } : undefined,
          ),
  };
}
