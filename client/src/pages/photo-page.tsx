import { useParams } from "wouter";
import type { PhotoView } from "@shared/api";
import { PageHeading } from "@/components/page-heading";
import { Badge } from "@/components/ui/badge";
import { photoSources } from "@/features/pet-social/photo-sources";
import { ReactionBar } from "@/features/reactions/reaction-bar";
import { usePhoto } from "@/features/threads/hooks";
import { ItemPageFrame } from "@/features/threads/item-page-frame";
import { ReplyThread } from "@/features/threads/reply-thread";
import { formatDate } from "@/lib/text";

/** /pets-social/photos/:id: one shared pet photo, its reactions and comments. */
export default function PhotoPage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <ItemPageFrame query={usePhoto(id)} back={{ href: "/pets-social", label: "Back to the gallery" }} noun="photo">
      {(photo) => <Photo photo={photo} />}
    </ItemPageFrame>
  );
}

function Photo({ photo }: { photo: PhotoView }) {
  return (
    <>
      <article>
        <PageHeading title={photo.petName} />
        <img
          {...photoSources(photo.imageUrl, "(min-width: 768px) 48rem, 100vw")}
          alt={`${photo.petName}, shared by ${photo.ownerName}`}
          width={1600}
          height={1200}
          decoding="async"
          className="-mt-2 aspect-[4/3] h-auto w-full rounded-xl bg-brand-50 object-contain"
        />
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <span className="inline-flex items-center gap-2">
            Shared by {photo.ownerName}
            {/* No member account behind it: a guest chose this name (docs/decisions.md#guest-names). */}
            {photo.isGuest && <Badge>guest</Badge>}
          </span>
          <time dateTime={photo.createdAt}>{formatDate(photo.createdAt)}</time>
          {photo.editedAt && <span>edited</span>}
        </p>
        {photo.description && (
          <p className="mt-4 whitespace-pre-line text-lg leading-relaxed text-ink">{photo.description}</p>
        )}
        <div className="mt-6">
          <ReactionBar resource="pet-photos" itemId={photo.id} summary={photo.reactions} />
        </div>
      </article>
      <ReplyThread resource="pet-photos" itemId={photo.id} noun="comments" isOpen />
    </>
  );
}
