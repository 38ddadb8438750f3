import { useParams } from "wouter";
import { PawPrint } from "lucide-react";
import { useState } from "react";
import type { PhotoView } from "@shared/api";
import type { EditPhoto } from "@shared/contracts/items.body";
import { photoPetTypeLabel } from "@shared/labels";
import { ITEM_PATHS } from "@shared/item-urls";
import { PageHeading } from "@/components/page-heading";
import { Badge } from "@/components/ui/badge";
import { ContentWarningGate } from "@/features/content-warnings/content-warning-gate";
import { photoSources } from "@/features/pet-social/photo-sources";
import { ReactionBar } from "@/features/reactions/reaction-bar";
import { ReportButton } from "@/features/reports/report-button";
import { EditPhotoForm } from "@/features/threads/lazy-forms";
import { useChangeItem, usePhoto } from "@/features/threads/hooks";
import { itemDescription } from "@/features/threads/item-head";
import { ItemPageFrame } from "@/features/threads/item-page-frame";
import {
  AuthorName,
  HIDDEN_BY_MODERATOR,
  HiddenItem,
  ItemStatusNote,
  isWithheld,
} from "@/features/threads/item-status-note";
import { OwnItemActions } from "@/features/threads/own-item-actions";
import { ReplyThread } from "@/features/threads/reply-thread";
import { RevisionHistory } from "@/features/threads/revision-history";
import { SITE_DESCRIPTION, type PageHeadData } from "@/lib/page-head-tags";
import { formatDate } from "@/lib/text";

/** /pets-social/photos/:id: one shared pet photo, its reactions and comments. */
export default function PhotoPage() {
  const { id = "" } = useParams<{ id: string }>();
  return (
    <ItemPageFrame
      query={usePhoto(id)}
      back={{ href: "/pets-social", label: "Back to the gallery" }}
      noun="photo"
      path={ITEM_PATHS.photo(id)}
      head={photoHead}
    >
      {(photo) => <Photo photo={photo} />}
    </ItemPageFrame>
  );
}

/** What the photo's <img> says of it, and its preview's. */
const photoAlt = (photo: PhotoView) => `${photo.petName}, shared by ${photo.ownerName}`;

/** The photo's head: the photo itself as its preview, unless it carries a content warning or is hidden. */
function photoHead(photo: PhotoView): PageHeadData {
  const path = ITEM_PATHS.photo(photo.id);
  if (isWithheld(photo, photo.imageUrl !== ""))
    return { title: HIDDEN_BY_MODERATOR, description: SITE_DESCRIPTION, path };
  const isWarned = photo.contentWarnings.length > 0;
  return {
    title: photoAlt(photo),
    description: itemDescription(
      photo,
      photo.description || `A photo of ${photo.petName} in the Pet's Be Social gallery.`,
      "photo",
    ),
    path,
    type: "article",
    ...(isWarned ? {} : { image: { url: photo.imageUrl, alt: photoAlt(photo) } }),
  };
}

function Photo({ photo }: { photo: PhotoView }) {
  const [isEditing, setIsEditing] = useState(false);
  const change = useChangeItem<EditPhoto>("pet-photos", photo.id);
  if (isWithheld(photo, photo.imageUrl !== "")) {
    return (
      <>
        <article>
          <HiddenItem />
        </article>
        <ReplyThread resource="pet-photos" itemId={photo.id} noun="comments" isOpen={false} />
      </>
    );
  }
  return (
    <>
      <article>
        <ItemStatusNote item={photo} about={{ itemType: "photo", itemId: photo.id }} />
        <PageHeading title={photo.petName} />
        <div className="-mt-2">
          <ContentWarningGate warnings={photo.contentWarnings} kind="photo">
            <img
              {...photoSources(photo.imageUrl, "(min-width: 768px) 48rem, 100vw")}
              alt={photoAlt(photo)}
              width={1600}
              height={1200}
              decoding="async"
              // The page's largest paint: asked for before the scripts, not after them.
              fetchPriority="high"
              className="aspect-[4/3] h-auto w-full rounded-xl bg-brand-50 object-contain"
            />
          </ContentWarningGate>
        </div>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
          <span className="inline-flex items-center gap-1 text-brand-800">
            <PawPrint aria-hidden className="h-4 w-4" />
            {photoPetTypeLabel(photo.petType)}
          </span>
          <span className="inline-flex items-center gap-2">
            Shared by <AuthorName author={photo.ownerName} postedBy={null} username={photo.authorUsername} />
            {/* No member account behind it: a guest chose this name (docs/decisions.md#guest-names). */}
            {photo.isGuest && <Badge>guest</Badge>}
          </span>
          <time dateTime={photo.createdAt}>{formatDate(photo.createdAt)}</time>
          {photo.editedAt && <span>edited</span>}
          {photo.canEdit && !isEditing && (
            <OwnItemActions
              noun="photo"
              itemTitle={photo.petName}
              onEdit={() => setIsEditing(true)}
              remove={change.remove}
              afterDelete="/pets-social"
            />
          )}
          {!photo.canEdit && <ReportButton itemType="photo" itemId={photo.id} />}
        </p>
        {isEditing ? (
          <EditPhotoForm photo={photo} save={change.edit.mutateAsync} onDone={() => setIsEditing(false)} />
        ) : (
          photo.description && (
            <div className="mt-4">
              <ContentWarningGate warnings={photo.contentWarnings} kind="text">
                <p className="whitespace-pre-line text-lg leading-relaxed text-ink">{photo.description}</p>
              </ContentWarningGate>
            </div>
          )
        )}
        <div className="mt-6">
          <ReactionBar resource="pet-photos" itemId={photo.id} summary={photo.reactions} />
        </div>
        {photo.canSeeRevisions && photo.editedAt && <RevisionHistory resource="pet-photos" id={photo.id} />}
      </article>
      <ReplyThread resource="pet-photos" itemId={photo.id} noun="comments" isOpen />
    </>
  );
}
