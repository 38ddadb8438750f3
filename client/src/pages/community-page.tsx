import { useState } from "react";
import { ListSection } from "@/components/list-section";
import { PageHeading } from "@/components/page-heading";
import { useSessionUser } from "@/features/auth/use-session";
import type { PostFilter } from "@/features/posts/api";
import { CategoryFilter } from "@/features/posts/category-filter";
import { LoggedOutBanner, PostAction } from "@/features/posts/community-actions";
import { PostList } from "@/features/posts/post-list";

export default function CommunityPage() {
  const user = useSessionUser();
  const [category, setCategory] = useState<PostFilter>("all");
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="mb-6 flex flex-col items-start gap-4 sm:mb-0 sm:flex-row sm:justify-between">
        <PageHeading title="Community Discussions">
          Talk with people who understand how much animals can help on hard days.
        </PageHeading>
        <PostAction user={user} />
      </div>
      {!user && <LoggedOutBanner />}
      <ListSection title="Posts">
        <div className="mb-6">
          <CategoryFilter value={category} onChange={setCategory} />
        </div>
        <PostList category={category} />
      </ListSection>
    </section>
  );
}
