import { useSearchParams } from "wouter";
import { RESOURCE_CATEGORIES } from "@shared/constants";
import { PageHeading } from "@/components/page-heading";
import { SectionBoundary } from "@/components/section-boundary";
import { ResourceSectionView } from "@/features/resources/resource-section-view";
import { ResourceSections } from "@/features/resources/resource-sections";
import { sectionPath } from "@/features/resources/section-anchor";
import { PageHead } from "@/lib/page-head";

/** /resources: every section's newest few; /resources?category=…: one section in full. */
export default function ResourcesPage() {
  const [searchParams] = useSearchParams();
  // An unknown section in a link shows them all rather than a failure.
  const category = RESOURCE_CATEGORIES.find((option) => option.value === searchParams.get("category"));
  const title = category ? `${category.label} resources` : "Resources";
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      {/* A section is a page of its own: its address keeps its ?category=. */}
      <PageHead
        title={title}
        description={`${category ? `Every resource in ${category.label}` : "Trusted reading on animal-assisted wellness, pet care and support"}, chosen by the PawsWell community.`}
        path={category ? sectionPath(category.value) : "/resources"}
      />
      <PageHeading title={title}>Trusted reading on animal-assisted wellness, pet care and support.</PageHeading>
      <SectionBoundary>{category ? <ResourceSectionView category={category} /> : <ResourceSections />}</SectionBoundary>
    </section>
  );
}
