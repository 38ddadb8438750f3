import { PageHeading } from "@/components/page-heading";
import { SectionBoundary } from "@/components/section-boundary";
import { FollowOnInstagram, NewsletterBox } from "@/features/blog/blog-extras";
import { FEED_PATHS } from "@shared/feed-paths";
import { BlogList } from "@/features/blog/blog-list";
import { PageHead } from "@/lib/page-head";
import { feedLinks } from "@/lib/page-head-tags";

export default function BlogPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHead
        title="Blog"
        description="Notes and guides from the PawsWell community: living well with animals, on the good days and the hard ones."
        path="/blog"
        feeds={feedLinks("PawsWell blog", FEED_PATHS.blog)}
      />
      <PageHeading title="Blog">Notes and guides from the PawsWell community.</PageHeading>
      <SectionBoundary>
        <BlogList />
      </SectionBoundary>
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        <FollowOnInstagram />
        <NewsletterBox />
      </div>
    </section>
  );
}
