import { ListSection } from "@/components/list-section";
import { PageHeading } from "@/components/page-heading";
import { SectionBoundary } from "@/components/section-boundary";
import { cardClasses } from "@/components/ui/card";
import { ChallengesCard } from "@/features/pet-social/challenges-card";
import { ComingSoonCard } from "@/features/pet-social/coming-soon-card";
import { MemberOfTheMonthCard } from "@/features/pet-social/member-of-the-month-card";
import { PhotoGallery } from "@/features/pet-social/photo-gallery";
import { SharePhotoDialog } from "@/features/pet-social/lazy-dialogs";
import { PageHead } from "@/lib/page-head";

export default function PetsSocialPage() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHead
        title="Pet's Be Social"
        description="Photos of members' pets, gentle wellness challenges to do together, and the member of the month."
        path="/pets-social"
      />
      <div className="mb-6 flex flex-col items-start gap-4 sm:mb-0 sm:flex-row sm:justify-between">
        <PageHeading title="Pet's Be Social">Photos, wellness challenges and the member of the month.</PageHeading>
        <SharePhotoDialog />
      </div>
      {/* One column on a phone that never grows past the screen: the gallery's strip of photos
          would otherwise widen an auto-sized column to its whole length. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        {/* As tall as the gallery's loading frame, whichever state follows (photos or the empty
            invitation), so the cards stacked under it on a phone do not jump. */}
        <ListSection title="Photo gallery" className="min-h-[21rem] lg:col-span-2">
          <PhotoGallery />
        </ListSection>
        <div className="grid content-start gap-6">
          {/* Each card fails on its own, its message in a card's frame. */}
          <SectionBoundary className={cardClasses()} isCompact>
            <MemberOfTheMonthCard />
          </SectionBoundary>
          <SectionBoundary className={cardClasses()} isCompact>
            <ChallengesCard />
          </SectionBoundary>
          <ComingSoonCard />
        </div>
      </div>
    </section>
  );
}
