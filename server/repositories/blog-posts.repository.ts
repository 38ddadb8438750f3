/** SQL for blog posts: the shared list / delete, and a create that gives each article a unique slug. */
import { numberedSlug, slugify } from "@shared/slug";
import { blogPosts, type BlogPost, type InsertBlogPost } from "@shared/schema";
import type { Database, Executor } from "../db";
import { tableRepository } from "./table-repository";

/** What an article is created from: its slug is made here, never sent. */
export type NewBlogPost = Omit<typeof blogPosts.$inferInsert, "slug">;

/** Inserts an article under its title's slug, numbered ("-2", "-3"…) when an earlier one has it. */
export async function insertBlogPost(executor: Executor, values: NewBlogPost): Promise<BlogPost> {
  const base = slugify(values.title);
  for (let n = 1; ; n++) {
    const [row] = await executor
      .insert(blogPosts)
      .values({ ...values, slug: numberedSlug(base, n) })
      .onConflictDoNothing({ target: blogPosts.slug })
      .returning();
    if (row) return row;
  }
}

/** Blog post queries over the shared table repository. */
export function blogPostsRepository(db: Database) {
  return {
    ...tableRepository(db, blogPosts),
    create: (values: InsertBlogPost): Promise<BlogPost> => insertBlogPost(db, values),
  };
}
