/**
 * SQL for blog posts: the shared list / delete, a create that gives each article a unique slug,
 * the lookup by slug, and an edit that moves a renamed article to its new title's slug.
 */
import { and, eq, sql } from "drizzle-orm";
import { numberedSlug, slugify } from "@shared/slug";
import type { BlogCard } from "@shared/blog";
import { blogPosts, type BlogPost } from "@shared/schema";
import type { Database, Executor } from "../db";
import { publishedRows } from "./publication.repository";
import { tableRepository } from "./table-repository";

/** What an article is created from: its slug is made here, never sent. */
export type NewBlogPost = Omit<typeof blogPosts.$inferInsert, "slug">;

/** What an edit may change: its text, its slug when the title changed, and when it is published. */
export type BlogPostChanges = Partial<Pick<BlogPost, "title" | "content" | "excerpt" | "imageUrl" | "imageAlt">> & {
  publication?: Pick<BlogPost, "status" | "publishAt">;
};

/** The article as an edit found it, before changing it. */
export type ArticleBeforeEdit = Pick<BlogPost, "slug" | "title" | "content" | "status">;

/**
 * The one way an article gets a slug: its title's, numbered ("-2", "-3"…) while another article
 * holds it. `claim` tries one slug and answers the row once it holds it, undefined when taken.
 */
async function underTitleSlug(title: string, claim: (slug: string) => Promise<BlogPost | undefined>) {
  const base = slugify(title);
  for (let n = 1; ; n++) {
    const row = await claim(numberedSlug(base, n));
    if (row) return row;
  }
}

/** Inserts an article under its title's slug, numbered when an earlier one has it. */
export async function insertBlogPost(executor: Executor, values: NewBlogPost): Promise<BlogPost> {
  return underTitleSlug(values.title, async (slug) => {
    const [row] = await executor
      .insert(blogPosts)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: blogPosts.slug })
      .returning();
    return row;
  });
}

/**
 * Changes article `id` and marks it edited (an excerpt sent empty is made again); a changed title moves it to the new title's slug
 * (numbered as on create; an article keeps a slug it already holds). Answers the article as it
 * now reads and the slug it had, undefined when there is no such article. The article's row is
 * locked until the caller's transaction ends, so two edits of one article take turns; a create
 * taking the same slug in between fails the unique index (409).
 */
export async function updateBlogPost(
  executor: Executor,
  id: string,
  requested: BlogPostChanges,
  /** The excerpt an emptied one becomes, made from the content the article will have. */
  excerptOf: (content: string) => string,
  /** Sees the article as it is, locked, before anything changes; it may refuse the edit by throwing. */
  check?: (current: ArticleBeforeEdit) => void,
): Promise<{ post: BlogPost; previous: ArticleBeforeEdit } | undefined> {
  const [current] = await executor
    .select({ slug: blogPosts.slug, title: blogPosts.title, content: blogPosts.content, status: blogPosts.status })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .for("update");
  if (!current) return undefined;
  check?.(current);
  const { publication, ...fields } = requested;
  const changes = fields.excerpt === "" ? { ...fields, excerpt: excerptOf(fields.content ?? current.content) } : fields;
  const update = async (slug?: string) => {
    const [row] = await executor
      .update(blogPosts)
      .set({
        ...changes,
        ...(slug && { slug }),
        ...publicationChange(current.status, publication),
      })
      .where(
        and(
          eq(blogPosts.id, id),
          // Another article holding the slug leaves this one unchanged: the caller tries the next number.
          slug
            ? sql`not exists (select 1 from ${blogPosts} as other where other.slug = ${slug} and other.id <> ${id})`
            : undefined,
        ),
      )
      .returning();
    return row;
  };
  const newTitle = changes.title === current.title ? undefined : changes.title;
  const post = newTitle === undefined ? await update() : await underTitleSlug(newTitle, update);
  return post && { post, previous: current };
}

/**
 * The columns an edit sets for when the article is published. Published now, its date is now and
 * it has no "updated" mark yet; an edit of a published article marks it edited and keeps its date;
 * a draft or a schedule changes only its state.
 */
function publicationChange(was: BlogPost["status"], publication: BlogPostChanges["publication"]) {
  if (was === "published") return { editedAt: sql`now()` };
  if (!publication) return {};
  if (publication.status === "published")
    return { status: publication.status, publishAt: null, createdAt: sql`now()`, editedAt: null };
  return publication;
}

/**
 * An article as the blog's list shows it: its card, without the text. A page of whole articles
 * made /blog's HTML too big for one round trip on a slow phone connection; the text is the
 * article's own answer (GET /api/blog/:slug).
 */
function blogCard({ content: _content, status: _status, publishAt: _publishAt, ...card }: BlogPost): BlogCard {
  return card;
}

/** Blog post queries over the shared table repository. */
export function blogPostsRepository(db: Database) {
  return {
    // The public list: published articles only (blog_posts_published_newest_idx).
    ...tableRepository(db, blogPosts, blogCard, publishedRows(blogPosts)),
    create: (values: NewBlogPost): Promise<BlogPost> => insertBlogPost(db, values),

    /** The published article whose current slug is `slug` (blog_posts_slug_key): a draft's is nobody's. */
    async findBySlug(slug: string): Promise<BlogPost | undefined> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), publishedRows(blogPosts)));
      return row;
    },
  };
}
