import { SKELETON_COUNT, featuredBadgeLabel } from "@shared/constants";
import type { FeaturedItemView } from "@shared/contracts/featured.contract";
import { ContentImage } from "@/components/content-image";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { illustrationFor } from "@/lib/illustrations";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useHomeFeatured } from "./hooks";
import { textLinkClasses } from "@/components/ui/text-link";

const GRID = "grid gap-6 md:grid-cols-3";

/**
 * A featured card: its picture (or our illustration for its type), badge, title and description
 * (linked out when it has a url). The first card's picture is the home page's largest paint on a
 * phone: asked for at once, with the page, rather than once layout finds it in view.
 */
export function FeaturedCard({ item, isFirst = false }: { item: FeaturedItemView; isFirst?: boolean }) {
  return (
    <Card padding="none" className="flex h-full flex-col overflow-hidden">
      <ContentImage
        src={item.imageUrl}
        alt={item.imageAlt || item.title}
        illustration={illustrationFor({ kind: "featured", type: item.type, key: item.id })}
        width={640}
        height={360}
        className="aspect-video w-full bg-brand-50 object-cover"
        {...(isFirst && { loading: "eager", fetchPriority: "high" })}
      />
      <div className="flex flex-1 flex-col p-5">
        <Badge className="self-start">{featuredBadgeLabel(item.type)}</Badge>
        <h3 className="mt-2 text-lg font-semibold text-ink">{item.title}</h3>
        <p className="mt-2 flex-1 text-muted">{item.description}</p>
        {item.url?.trim() && (
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className={textLinkClasses("mt-4 self-start text-sm font-medium text-brand-700 underline")}
          >
            Visit<span className="sr-only"> {item.title} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </Card>
  );
}

/** Section 2: up to three featured items. */
export function FeaturedSection() {
  const featured = useHomeFeatured();
  const items = featured.data ?? [];
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="featured-heading" className="mb-6 text-2xl font-bold text-ink sm:text-3xl">
        Featured This Week
      </h2>
      <QueryList
        query={featured}
        items={items}
        loading={<SkeletonGrid count={SKELETON_COUNT.homeFeatured} className={GRID} cardClassName="min-h-80" />}
        empty={<p className="text-muted">No featured items available at this time.</p>}
        errorMessage="We couldn't load the featured items right now."
      >
        {(shown) => (
          <ul className={GRID}>
            {shown.map((item, index) => (
              <li key={item.id}>
                <FeaturedCard item={item} isFirst={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}
