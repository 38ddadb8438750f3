/**
 * SQL for blog articles' earlier slugs (blog_slug_redirects): a renamed article's old address
 * answers 301 to its current one, however many times it was renamed since, because each old slug
 * points at the article, not at the slug that followed it.
 */
import { and, eq, sql } from "drizzle-orm";
import { blogPosts, blogSlugRedirects } from "@shared/schema";
import type { Executor } from "../db";
import { publishedRows } from "./publication.repository";

/** Blog slug redirect queries; `executor` is the edit's transaction, or the database for lookups. */
export function blogSlugRedirectsRepository(executor: Executor) {
  return {
    /**
     * `oldSlug` now leads to article `blogPostId`. A slug once another article's (it was freed,
     * reused, then renamed away again) now leads to the article that held it last.
     */
    async record(oldSlug: string, blogPostId: string): Promise<void> {
      await executor
        .insert(blogSlugRedirects)
        .values({ oldSlug, blogPostId })
        .onConflictDoUpdate({ target: blogSlugRedirects.oldSlug, set: { blogPostId, createdAt: sql`now()` } });
    },

    /** An article's current slug is no longer an old one (renamed back to an earlier title). */
    async forget(slug: string): Promise<void> {
      await executor.delete(blogSlugRedirects).where(eq(blogSlugRedirects.oldSlug, slug));
    },

    /**
     * The current slug of the published article `oldSlug` used to name (its primary key), undefined
     * when it names none. An article holding `oldSlug` now wins over an old redirect, so this is asked only
     * once no article has it.
     */
    async currentSlugOf(oldSlug: string): Promise<string | undefined> {
      const [row] = await executor
        .select({ slug: blogPosts.slug })
        .from(blogSlugRedirects)
        .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.blogPostId))
        // An old address never leads to a draft: its current slug is nobody's business yet.
        .where(and(eq(blogSlugRedirects.oldSlug, oldSlug), publishedRows(blogPosts)));
      return row?.slug;
    },
  };
}
