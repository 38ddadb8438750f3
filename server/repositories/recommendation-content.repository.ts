/**
 * SQL that reads the five kinds of content a recommendation can point at, normalised to one
 * Candidate shape: the newest few hundred of each (served by the newest-first indexes), or given ids.
 * Only what everyone sees in full is ever read (server/items/visibility.ts), and for a reader who
 * hides some content warnings, nothing carrying one of them.
 */
import { and, gte, inArray, isNull, sql, type AnyColumn } from "drizzle-orm";
import { shownAuthor } from "@shared/names";
import { blogPosts, posts, resources, stories, wellnessChallenges } from "@shared/schema";
import { truncate } from "@shared/preview-text";
import type { RecommendationContentType } from "@shared/recommendations";
import type { Executor } from "../db";
import { publishedSql, withoutWarningsSql } from "../items/visibility";
import { newestFirst } from "../lib/pagination";
import { publishedRows } from "./publication.repository";

export /** One piece of content that could be recommended, normalised across the five tables. */
interface Candidate {
  id: string;
  type: RecommendationContentType;
  /** What its own page is found by: a blog article's slug, any other item's id. */
  pageKey: string;
  title: string;
  /** The body text (bounded), searched for pet and interest words. */
  text: string;
  excerpt: string;
  author: string;
  category: string;
  /** A story's declared pet type; other content only mentions pets in its text. */
  petType?: string;
  createdAt: Date;
  /** Replies (posts) or participants (challenges); 0 where the table has no counter. */
  popularity: number;
  /** Its content warnings (stories and discussions; the other kinds carry none). */
  contentWarnings: string[];
}

/** Body text is cut in SQL: the engine only needs enough to find pet and interest words. */
const TEXT_CHARS = 2000;
const EXCERPT_CHARS = 150;

const excerptOf = (text: string) => truncate(text, EXCERPT_CHARS);
const cut = (column: AnyColumn) => sql<string>`left(${column}, ${TEXT_CHARS})`;

/** Which rows a loader reads: the given ids (else the newest), at most `limit`, none carrying a warning in `hiding`. */
interface Where {
  ids?: string[];
  limit: number;
  hiding: readonly string[];
}

type Loader = (db: Executor, where: Where) => Promise<Candidate[]>;

/** The kinds with no content warnings of their own. */
const NO_WARNINGS = { contentWarnings: [] as string[] };

const loaders: Record<RecommendationContentType, Loader> = {
  async blog(db, { ids, limit }) {
    const rows = await db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        text: cut(blogPosts.content),
        excerpt: blogPosts.excerpt,
        author: blogPosts.author,
        createdAt: blogPosts.createdAt,
      })
      .from(blogPosts)
      // Only published articles are ever recommended, however they were picked.
      .where(and(publishedRows(blogPosts), ids ? inArray(blogPosts.id, ids) : undefined))
      .orderBy(...newestFirst(blogPosts))
      .limit(limit);
    return rows.map(({ slug, ...row }) => ({
      ...row,
      ...NO_WARNINGS,
      pageKey: slug,
      type: "blog",
      category: "Blog",
      popularity: 0,
    }));
  },
  async story(db, { ids, limit, hiding }) {
    const rows = await db
      .select({
        id: stories.id,
        title: stories.title,
        text: cut(stories.content),
        author: stories.author,
        anonymous: stories.anonymous,
        petType: stories.petType,
        contentWarnings: stories.contentWarnings,
        createdAt: stories.createdAt,
      })
      .from(stories)
      // Held and hidden items are public nowhere, so never recommended (docs/decisions.md#safety-first).
      .where(
        and(
          publishedSql(stories),
          withoutWarningsSql(stories.contentWarnings, hiding),
          ids ? inArray(stories.id, ids) : undefined,
        ),
      )
      .orderBy(...newestFirst(stories))
      .limit(limit);
    return rows.map(({ anonymous, ...row }) => ({
      ...row,
      author: shownAuthor({ anonymous, author: row.author }),
      pageKey: row.id,
      type: "story",
      excerpt: excerptOf(row.text),
      category: "Stories",
      popularity: 0,
    }));
  },
  async challenge(db, { ids, limit }) {
    const t = wellnessChallenges;
    const rows = await db
      .select({
        id: t.id,
        title: t.title,
        text: cut(t.description),
        participants: t.participants,
        createdAt: t.createdAt,
      })
      .from(t)
      // An ended challenge can no longer be joined, so it is never recommended (nor shown from an old
      // list); a held or hidden one is public nowhere.
      .where(and(publishedSql(t), gte(t.endDate, sql`now()`), ids ? inArray(t.id, ids) : undefined))
      .orderBy(...newestFirst(t))
      .limit(limit);
    return rows.map(({ participants, ...row }) => ({
      ...row,
      ...NO_WARNINGS,
      pageKey: row.id,
      type: "challenge",
      excerpt: excerptOf(row.text),
      author: "PawsWell Community",
      category: "Wellness Challenges",
      popularity: participants,
    }));
  },
  async resource(db, { ids, limit }) {
    const rows = await db
      .select({
        id: resources.id,
        title: resources.title,
        text: cut(resources.content),
        category: resources.category,
        createdAt: resources.createdAt,
      })
      .from(resources)
      .where(ids ? inArray(resources.id, ids) : undefined)
      .orderBy(...newestFirst(resources))
      .limit(limit);
    return rows.map((row) => ({
      ...row,
      ...NO_WARNINGS,
      pageKey: row.id,
      type: "resource",
      excerpt: excerptOf(row.text),
      author: "PawsWell Resources",
      popularity: 0,
    }));
  },
  async post(db, { ids, limit, hiding }) {
    const rows = await db
      .select({
        id: posts.id,
        title: posts.title,
        text: cut(posts.content),
        author: posts.author,
        anonymous: posts.anonymous,
        category: posts.category,
        replies: posts.replies,
        contentWarnings: posts.contentWarnings,
        createdAt: posts.createdAt,
      })
      .from(posts)
      // A post its author removed has no text left to recommend; held and hidden ones are public nowhere.
      .where(
        and(
          isNull(posts.removedAt),
          publishedSql(posts),
          withoutWarningsSql(posts.contentWarnings, hiding),
          ids ? inArray(posts.id, ids) : undefined,
        ),
      )
      .orderBy(...newestFirst(posts))
      .limit(limit);
    return rows.map(({ replies, anonymous, ...row }) => ({
      ...row,
      author: shownAuthor({ anonymous, author: row.author }),
      pageKey: row.id,
      type: "post",
      excerpt: excerptOf(row.text),
      popularity: replies,
    }));
  },
};

const CONTENT_TYPES = Object.keys(loaders) as RecommendationContentType[];

/** Reads recommendation candidates and the items recommendations point at. */
export function recommendationContentRepository(db: Executor) {
  return {
    /** The newest `perType` items of every content type, none carrying a warning in `hiding`. */
    async recent(perType: number, hiding: readonly string[] = []): Promise<Candidate[]> {
      const lists = await Promise.all(CONTENT_TYPES.map((type) => loaders[type](db, { limit: perType, hiding })));
      return lists.flat();
    },

    /**
     * The items named by (type, id) pairs that everyone still sees, keyed "type:id"; those carrying a
     * warning in `hiding` are left out too.
     */
    async findByRefs(
      refs: { contentType: string; contentId: string }[],
      hiding: readonly string[] = [],
    ): Promise<Map<string, Candidate>> {
      // One query per content type, all at once: a list spanning five types waits one round trip, not five.
      const lists = await Promise.all(
        CONTENT_TYPES.map(async (type) => {
          const ids = [...new Set(refs.filter((ref) => ref.contentType === type).map((ref) => ref.contentId))];
          const items = ids.length === 0 ? [] : await loaders[type](db, { ids, limit: ids.length, hiding });
          return items.map((item) => [`${type}:${item.id}`, item] as const);
        }),
      );
      return new Map(lists.flat());
    },
  };
}
