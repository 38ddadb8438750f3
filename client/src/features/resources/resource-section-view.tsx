import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { SKELETON_COUNT, type RESOURCE_CATEGORIES } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { useSection } from "./hooks";
import { ResourceGrid, RESOURCE_GRID } from "./resource-grid";

/** /resources?category=…: every resource in one section, newest first, with Load more. */
export function ResourceSectionView({ category }: { category: (typeof RESOURCE_CATEGORIES)[number] }) {
  const list = useSection(category.value);
  return (
    <>
      <Link
        href="/resources"
        className="mb-6 inline-flex min-h-9 items-center gap-1 text-sm font-medium text-brand-700"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        All resource sections
      </Link>
      <QueryList
        query={list}
        items={list.items}
        loading={<SkeletonGrid count={SKELETON_COUNT.resources} className={RESOURCE_GRID} cardClassName="min-h-48" />}
        empty={<EmptyState description="No resources in this section yet." />}
        errorMessage={`We couldn't load ${category.label} right now.`}
      >
        {(resources) => (
          <>
            <ResourceGrid category={category.value} resources={resources} />
            <LoadMore list={list} />
          </>
        )}
      </QueryList>
    </>
  );
}
