/**
 * One recommendation: real title and excerpt, 'New' or a check mark, and 'View', which opens the
 * item itself (docs/decisions.md#recommendations-open-the-item). A click anywhere on the card, View
 * included, marks it viewed; View still navigates. The excerpt of an item with content
 * warnings meets the reader's choice as on every list: collapsed behind its warnings unless they
 * chose Show (a card they hide never reaches here: useVisibleItems in the lists).
 */
import { Link } from "wouter";
import { contentCategoryLabel } from "@shared/labels";
import type { RecommendationView } from "@shared/contracts/recommendations.contract";
import { Badge } from "@/components/ui/badge";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ContentWarningGate } from "@/features/content-warnings/content-warning-gate";

interface RecommendationCardProps {
  recommendation: RecommendationView;
  onOpen: (recommendation: RecommendationView) => void;
}

export function RecommendationCard({ recommendation, onOpen }: RecommendationCardProps) {
  const { content, viewed } = recommendation;
  const isViewed = viewed === 1;
  return (
    // Clicks bubble up from the title button and the View link (both keyboard-reachable, so
    // Enter on either marks it too); the card only listens, it is not a control of its own.
    <Card onClick={() => onOpen(recommendation)} className="flex h-full min-w-0 flex-col [overflow-wrap:anywhere]">
      <div className="mb-2 flex items-center justify-between gap-2">
        <Badge>{contentCategoryLabel(content.category)}</Badge>
        {isViewed ? (
          <span role="img" aria-label="Viewed" className="text-brand-700">
            ✓
          </span>
        ) : (
          <Badge variant="strong">New</Badge>
        )}
      </div>
      {/* A long unbroken word must wrap inside the card: `anywhere` (unlike `break-word`) also lets the
          card's grid cell shrink to the phone's width. Buttons don't inherit it, so it is set again. */}
      <button type="button" className="min-w-0 text-left [overflow-wrap:anywhere]">
        <h3 className="text-lg font-semibold text-ink">{content.title}</h3>
      </button>
      {/* Outside the button: a warning's note has buttons of its own (Show, and what I see). */}
      <div className="mt-2 min-w-0 flex-1">
        <ContentWarningGate warnings={content.contentWarnings} kind="text">
          <p className="text-muted">{content.excerpt}</p>
        </ContentWarningGate>
        <p className="mt-2 text-sm italic text-muted">{recommendation.reasoning}</p>
      </div>
      <div className="mt-4 flex items-center justify-between gap-2">
        <span className="text-sm text-muted">By {content.author}</span>
        <Link href={content.path} className={buttonClasses("secondary", "sm")}>
          View
        </Link>
      </div>
    </Card>
  );
}
