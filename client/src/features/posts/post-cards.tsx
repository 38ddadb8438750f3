/** A loaded list of discussions as cards, less those the reader hides by a warning, with 'Load more'. */
import type { Post } from "@shared/schema";
import { LoadMore } from "@/components/load-more";
import { AllHiddenNote } from "@/features/content-warnings/all-hidden-note";
import { useVisibleItems } from "@/features/content-warnings/use-visible-items";
import type { InfiniteList } from "@/lib/use-infinite-list";
import { PostCard } from "./post-card";

export function PostCards({ list }: { list: InfiniteList<Post> }) {
  // The reader's hidden warnings leave those posts out; the list's empty state still tells whether any exist.
  const visible = useVisibleItems(list.items);
  return (
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
  );
}
