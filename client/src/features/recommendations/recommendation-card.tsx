/** One recommendation: real title and excerpt, 'New' or a check mark, a click that marks it viewed, and 'View'. */
import { Link } from "wouter";
import { recommendationTarget } from "@shared/constants";
import type { RecommendationView } from "@shared/recommendations";
import { buttonClasses } from "@/components/ui/button";

interface RecommendationCardProps {
  recommendation: RecommendationView;
  onOpen: (recommendation: RecommendationView) => void;
}

export function RecommendationCard({ recommendation, onOpen }: RecommendationCardProps) {
  const { content, viewed } = recommendation;
  const isViewed = viewed === 1;
  return (
    <article className="flex h-full flex-col rounded-xl border border-brand-100 bg-white p-5 shadow-sm">
      <div className="mb-2 flex items-center justify-between gap-2">
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-900">
          {content.category}
        </span>
        {isViewed ? (
          <span role="img" aria-label="Viewed" className="text-brand-700">
            ✓
          </span>
        ) : (
          <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">New</span>
        )}
      </div>
      <button type="button" className="flex-1 text-left" onClick={() => onOpen(recommendation)}>
        <h3 className="text-lg font-semibold text-ink">{content.title}</h3>
        <p className="mt-2 break-words text-muted">{content.excerpt}</p>
        <p className="mt-2 text-sm italic text-muted">{recommendation.reasoning}</p>
      </button>
      <div className="mt-4 flex items-center justify-between gap-2">
        <span className="text-sm text-muted">By {content.author}</span>
        <Link href={recommendationTarget(recommendation.contentType)} className={buttonClasses("secondary", "sm")}>
          View
        </Link>
      </div>
    </article>
  );
}
