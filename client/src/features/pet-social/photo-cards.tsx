/** A loaded list of photos in the carousel, less those the reader hides by a warning; it loads on at its end. */
import type { PetPhoto } from "@shared/schema";
import { AllHiddenNote } from "@/features/content-warnings/all-hidden-note";
import { useVisibleItems } from "@/features/content-warnings/use-visible-items";
import type { InfiniteList } from "@/lib/use-infinite-list";
import { PhotoCarousel } from "./photo-carousel";

export function PhotoCards({ list }: { list: InfiniteList<PetPhoto> }) {
  // Photos whose warnings the reader hides never reach the carousel.
  const visible = useVisibleItems(list.items);
  return visible.length === 0 ? (
    <AllHiddenNote noun="photos" />
  ) : (
    <PhotoCarousel
      photos={visible}
      hasNextPage={list.hasNextPage}
      isFetchingNextPage={list.isFetchingNextPage}
      fetchNextPage={list.fetchNextPage}
    />
  );
}
