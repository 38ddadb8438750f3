/** The reader's recommendations less those carrying a warning they hide, as every list leaves them out. */
import type { RecommendationView } from "@shared/contracts/recommendations.contract";
import { useVisibleItems } from "@/features/content-warnings/use-visible-items";

/** A recommendation's warnings are those of the item it points at. */
const warningsOf = (recommendation: RecommendationView) => recommendation.content.contentWarnings;

/**
 * `recommendations` without the cards the reader hides by a warning. The server already leaves
 * them out of a member's list; a visitor's list comes whole, and their browser keeps their choices.
 */
export function useVisibleRecommendations(recommendations: RecommendationView[]): RecommendationView[] {
  return useVisibleItems(recommendations, warningsOf);
}
