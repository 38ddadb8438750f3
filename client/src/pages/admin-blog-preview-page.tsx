import { Link, useParams } from "wouter";
import type { BlogArticlePreview } from "@shared/blog";
import { buttonClasses } from "@/components/ui/button";
import { useMe } from "@/features/admin/hooks";
import { formatDateTime } from "@/features/admin/publication-fields";
import { BlogArticleView } from "@/features/blog/blog-article";
import { useArticlePreview } from "@/features/blog/hooks";
import { ItemPageFrame } from "@/features/threads/item-page-frame";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";
import { Skeleton } from "@/components/skeleton";

const BACK = { href: "/admin?tab=blog", label: "Back to the blog list" };

/** Whether readers can see it yet: a draft, or when it goes out. */
function stateOf(article: BlogArticlePreview): string {
  if (article.status === "draft") return "This is a draft: only moderators can see it.";
  if (article.status === "scheduled" && article.publishAt)
    return `It publishes itself on ${formatDateTime(article.publishAt)}.`;
  return "It is published: readers see it at its own address.";
}

/**
 * /admin/blog/:id/preview (moderators): an article not yet published, drawn by the article page's
 * own component, under a clear "not published" banner. Never indexed.
 */
export default function AdminBlogPreviewPage() {
  const { id = "" } = useParams<{ id: string }>();
  const me = useMe();
  const isModerator = me.data?.role === "moderator";
  const query = useArticlePreview(id, isModerator);
  const path = `/admin/blog/${id}/preview`;

  if (me.isLoading) {
    return (
      <section role="status" aria-label="Loading" className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </section>
    );
  }
  if (!isModerator) {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <div className="rounded-xl border border-brand-200 bg-white p-6">
          <p className="text-lg text-ink">Previews of unpublished articles are for moderators only.</p>
          <Link href="/blog" className={`${buttonClasses("secondary")} mt-4`}>
            Read the blog
          </Link>
        </div>
      </section>
    );
  }
  return (
    <ItemPageFrame
      query={query}
      back={BACK}
      noun="article"
      path={path}
      head={(article) => ({ title: `Preview: ${article.title}`, description: SITE_DESCRIPTION, path, noindex: true })}
    >
      {(article) => (
        <>
          <div role="note" className="mb-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-ink">
            <p className="font-semibold">Preview — not published</p>
            <p className="text-sm">{stateOf(article)}</p>
          </div>
          <BlogArticleView article={article} />
        </>
      )}
    </ItemPageFrame>
  );
}
