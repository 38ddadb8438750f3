import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { RESOURCE_CATEGORIES, SKELETON_COUNT, type Option } from "@shared/constants";
import { LoadFailed } from "@/components/load-failed";
import { SkeletonGrid } from "@/components/skeleton";
import { sampleResources } from "@/features/samples/sample-resources";
import { SECTION_PREVIEW_SIZE } from "./api";
import { useSectionPreviews } from "./hooks";
import { ResourceGrid, RESOURCE_GRID } from "./resource-grid";
import { ResourceJumpList } from "./resource-jump-list";
import { sectionAnchor, sectionPath } from "./section-anchor";
import type { ResourceCardData } from "./resource-card";

interface SectionProps {
  category: Option;
  resources: ResourceCardData[];
  /** Whether "See all" leads anywhere: not for the built-in samples. */
  canSeeAll: boolean;
  /** This section alone failed to load: its Try again. */
  onRetry?: () => void;
}

/** One section: its newest few and "See all <section>". */
function Section({ category, resources, canSeeAll, onRetry }: SectionProps) {
  const anchor = sectionAnchor(category.value);
  return (
    <section id={anchor} aria-labelledby={`${anchor}-heading`} className="scroll-mt-32 md:scroll-mt-20">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${anchor}-heading`} className="text-2xl font-semibold text-ink">
          {category.label}
        </h2>
        {canSeeAll && resources.length > 0 && (
          <Link
            href={sectionPath(category.value)}
            className="inline-flex min-h-9 items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            See all {category.label}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        )}
      </div>
      {onRetry ? (
        <LoadFailed message={`We couldn't load ${category.label} right now.`} onRetry={onRetry} look="compact" />
      ) : resources.length === 0 ? (
        <p className="text-muted">No resources in this section yet.</p>
      ) : (
        <ResourceGrid category={category.value} resources={resources} />
      )}
    </section>
  );
}

/**
 * /resources: a jump list, then the six sections in the spec's order, each with its newest few
 * and "See all". The built-in samples stand in when the server has no resources at all (not when
 * it fails).
 */
export function ResourceSections() {
  const previews = useSectionPreviews();
  let body;
  if (previews.isLoading) {
    body = <SkeletonGrid count={SKELETON_COUNT.resources} className={RESOURCE_GRID} cardClassName="min-h-48" />;
  } else if (previews.isError) {
    body = <LoadFailed message="We couldn't load the resources right now." onRetry={previews.refetch} look="list" />;
  } else if (previews.isEmpty) {
    body = RESOURCE_CATEGORIES.map((category) => (
      <Section
        key={category.value}
        category={category}
        resources={sampleResources
          .filter((sample) => sample.category === category.value)
          .slice(0, SECTION_PREVIEW_SIZE)}
        canSeeAll={false}
      />
    ));
  } else {
    body = previews.sections.map((section) => (
      <Section
        key={section.category.value}
        category={section.category}
        resources={section.items}
        canSeeAll
        onRetry={section.isError ? section.refetch : undefined}
      />
    ));
  }
  return (
    <>
      <ResourceJumpList />
      <div className="space-y-12">{body}</div>
    </>
  );
}
