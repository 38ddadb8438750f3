import { EmptyState } from "@/components/empty-state";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { SKELETON_COUNT } from "@shared/constants";
import type { PostFilter } from "./api";
import { usePosts } from "./hooks";
import { postCategoryLabel } from "@shared/labels";
import { PostCards } from "./post-cards";

function emptyDescription(category: PostFilter): string {
  return category === "all"
    ? "Be the first to start a conversation in our community."
    : `No one has posted in ${postCategoryLabel(category)} yet. Be the first to start a conversation on this topic.`;
}

/** The posts of one filter: loading, failed, empty (worded for the filter) or the cards with 'Load more'. */
export function PostList({ category }: { category: PostFilter }) {
  const list = usePosts(category);
  return (
    <QueryList
      query={list}
      items={list.items}
      loading={<SkeletonGrid count={SKELETON_COUNT.posts} className="grid gap-4" cardClassName="min-h-40" />}
      empty={<EmptyState title="No posts yet" description={emptyDescription(category)} />}
      errorMessage="We couldn't load the discussions right now."
    >
      {() => <PostCards list={list} />}
    </QueryList>
  );
}
