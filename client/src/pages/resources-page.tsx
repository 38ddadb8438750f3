import { PageHeading } from "@/components/page-heading";
import { ResourceSections } from "@/features/resources/resource-sections";

export default function ResourcesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Resources">Trusted reading on animal-assisted wellness, pet care and support.</PageHeading>
      <ResourceSections />
    </section>
  );
}
