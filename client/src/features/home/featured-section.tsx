import { Globe, Sparkles } from "lucide-react";
import type { FeaturedItem } from "@shared/schema";
import { SKELETON_COUNT, featuredBadgeLabel } from "@shared/constants";
import { ContentImage, shownImageUrl } from "@/components/content-image";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { useHomeFeatured } from "./hooks";
import { textLinkClasses } from "@/components/ui/text-link";

const GRID = "grid gap-6 md:grid-cols-3";

function FeaturedImage({ item }: { item: FeaturedItem }) {
  const imageUrl = shownImageUrl(item.imageUrl);
  if (imageUrl) {
    return (
      <ContentImage
        src={imageUrl}
        alt={item.imageAlt || item.title}
        width={640}
        height={360}
        className="aspect-video w-full object-cover"
      />
    );
  }
  const isWebsite = item.type === "website" && Boolean(item.url?.trim());
  const Icon = isWebsite ? Globe : Sparkles;
  return (
    <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-100 to-brand-50 text-brand-800">
      <Icon aria-hidden className="h-8 w-8" />
      <span className="text-sm font-medium">{isWebsite ? "Website Preview" : "Featured Content"}</span>
    </div>
  );
}

/** A featured card: picture or placeholder, badge, title and description (linked out when it has a url). */
export function FeaturedCard({ item }: { item: FeaturedItem }) {
  return (
    <Card padding="none" className="flex h-full flex-col overflow-hidden">
      <FeaturedImage item={item} />
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
            {shown.map((item) => (
              <li key={item.id}>
                <FeaturedCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}
