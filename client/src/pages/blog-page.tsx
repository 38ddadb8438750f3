import { PageHeading } from "@/components/page-heading";
import { FollowOnInstagram, NewsletterBox } from "@/features/blog/blog-extras";
import { BlogList } from "@/features/blog/blog-list";

export default function BlogPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title="Blog">Notes and guides from the PawsWell community.</PageHeading>
      <BlogList />
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <FollowOnInstagram />
        <NewsletterBox />
      </div>
    </section>
  );
}
