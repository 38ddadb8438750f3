import { ITEM_PATHS } from "@shared/item-urls";
import { Link } from "wouter";
import { PREVIEW_LENGTH, SKELETON_COUNT } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { MemberAvatar } from "@/components/member-avatar";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ContentWarningGate } from "@/features/content-warnings/content-warning-gate";
import { AllHiddenNote } from "@/features/content-warnings/all-hidden-note";
import { useVisibleItems } from "@/features/content-warnings/use-visible-items";
import { useSessionUser } from "@/features/auth/use-session";
import { useHomePosts } from "@/features/posts/hooks";
import { postCategoryLabel } from "@shared/labels";
import { START_DISCUSSION_PATH } from "@/lib/create-pages";
import { truncate } from "@shared/preview-text";
import { formatDate } from "@/lib/text";
import { textLinkClasses } from "@/components/ui/text-link";

const GRID = "grid gap-4 md:grid-cols-2";

/** Section 4: the four newest discussions. */
export function HomeDiscussions() {
  const user = useSessionUser();
  const posts = useHomePosts();
  const items = posts.data ?? [];
  const visible = useVisibleItems(items);
  return (
    <section aria-labelledby="discussions-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2 id="discussions-heading" className="text-2xl font-bold text-ink sm:text-3xl">
          Community Discussions
        </h2>
        {items.length > 0 && (
          <Link href="/community" className={buttonClasses("secondary")}>
            View All Topics
          </Link>
        )}
      </div>
      <QueryList
        query={posts}
        items={items}
        loading={<SkeletonGrid count={SKELETON_COUNT.homePosts} className={GRID} cardClassName="min-h-40" />}
        empty={
          <EmptyState
            description="No community discussions available. Be the first to start a conversation!"
            action={
              <Link href={user ? START_DISCUSSION_PATH : "/community"} className={buttonClasses("primary")}>
                Start a Discussion
              </Link>
            }
          />
        }
        errorMessage="We couldn't load the discussions right now."
      >
        {() => (
          <ul className={GRID}>
            {visible.length === 0 && (
              <li className="md:col-span-2">
                <AllHiddenNote noun="discussions" />
              </li>
            )}
            {visible.map((post) => (
              <li key={post.id}>
                <Card className="h-full">
                  <Badge>{postCategoryLabel(post.category)}</Badge>
                  <h3 className="mt-2 text-lg font-semibold text-ink">
                    <Link href={ITEM_PATHS.post(post.id)} className={textLinkClasses("hover:underline")}>
                      {post.title}
                    </Link>
                  </h3>
                  <div className="mt-2">
                    <ContentWarningGate warnings={post.contentWarnings} kind="text">
                      <p className="text-muted">{truncate(post.content, PREVIEW_LENGTH.homePost)}</p>
                    </ContentWarningGate>
                  </div>
                  <p className="mt-3 text-sm text-muted">
                    By{" "}
                    <MemberAvatar name={post.author} isAnonymous={post.anonymous} size={24} className="-mt-0.5 mr-1" />
                    {post.author} ·{" "}
                    <time dateTime={new Date(post.createdAt).toISOString()}>{formatDate(post.createdAt)}</time>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  );
}
