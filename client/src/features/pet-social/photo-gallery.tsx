/** The gallery's states: loading, failed, empty (with an invitation to share) and the carousel. */
import { EmptyState } from "@/components/empty-state";
import { QueryList } from "@/components/query-list";
import { Skeleton } from "@/components/skeleton";
import { cardClasses } from "@/components/ui/card";
import { AllHiddenNote } from "@/features/content-warnings/all-hidden-note";
import { useVisibleItems } from "@/features/content-warnings/use-visible-items";
import { usePetPhotos } from "./hooks";
import { PhotoCarousel } from "./photo-carousel";
import { SharePhotoDialog } from "./lazy-dialogs";

export function PhotoGallery() {
  const list = usePetPhotos();
  // Photos whose warnings the reader hides never reach the carousel.
  const visible = useVisibleItems(list.items);
  return (
    <QueryList
      query={list}
      items={list.items}
      loading={
        <div role="status" aria-label="Loading" className={cardClasses("none", "p-4")}>
          <Skeleton className="aspect-[4/3] w-full" />
          <Skeleton className="mt-4 h-5 w-1/3" />
        </div>
      }
      empty={
        <EmptyState
          title="No photos yet"
          description="The gallery is quiet for now. Share a photo of the animal who helps you."
          action={<SharePhotoDialog triggerLabel="Share the first photo" />}
        />
      }
      errorMessage="We couldn't load the photos right now."
    >
      {() =>
        visible.length === 0 ? (
          <AllHiddenNote noun="photos" />
        ) : (
          <PhotoCarousel
            photos={visible}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            fetchNextPage={list.fetchNextPage}
          />
        )
      }
    </QueryList>
  );
}
