import { RESOURCE_CATEGORIES, SKELETON_COUNT } from "@shared/constants";
import { LoadMore } from "@/components/load-more";
import { SkeletonGrid } from "@/components/skeleton";
import { sampleResources } from "@/features/samples/sample-resources";
import { useResources } from "./hooks";
import { ArticleCard, LinkCard, type ResourceCardData } from "./resource-card";

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** Six sections in the spec's order; built-in samples stand in while the server has none. */
export function ResourceSections() {
  const list = useResources();
  if (list.isLoading)
    return <SkeletonGrid count={SKELETON_COUNT.resources} className={GRID} cardClassName="min-h-48" />;
  const resources: ResourceCardData[] = list.items.length > 0 ? list.items : sampleResources;

  return (
    <div className="space-y-12">
      {RESOURCE_CATEGORIES.map((category) => {
        const inSection = resources.filter((resource) => resource.category === category.value);
        const headingId = `resources-${category.value}`;
        const Card = category.value === "educational" ? ArticleCard : LinkCard;
        return (
          <section key={category.value} aria-labelledby={headingId}>
            <h2 id={headingId} className="mb-4 text-2xl font-semibold text-ink">
              {category.label}
            </h2>
            {inSection.length === 0 ? (
              <p className="text-muted">No resources in this section yet.</p>
            ) : (
              <ul className={GRID}>
                {inSection.map((resource) => (
                  <li key={resource.id}>
                    <Card resource={resource} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <LoadMore list={list} />
    </div>
  );
}
