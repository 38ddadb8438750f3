import { SectionBoundary } from "@/components/section-boundary";
import { FeaturedSection } from "@/features/home/featured-section";
import { HeroSection } from "@/features/home/hero-section";
import { HomeDiscussions } from "@/features/home/home-discussions";
import { QuickLinks } from "@/features/home/quick-links";
import { SocialSection } from "@/features/home/social-section";
import { RecommendationsSection } from "@/features/recommendations/recommendations-section";
import { PageHead } from "@/lib/page-head";
import { defaultPageHead } from "@/lib/page-head-tags";

/** Where a section's failure says so: its own width and margins. */
const SECTION_FRAME = "mx-auto max-w-6xl px-4 py-12";

/** Home: its six sections in order; each that loads something fails on its own. */
export default function HomePage() {
  return (
    <>
      <PageHead {...defaultPageHead("/")} />
      <SectionBoundary className={SECTION_FRAME}>
        <HeroSection />
      </SectionBoundary>
      <SectionBoundary className={SECTION_FRAME}>
        <FeaturedSection />
      </SectionBoundary>
      <QuickLinks />
      <SectionBoundary className={SECTION_FRAME}>
        <HomeDiscussions />
      </SectionBoundary>
      <SocialSection />
      <SectionBoundary className={SECTION_FRAME}>
        <RecommendationsSection />
      </SectionBoundary>
    </>
  );
}
