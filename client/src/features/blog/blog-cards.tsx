import type { ReactNode } from "react";
import { Link } from "wouter";
import { ITEM_PATHS } from "@shared/item-urls";
import { ContentImage } from "@/components/content-image";
import { Card } from "@/components/ui/card";
import { illustrationFor } from "@/lib/illustrations";
import { cn, formatDate } from "@/lib/text";
import { textLinkClasses } from "@/components/ui/text-link";

export interface BlogCardData {
  id: string;
  /** The article's address; the built-in samples have none, so their cards link nowhere. */
  slug?: string;
  title: string;
  excerpt: string;
  author: string;
  imageUrl: string | null;
  /** The picture's description; the title stands in when there is none. */
  imageAlt?: string;
  createdAt: string | Date;
}

/**
 * The article's cover, or its own illustration (each article keeps the same one). The featured
 * article's is the first thing a phone shows, its largest paint: it loads at once, the rest lazily.
 */
function BlogImage({ post, isFeatured }: { post: BlogCardData; isFeatured: boolean }) {
  const size = isFeatured ? { width: 960, height: 540 } : { width: 640, height: 360 };
  return (
    <ContentImage
      src={post.imageUrl}
      alt={post.imageAlt || post.title}
      illustration={illustrationFor({ kind: "blog", key: post.slug ?? post.id })}
      {...size}
      {...(isFeatured && { loading: "eager", fetchPriority: "high" })}
      className={cn("aspect-video w-full bg-brand-50 object-cover", isFeatured && "md:h-full")}
    />
  );
}

/** The card's title: a link to the article when it has a page. */
function TitleLink({ post, children }: { post: BlogCardData; children: ReactNode }) {
  if (!post.slug) return <>{children}</>;
  return (
    <Link href={ITEM_PATHS.blog(post.slug)} className={textLinkClasses("hover:underline")}>
      {children}
    </Link>
  );
}

/** A blog post card; the featured one is larger and sits above the grid. */
export function BlogCard({ post, isFeatured = false }: { post: BlogCardData; isFeatured?: boolean }) {
  return (
    <Card padding="none" className={cn("flex h-full flex-col overflow-hidden", isFeatured && "md:flex-row")}>
      <div className={cn(isFeatured && "md:w-1/2")}>
        <BlogImage post={post} isFeatured={isFeatured} />
      </div>
      <div className={cn("flex flex-1 flex-col p-5", isFeatured && "md:p-8")}>
        {isFeatured && <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-700">Featured</p>}
        {isFeatured ? (
          <h2 className="text-2xl font-bold text-ink sm:text-3xl">
            <TitleLink post={post}>{post.title}</TitleLink>
          </h2>
        ) : (
          <h3 className="text-lg font-semibold text-ink">
            <TitleLink post={post}>{post.title}</TitleLink>
          </h3>
        )}
        <p className="mt-3 flex-1 text-muted">{post.excerpt}</p>
        <div className="mt-4 flex flex-wrap gap-x-4 text-sm text-muted">
          <span>By {post.author}</span>
          <time dateTime={new Date(post.createdAt).toISOString()}>{formatDate(post.createdAt)}</time>
        </div>
        {post.slug && (
          <Link
            href={ITEM_PATHS.blog(post.slug)}
            className="mt-2 inline-flex min-h-11 items-center self-start font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Read more<span className="sr-only">: {post.title}</span>
          </Link>
        )}
      </div>
    </Card>
  );
}
