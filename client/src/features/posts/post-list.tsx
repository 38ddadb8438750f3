import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { SKELETON_COUNT } from "@shared/constants";
import { AllHiddenNote } from "@/features/content-warnings/all-hidden-note";
import { useVisibleItems } from "@/features/content-warnings/use-visible-items";
import type { PostFilter } from "./api";
import { usePosts } from "./hooks";
import { PostCard, postCategoryLabel } from "./post-card";

function emptyDescription(category: PostFilter): string {
  return category === "all"
    ? "Be the first to start a conversation in our community."
    : `No one has posted in ${postCategoryLabel(category)} yet. Be the first to start a conversation on this topic.`;
}

/** The posts of one filter: loading, failed, empty (worded for the filter) or the cards with 'Load more'. */
export function PostList({ category }: { category: PostFilter }) {
  const list = usePosts(category);
  // The reader's hidden warnings leave those posts out; the empty state still tells whether any exist.
  const visible = useVisibleItems(list.items);
  return (
    <QueryList
      query={list}
      items={list.items}
      loading={<SkeletonGrid count={SKELETON_COUNT.posts} className="grid gap-4" cardClassName="min-h-40" />}
      empty={<EmptyState title="No posts yet" description={emptyDescription(category)} />}
      errorMessage="We couldn't load the discussions right now."
    >
      {() => (
        <>
          {visible.length === 0 && <AllHiddenNote noun="discussions" />}
          <ul className="grid gap-4">
            {visible.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <LoadMore list={list} />
        </>
      )}
    </QueryList>
  );
}
