/**
 * The gallery carousel: previous/next wrap in both directions, dots jump to a photo,
 * arrow keys work while it has focus, and the next page loads when the last photo is reached.
 */
import { ITEM_PATHS } from "@shared/item-urls";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useState, type KeyboardEvent } from "react";
import { Link } from "wouter";
import type { PetPhoto } from "@shared/schema";
import { Badge } from "@/components/ui/badge";
import { cardClasses } from "@/components/ui/card";
import { cn } from "@/lib/text";
import { ContentWarningGate } from "@/features/content-warnings/content-warning-gate";
import { commentsLabel } from "@/features/threads/comments-label";
import { photoSources } from "./photo-sources";
import { textLinkClasses } from "@/components/ui/text-link";

interface PhotoCarouselProps {
  photos: PetPhoto[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
}

/** The index `step` away from `index`, wrapping around `count`. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

export function PhotoCarousel({ photos, hasNextPage, isFetchingNextPage, fetchNextPage }: PhotoCarouselProps) {
  const [index, setIndex] = useState(0);
  // A newly shared photo arrives first (newest first): show it rather than whatever slid into place.
  const firstId = photos[0]?.id;
  const [shownFirstId, setShownFirstId] = useState(firstId);
  if (firstId !== shownFirstId) {
    setShownFirstId(firstId);
    setIndex(0);
  }
  const count = photos.length;
  const current = Math.min(index, count - 1);

  useEffect(() => {
    if (current === count - 1 && hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, [current, count, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const show = (step: number) => setIndex(wrapIndex(current, step, count));
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") show(-1);
    else if (event.key === "ArrowRight") show(1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Pet photos"
      tabIndex={0}
      onKeyDown={handleKeyDown}
      className={cardClasses("none", "p-3 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-4")}
    >
      <div className="relative overflow-hidden rounded-lg bg-brand-50">
        <ul
          className="flex transition-transform duration-300 motion-reduce:transition-none"
          style={{ transform: `translateX(-${current * 100}%)` }}
        >
          {photos.map((photo, position) => (
            <li
              key={photo.id}
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={position !== current}
              // Nothing in a photo out of view takes focus (a content warning's Show included).
              inert={position !== current}
              className="w-full shrink-0"
            >
              <ContentWarningGate warnings={photo.contentWarnings} kind="photo">
                {/* The photo opens its own page; its alt text names the link. */}
                <Link
                  href={ITEM_PATHS.photo(photo.id)}
                  tabIndex={position === current ? undefined : -1}
                  className="block rounded-lg focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-600"
                >
                  <img
                    {...photoSources(photo.imageUrl, "(min-width: 768px) 42rem, 100vw")}
                    alt={`${photo.petName}, shared by ${photo.ownerName}`}
                    width={1600}
                    height={1200}
                    loading={position === 0 ? "eager" : "lazy"}
                    fetchPriority={position === 0 ? "high" : undefined}
                    decoding="async"
                    className="aspect-[4/3] h-auto w-full object-contain"
                  />
                </Link>
              </ContentWarningGate>
              {/* A long unbroken name or word wraps: the slide clips what overflows it. */}
              <div className="min-w-0 p-4 [overflow-wrap:anywhere]">
                <p className="font-semibold text-ink">{photo.petName}</p>
                <p className="flex min-w-0 items-center gap-2 text-sm text-muted">
                  Shared by {photo.ownerName}
                  {/* No member account behind it: a guest chose this name (docs/decisions.md#guest-names). */}
                  {photo.isGuest && <Badge>guest</Badge>}
                </p>
                {photo.description && (
                  <div className="mt-2">
                    <ContentWarningGate warnings={photo.contentWarnings} kind="text">
                      <p className="whitespace-pre-line text-ink">{photo.description}</p>
                    </ContentWarningGate>
                  </div>
                )}
                <Link
                  href={ITEM_PATHS.photo(photo.id)}
                  // Only the photo in view is reachable: the others are hidden from assistive technology.
                  tabIndex={position === current ? undefined : -1}
                  className={textLinkClasses("mt-3 text-sm font-medium text-brand-700 hover:underline")}
                >
                  {commentsLabel(photo.replies)}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
      {count > 1 && (
        <div className="mt-3 flex items-center justify-between gap-2">
          <button
            type="button"
            aria-label="Previous photo"
            onClick={() => show(-1)}
            className="flex h-11 w-11 items-center justify-center rounded-full border border-brand-200 text-ink hover:bg-brand-50"
          >
            <ChevronLeft aria-hidden className="h-5 w-5" />
          </button>
          <div className="flex flex-wrap justify-center gap-1">
            {photos.map((photo, position) => (
              <button
                key={photo.id}
                type="button"
                aria-label={`Show photo ${position + 1}`}
                aria-current={position === current ? "true" : undefined}
                onClick={() => setIndex(position)}
                className="flex h-8 w-8 items-center justify-center"
              >
                <span
                  aria-hidden
                  className={cn("h-2.5 w-2.5 rounded-full", position === current ? "bg-brand-700" : "bg-brand-200")}
                />
              </button>
            ))}
          </div>
          <button
            type="button"
            aria-label="Next photo"
            onClick={() => show(1)}
            className="flex h-11 w-11 items-center justify-center rounded-full border border-brand-200 text-ink hover:bg-brand-50"
          >
            <ChevronRight aria-hidden className="h-5 w-5" />
          </button>
        </div>
      )}
    </div>
  );
}
