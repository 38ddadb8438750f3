import { PageHeading } from "@/components/page-heading";

export default function PetsSocialPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Pet's Be Social">Photos, wellness challenges and the member of the month.</PageHeading>
    </section>
  );
}
