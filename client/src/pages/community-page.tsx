import { PageHeading } from "@/components/page-heading";

export default function CommunityPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Community Discussions">Talk with people who understand how much animals can help on hard days.</PageHeading>
    </section>
  );
}
