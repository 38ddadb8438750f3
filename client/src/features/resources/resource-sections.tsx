import type { ReactNode } from "react";
import { RESOURCE_CATEGORIES, SKELETON_COUNT } from "@shared/constants";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { sampleResources } from "@/features/samples/sample-resources";
import { useResources } from "./hooks";
import { ArticleCard, LinkCard, type ResourceCardData } from "./resource-card";

const GRID = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** Six sections in the spec's order, then `children` ('Load more'). */
function Sections({ resources, children }: { resources: ResourceCardData[]; children?: ReactNode }) {
  return (
    <div className="space-y-12">
      {RESOURCE_CATEGORIES.map((category) => {
        const inSection = resources.filter((resource) => resource.category === category.value);
        const headingId = `resources-${category.value}`;
        const ResourceCard = category.value === "educational" ? ArticleCard : LinkCard;
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
                    <ResourceCard resource={resource} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      {children}
    </div>
  );
}

/** The resources by section; the built-in samples when the server answers with none (not when it fails). */
export function ResourceSections() {
  const list = useResources();
  return (
    <QueryList
      query={list}
      items={list.items}
      loading={<SkeletonGrid count={SKELETON_COUNT.resources} className={GRID} cardClassName="min-h-48" />}
      empty={<Sections resources={sampleResources} />}
      errorMessage="We couldn't load the resources right now."
    >
      {(resources) => (
        <Sections resources={resources}>
          <LoadMore list={list} />
        </Sections>
      )}
    </QueryList>
  );
}
