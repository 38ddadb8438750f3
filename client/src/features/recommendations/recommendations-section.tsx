/** Home section 6: up to 3 recommendations for the user (or the guest list), linking to /preferences. */
import { Link } from "wouter";
import { GUEST_USER_ID, HOME_LIMITS, SKELETON_COUNT } from "@shared/constants";
import type { RecommendationView } from "@shared/recommendations";
import { SkeletonGrid } from "@/components/skeleton";
import { buttonClasses } from "@/components/ui/button";
import { useSessionUser } from "@/features/auth/use-session";
import { useMarkViewed, useRecommendations } from "./hooks";
import { RecommendationCard } from "./recommendation-card";

const GRID = "grid gap-4 md:grid-cols-3";

export function RecommendationsSection() {
  const user = useSessionUser();
  const userId = user?.id ?? GUEST_USER_ID;
  const recommendations = useRecommendations(userId, HOME_LIMITS.recommendations);
  const markViewed = useMarkViewed(userId);
  const items = (recommendations.data ?? []).slice(0, HOME_LIMITS.recommendations);

  // Only a member's stored recommendations can be marked; a guest's list is computed fresh.
  const handleOpen = (recommendation: RecommendationView) => {
    if (user && recommendation.viewed === 0) markViewed.mutate(recommendation.id);
  };

  return (
    <section aria-labelledby="recommendations-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h2 id="recommendations-heading" className="text-2xl font-bold text-ink sm:text-3xl">
          Recommended for You
        </h2>
        <Link href="/preferences" className={buttonClasses("ghost")}>
          Customize
        </Link>
      </div>
      {recommendations.isLoading ? (
        <SkeletonGrid count={SKELETON_COUNT.homeRecommendations} className={GRID} cardClassName="min-h-40" />
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-brand-200 bg-white px-6 py-10 text-center">
          <p className="text-muted">No personalized recommendations available yet.</p>
          <Link href="/preferences" className={buttonClasses("primary", "md", "mt-4")}>
            Set Up Preferences
          </Link>
        </div>
      ) : (
        <>
          <ul className={GRID}>
            {items.map((recommendation) => (
              <li key={recommendation.id}>
                <RecommendationCard recommendation={recommendation} onOpen={handleOpen} />
              </li>
            ))}
          </ul>
          <div className="mt-6 text-center">
            <Link href="/preferences" className={buttonClasses("secondary")}>
              View All Recommendations
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
