import { PageHeading } from "@/components/page-heading";

export default function StoriesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Be Well Stories">Members share how their animals helped them through.</PageHeading>
    </section>
  );
}
