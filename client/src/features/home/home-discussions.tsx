import { Link } from "wouter";
import { PREVIEW_LENGTH, SKELETON_COUNT } from "@shared/constants";
import { SkeletonGrid } from "@/components/skeleton";
import { buttonClasses } from "@/components/ui/button";
import { useHomePosts } from "@/features/posts/hooks";
import { postCategoryLabel } from "@/features/posts/post-card";
import { formatDate, truncate } from "@/lib/text";

const GRID = "grid gap-4 md:grid-cols-2";

/** Section 4: the four newest discussions. */
export function HomeDiscussions() {
  const posts = useHomePosts();
  const items = posts.data ?? [];
  return (
    <section aria-labelledby="discussions-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2 id="discussions-heading" className="text-2xl font-bold text-ink sm:text-3xl">
          Community Discussions
        </h2>
        {items.length > 0 && (
          <Link href="/community" className={buttonClasses("secondary")}>
            View All Topics
          </Link>
        )}
      </div>
      {posts.isLoading ? (
        <SkeletonGrid count={SKELETON_COUNT.homePosts} className={GRID} cardClassName="min-h-40" />
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-brand-200 bg-white px-6 py-10 text-center">
          <p className="text-muted">No community discussions available. Be the first to start a conversation!</p>
          <Link href="/community" className={buttonClasses("primary", "md", "mt-4")}>
            Start a Discussion
          </Link>
        </div>
      ) : (
        <ul className={GRID}>
          {items.map((post) => (
            <li key={post.id}>
              <article className="h-full rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
                <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-900">
                  {postCategoryLabel(post.category)}
                </span>
                <h3 className="mt-2 text-lg font-semibold text-ink">{post.title}</h3>
                <p className="mt-2 text-muted">{truncate(post.content, PREVIEW_LENGTH.homePost)}</p>
                <p className="mt-3 text-sm text-muted">
                  By {post.author} ·{" "}
                  <time dateTime={new Date(post.createdAt).toISOString()}>{formatDate(post.createdAt)}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
