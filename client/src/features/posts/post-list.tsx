import { EmptyState } from "@/components/empty-state";
import { LoadMore } from "@/components/load-more";
import { SkeletonGrid } from "@/components/skeleton";
import { SKELETON_COUNT } from "@shared/constants";
import type { PostFilter } from "./api";
import { usePosts } from "./hooks";
import { PostCard, postCategoryLabel } from "./post-card";

/** The posts of one filter: loading, empty (worded for the filter) or the cards with 'Load more'. */
export function PostList({ category }: { category: PostFilter }) {
  const list = usePosts(category);
  if (list.isLoading)
    return <SkeletonGrid count={SKELETON_COUNT.posts} className="grid gap-4" cardClassName="min-h-40" />;
  if (list.items.length === 0) {
    const description =
      category === "all"
        ? "Be the first to start a conversation in our community."
        : `No one has posted in ${postCategoryLabel(category)} yet. Be the first to start a conversation on this topic.`;
    return <EmptyState title="No posts yet" description={description} />;
  }
  return (
    <>
      <ul className="grid gap-4">
        {list.items.map((post) => (
          <li key={post.id}>
            <PostCard post={post} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} />
    </>
  );
}
