import { PageHeading } from "@/components/page-heading";

export default function AdminPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Content Management" />
    </section>
  );
}
