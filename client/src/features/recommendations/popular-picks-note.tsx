/** Says so when a member's list is the community's popular picks, before they have any of their own. */
import { Link } from "wouter";
import { GUEST_USER_ID } from "@shared/constants";
import type { RecommendationView } from "@shared/contracts/recommendations.contract";

interface PopularPicksNoteProps {
  recommendations: RecommendationView[];
  /** On the preferences page itself the form is right there: no link. */
  isBesideForm?: boolean;
}

export function PopularPicksNote({ recommendations, isBesideForm = false }: PopularPicksNoteProps) {
  if (!recommendations.some((recommendation) => recommendation.userId === GUEST_USER_ID)) return null;
  return (
    <p className="mb-4 text-muted">
      Popular with the community right now.{" "}
      {isBesideForm ? (
        "Save your preferences to make these your own."
      ) : (
        <>
          <Link href="/preferences" className="font-medium text-brand-700 underline underline-offset-2">
            Save your preferences
          </Link>{" "}
          to make these your own.
        </>
      )}
    </p>
  );
}
