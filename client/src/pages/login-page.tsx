import { PageHeading } from "@/components/page-heading";

export default function LoginPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Welcome Back" />
    </section>
  );
}
