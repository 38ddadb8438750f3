import { useState } from "react";
import { FEED_PATHS } from "@shared/feed-paths";
import { isSensitiveCategory } from "@shared/search-engines";
import { POST_CATEGORIES } from "@shared/constants";
import { postCategoryLabel } from "@shared/labels";
import { ListSection } from "@/components/list-section";
import { LoginPrompt } from "@/components/login-prompt";
import { PageHeading } from "@/components/page-heading";
import { useSessionUser } from "@/features/auth/use-session";
import type { PostFilter } from "@/features/posts/api";
import { CategoryFilter } from "@/features/posts/category-filter";
import { PostAction } from "@/features/posts/community-actions";
import { PostList } from "@/features/posts/post-list";
import { PageHead } from "@/lib/page-head";
import { cn } from "@/lib/text";
import { feedLinks, type PageFeedLink } from "@/lib/page-head-tags";

/** The feed of the category shown: none for all topics, nor for a sensitive one (it has none). */
function categoryFeeds(category: PostFilter): PageFeedLink[] {
  if (!POST_CATEGORIES.some((option) => option.value === category) || isSensitiveCategory(category)) return [];
  return feedLinks(`PawsWell community: ${postCategoryLabel(category)}`, FEED_PATHS.community(category));
}

export default function CommunityPage() {
  const user = useSessionUser();
  const [category, setCategory] = useState<PostFilter>("all");
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHead
        title="Community Discussions"
        description="Talk with people who understand how much animals can help on hard days: therapy training, pet loss, anxiety and depression, PTSD and general wellness."
        path="/community"
        feeds={categoryFeeds(category)}
      />
      {/* A member's New Post sits under the heading on a phone; a visitor has the banner below instead. */}
      <div className={cn("flex flex-col items-start gap-4 sm:flex-row sm:justify-between", user && "mb-6 sm:mb-0")}>
        <PageHeading title="Community Discussions">
          Talk with people who understand how much animals can help on hard days.
        </PageHeading>
        <PostAction user={user} />
      </div>
      {!user && (
        <LoginPrompt
          isBanner
          message="Join the community to start discussions and connect with people who understand."
          joinLabel="Sign Up"
        />
      )}
      <ListSection title="Posts">
        <div className="mb-6">
          <CategoryFilter value={category} onChange={setCategory} />
        </div>
        <PostList category={category} />
      </ListSection>
    </section>
  );
}
