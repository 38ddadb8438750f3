import { useSearchParams } from "wouter";
import { RESOURCE_CATEGORIES } from "@shared/constants";
import { PageHeading } from "@/components/page-heading";
import { ResourceSectionView } from "@/features/resources/resource-section-view";
import { ResourceSections } from "@/features/resources/resource-sections";
import { useScrollToTopOnChange } from "@/lib/use-scroll-to-top-on-change";

/** /resources: every section's newest few; /resources?category=…: one section in full. */
export default function ResourcesPage() {
  const [searchParams] = useSearchParams();
  // An unknown section in a link shows them all rather than a failure.
  const category = RESOURCE_CATEGORIES.find((option) => option.value === searchParams.get("category"));
  // "See all" and the way back swap the page's content in place: start each at its top.
  useScrollToTopOnChange(category?.value ?? "");
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title={category ? `${category.label} resources` : "Resources"}>
        Trusted reading on animal-assisted wellness, pet care and support.
      </PageHeading>
      {category ? <ResourceSectionView category={category} /> : <ResourceSections />}
    </section>
  );
}
