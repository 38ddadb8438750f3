import { PageHeading } from "@/components/page-heading";

export default function PreferencesPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="AI Recommendation Preferences" />
    </section>
  );
}
