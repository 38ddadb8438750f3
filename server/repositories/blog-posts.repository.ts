/** SQL for blog posts: the shared list / create / delete, nothing more. */
import { blogPosts } from "@shared/schema";
import type { Database } from "../db";
import { tableRepository } from "./table-repository";

/** Blog post queries over the shared table repository. */
export function blogPostsRepository(db: Database) {
  return tableRepository(db, blogPosts);
}
