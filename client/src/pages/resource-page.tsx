import { ArrowRight, ExternalLink } from "lucide-react";
import { Link, useParams } from "wouter";
import { resourceCategoryLabel } from "@shared/labels";
import { ITEM_PATHS } from "@shared/item-urls";
import type { ResourceView } from "@shared/contracts/resources.contract";
import { ContentImage, shownImageUrl } from "@/components/content-image";
import { PageHeading } from "@/components/page-heading";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { useResource } from "@/features/resources/hooks";
import { sectionPath } from "@/features/resources/section-anchor";
import { ItemPageFrame } from "@/features/threads/item-page-frame";
import { illustrationFor } from "@/lib/illustrations";
import type { PageHeadData } from "@/lib/page-head-tags";

/** /resources/:id: one resource to read in full, and its link out when it has one. */
export default function ResourcePage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    // A resource has no moderation status and no noindex of its own: the frame reads it as published.
    <ItemPageFrame<ResourceView & { noindex?: boolean }>
      query={useResource(id)}
      back={{ href: "/resources", label: "All resources" }}
      noun="resource"
      path={ITEM_PATHS.resource(id)}
      head={resourceHead}
      notFound={{
        hint: "It may have been moved or retired. The library has plenty more.",
        linkLabel: "Browse resources",
      }}
    >
      {(resource) => <ResourceArticle resource={resource} />}
    </ItemPageFrame>
  );
}

/** The resource's head: its text, and its picture as its preview when it has one. */
function resourceHead(resource: ResourceView): PageHeadData {
  const imageUrl = shownImageUrl(resource.imageUrl);
  return {
    title: resource.title,
    description: resource.content,
    path: ITEM_PATHS.resource(resource.id),
    type: "article",
    ...(imageUrl ? { image: { url: imageUrl, alt: resource.imageAlt || resource.title } } : {}),
  };
}

function ResourceArticle({ resource }: { resource: ResourceView }) {
  const category = resourceCategoryLabel(resource.category);
  return (
    <article className="min-w-0">
      <PageHeading title={resource.title} />
      <p className="-mt-4 mb-6">
        <Badge>{category}</Badge>
      </p>
      <ContentImage
        src={resource.imageUrl}
        alt={resource.imageAlt}
        illustration={illustrationFor({ kind: "resource", category: resource.category })}
        width={960}
        height={540}
        loading="eager"
        className="mb-6 aspect-video h-auto w-full rounded-xl bg-brand-50 object-cover"
      />
      <p className="max-w-prose whitespace-pre-line text-lg leading-relaxed text-ink">{resource.content}</p>
      {resource.url && (
        <div className="mt-8 max-w-prose rounded-xl border border-brand-100 bg-white p-4">
          <p className="text-sm text-muted">This link leaves PawsWell for another site.</p>
          <a
            href={resource.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses("secondary", "md", "mt-3 max-w-full")}
          >
            <span className="min-w-0 [overflow-wrap:anywhere]">Visit {hostOf(resource.url)}</span>
            <ExternalLink aria-hidden className="h-4 w-4 shrink-0" />
            <span className="sr-only">(opens another site in a new tab)</span>
          </a>
        </div>
      )}
      <Link
        href={sectionPath(resource.category)}
        className="mt-8 inline-flex min-h-9 items-center gap-1 font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        More in {category}
        <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </article>
  );
}

/** The site a link leads to, as people recognise it ("example.org"); the link itself if it has none. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}
