import { useState } from "react";
import { Link } from "wouter";
import { FEED_PATHS } from "@shared/feed-paths";
import { wayInHref } from "@shared/return-path";
import { isSensitiveCategory } from "@shared/search-engines";
import { POST_CATEGORIES } from "@shared/constants";
import { postCategoryLabel } from "@shared/labels";
import { ListSection } from "@/components/list-section";
import { LoginPrompt } from "@/components/login-prompt";
import { PageHeading } from "@/components/page-heading";
import { buttonClasses } from "@/components/ui/button";
import { useSessionUser } from "@/features/auth/use-session";
import type { PostFilter } from "@/features/posts/api";
import { CategoryFilter } from "@/features/posts/category-filter";
import { PostAction } from "@/features/posts/community-actions";
import { PostList } from "@/features/posts/post-list";
import { START_DISCUSSION_PATH } from "@/lib/create-pages";
import { PageHead } from "@/lib/page-head";
import { feedLinks, type PageFeedLink } from "@/lib/page-head-tags";

/** The feed of the category shown: none for all topics, nor for a sensitive one (it has none). */
function categoryFeeds(category: PostFilter): PageFeedLink[] {
  if (!POST_CATEGORIES.some((option) => option.value === category) || isSensitiveCategory(category)) return [];
  return feedLinks(`PawsWell community: ${postCategoryLabel(category)}`, FEED_PATHS.community(category));
}

/**
 * The spec's Join to Post: sign-up, then on to the New Post page (where "Start a Discussion"
 * leads), so the person lands where they meant to write.
 */
function JoinToPost() {
  return (
    <Link href={wayInHref("/signup", START_DISCUSSION_PATH)} className={buttonClasses("primary")}>
      Join to Post
    </Link>
  );
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
      {/* A member's New Post sits beside the heading (under it on a phone); a visitor's Join to Post
          takes its place, and the banner below says why and offers Login too. */}
      <div className="mb-6 flex flex-col items-start gap-4 sm:mb-0 sm:flex-row sm:justify-between">
        <PageHeading title="Community Discussions">
          Talk with people who understand how much animals can help on hard days.
        </PageHeading>
        {user ? <PostAction user={user} /> : <JoinToPost />}
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
