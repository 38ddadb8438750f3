import { PageHeading } from "@/components/page-heading";

export default function BlogPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Blog">Notes and guides from the PawsWell community.</PageHeading>
    </section>
  );
}
