/** SQL for community discussion posts. */
import { publishedSql } from "../items/visibility";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { posts, type Post, type PostRow } from "@shared/schema";
import type { Database } from "../db";
import { shownAuthor } from "@shared/names";
import { tableRepository, withoutModeration, type ListOptions } from "./table-repository";

/** A post as lists show it: by its author's name ("A member" when posted without it), without their id. */
function publicPost({ authorId: _authorId, ...post }: PostRow): Post {
  return { ...withoutModeration(post), author: shownAuthor(post) };
}

/**
 * The posts lists show: published, and not removed. A post its author removed keeps its page for
 * its thread (reached from its replies' notifications) but leaves the lists.
 */
export const listedPosts = (): SQL => and(isNull(posts.removedAt), publishedSql(posts))!;

/** Post queries: the shared ones, with a category filter on the list. */
export function postsRepository(db: Database) {
  const base = tableRepository(db, posts, publicPost, listedPosts());
  return {
    ...base,
    /** One page of posts, newest first, only those in `category` when it is given. */
    list: (options: ListOptions & { category?: string }) =>
      base.listWhere(options, options.category ? { column: posts.category, value: options.category } : undefined),
    /** A member's own page: their posts, newest first, never one they posted as "A member". */
    listByMember: base.ownedList(posts.authorId, eq(posts.anonymous, false)),
  };
}
