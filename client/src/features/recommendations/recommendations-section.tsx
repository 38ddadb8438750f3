/** Home section 6: up to 3 recommendations for the user (or the guest list), linking to /preferences. */
import { Link } from "wouter";
import { GUEST_USER_ID, HOME_LIMITS, SKELETON_COUNT } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { buttonClasses } from "@/components/ui/button";
import { useSessionUser } from "@/features/auth/use-session";
import { AllHiddenNote } from "@/features/content-warnings/all-hidden-note";
import { useOpenRecommendation, useRecommendations } from "./hooks";
import { PopularPicksNote } from "./popular-picks-note";
import { RecommendationCard } from "./recommendation-card";
import { useVisibleRecommendations } from "./visible-recommendations";

const GRID = "grid gap-4 md:grid-cols-3";

export function RecommendationsSection() {
  const user = useSessionUser();
  const userId = user?.id ?? GUEST_USER_ID;
  const recommendations = useRecommendations(userId, HOME_LIMITS.recommendations);
  const handleOpen = useOpenRecommendation(user?.id ?? null);
  const items = (recommendations.data ?? []).slice(0, HOME_LIMITS.recommendations);
  // Cards whose warnings the reader hides are left out, as in every list.
  const visible = useVisibleRecommendations(items);

  const setUpPreferences = (
    <EmptyState
      description="No personalized recommendations available yet."
      action={
        <Link href="/preferences" className={buttonClasses("primary")}>
          Set Up Preferences
        </Link>
      }
    />
  );

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
      <QueryList
        query={recommendations}
        items={items}
        loading={<SkeletonGrid count={SKELETON_COUNT.homeRecommendations} className={GRID} cardClassName="min-h-40" />}
        empty={setUpPreferences}
        // The spec words this failure itself: the same invitation as an empty list.
        error={setUpPreferences}
      >
        {() => (
          <>
            {user && <PopularPicksNote recommendations={visible} />}
            {visible.length === 0 && <AllHiddenNote noun="recommendations" />}
            <ul className={GRID}>
              {visible.map((recommendation) => (
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
      </QueryList>
    </section>
  );
}
