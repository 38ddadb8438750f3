import { PageHeading } from "@/components/page-heading";

export default function GroupsPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Local Peer Groups">Find people near you who meet with their animals.</PageHeading>
    </section>
  );
}
