import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import type { BlogArticle } from "@shared/blog";
import { ContentImage } from "@/components/content-image";
import { PageHeading } from "@/components/page-heading";
import { illustrationFor } from "@/lib/illustrations";
import { formatDate } from "@/lib/text";
import { ARTICLE_BODY } from "./article-body";

/**
 * One blog article, made to be read: its title, byline, date and reading time, its cover picture,
 * and the text written in Markdown, shown as the HTML the server made of it and nothing more.
 */
export function BlogArticleView({ article }: { article: BlogArticle }) {
  return (
    <article className="min-w-0 [overflow-wrap:anywhere]">
      <PageHeading title={article.title} />
      <p className="-mt-4 mb-8 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
        <span>By {article.author}</span>
        <span aria-hidden>·</span>
        <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
        <span aria-hidden>·</span>
        <span>{article.readingMinutes} min read</span>
        {article.editedAt && (
          <>
            <span aria-hidden>·</span>
            <span>
              Updated <time dateTime={article.editedAt}>{formatDate(article.editedAt)}</time>
            </span>
          </>
        )}
      </p>
      {/* Described by the alt text its moderator wrote (an older picture without one is decoration). */}
      <ContentImage
        src={article.imageUrl}
        alt={article.imageAlt}
        illustration={illustrationFor({ kind: "blog", key: article.slug })}
        width={960}
        height={540}
        loading="eager"
        className="mb-8 aspect-video w-full rounded-2xl bg-brand-50 object-cover"
      />
      {/* Made from the article's Markdown on the server and reduced to its allow-list there. */}
      <div className={ARTICLE_BODY} dangerouslySetInnerHTML={{ __html: article.contentHtml }} />
      <Link
        href="/blog"
        className="mt-12 inline-flex min-h-11 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        More from the blog
      </Link>
    </article>
  );
}
