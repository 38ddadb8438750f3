/** SQL for community discussion posts. */
import { posts } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository, type ListOptions } from "./table-repository";

/** Post queries: the shared ones, with a category filter on the list. */
export function postsRepository(db: Database) {
  const base = tableRepository(db, posts);
  return {
    ...base,
    /** One page of posts, newest first, only those in `category` when it is given. */
    list: (options: ListOptions & { category?: string }) =>
      base.listWhere(options, options.category ? { column: posts.category, value: options.category } : undefined),
  };
}
