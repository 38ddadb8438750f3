/**
 * The member's recommendations on /preferences, under the form that makes them: saving shows the
 * new list here (the spec's list default of 5; "View All Recommendations" on the home page leads here).
 */
import { RECOMMENDATION_PAGE_SIZE } from "@shared/constants";
import { EmptyState } from "@/components/empty-state";
import { QueryList } from "@/components/query-list";
import { SkeletonGrid } from "@/components/skeleton";
import { AllHiddenNote } from "@/features/content-warnings/all-hidden-note";
import { useOpenRecommendation, useRecommendations } from "./hooks";
import { PopularPicksNote } from "./popular-picks-note";
import { RecommendationCard } from "./recommendation-card";
import { useVisibleRecommendations } from "./visible-recommendations";

const GRID = "grid gap-4 sm:grid-cols-2";

export function YourRecommendations({ userId }: { userId: string }) {
  const recommendations = useRecommendations(userId, RECOMMENDATION_PAGE_SIZE.default);
  const handleOpen = useOpenRecommendation(userId);
  const items = recommendations.data ?? [];
  // Cards whose warnings the reader hides are left out, as in every list.
  const visible = useVisibleRecommendations(items);
  return (
    <section aria-labelledby="your-recommendations-heading">
      <h2 id="your-recommendations-heading" className="mb-4 text-xl font-semibold text-ink">
        Your Recommendations
      </h2>
      <QueryList
        query={recommendations}
        items={items}
        loading={<SkeletonGrid count={RECOMMENDATION_PAGE_SIZE.default} className={GRID} cardClassName="min-h-40" />}
        empty={<EmptyState description="No recommendations found." />}
        errorMessage="We couldn't load your recommendations right now."
      >
        {() => (
          <>
            <PopularPicksNote recommendations={visible} isBesideForm />
            {visible.length === 0 && <AllHiddenNote noun="recommendations" />}
            <ul className={GRID}>
              {visible.map((recommendation) => (
                <li key={recommendation.id}>
                  <RecommendationCard recommendation={recommendation} onOpen={handleOpen} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryList>
    </section>
  );
}
