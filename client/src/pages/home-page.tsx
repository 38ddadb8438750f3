import { FeaturedSection } from "@/features/home/featured-section";
import { HeroSection } from "@/features/home/hero-section";
import { HomeDiscussions } from "@/features/home/home-discussions";
import { QuickLinks } from "@/features/home/quick-links";
import { SocialSection } from "@/features/home/social-section";
import { RecommendationsSection } from "@/features/recommendations/recommendations-section";
import { PageHead } from "@/lib/page-head";
import { defaultPageHead } from "@/lib/page-head-tags";

/** Home: spec §2 sections 1-6 in order. */
export default function HomePage() {
  return (
    <>
      <PageHead {...defaultPageHead("/")} />
      <HeroSection />
      <FeaturedSection />
      <QuickLinks />
      <HomeDiscussions />
      <SocialSection />
      <RecommendationsSection />
    </>
  );
}
