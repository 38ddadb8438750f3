/** The gallery's states: loading, failed, empty (with an invitation to share) and the carousel. */
import { EmptyState } from "@/components/empty-state";
import { QueryList } from "@/components/query-list";
import { Skeleton } from "@/components/skeleton";
import { cardClasses } from "@/components/ui/card";
import { usePetPhotos } from "./hooks";
import { PhotoCards } from "./photo-cards";
import { SharePhotoDialog } from "./lazy-dialogs";

export function PhotoGallery() {
  const list = usePetPhotos();
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
      {() => <PhotoCards list={list} />}
    </QueryList>
  );
}
