/** The gallery's states: loading, failed, empty (with an invitation to share) and the carousel. */
import { EmptyState } from "@/components/empty-state";
import { Skeleton } from "@/components/skeleton";
import { usePetPhotos } from "./hooks";
import { PhotoCarousel } from "./photo-carousel";
import { SharePhotoDialog } from "./lazy-dialogs";

export function PhotoGallery() {
  const list = usePetPhotos();
  if (list.isLoading) {
    return (
      <div role="status" aria-label="Loading" className="rounded-xl border border-brand-100 bg-white p-4">
        <Skeleton className="aspect-[4/3] w-full" />
        <Skeleton className="mt-4 h-5 w-1/3" />
      </div>
    );
  }
  if (list.isError)
    return <EmptyState title="Photos could not be loaded" description="Please try again in a moment." />;
  if (list.items.length === 0) {
    return (
      <EmptyState
        title="No photos yet"
        description="The gallery is quiet for now. Share a photo of the animal who helps you."
        action={<SharePhotoDialog triggerLabel="Share the first photo" />}
      />
    );
  }
  return (
    <PhotoCarousel
      photos={list.items}
      hasNextPage={list.hasNextPage}
      isFetchingNextPage={list.isFetchingNextPage}
      fetchNextPage={list.fetchNextPage}
    />
  );
}
