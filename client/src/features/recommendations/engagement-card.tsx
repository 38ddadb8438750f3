/**
 * The Engagement Analytics card: totals, the rate to one decimal and the top categories. Shown only
 * when there is something to tell: a new member who has opened nothing would read "0.0%", a score
 * of nothing that helps nobody (docs/decisions.md).
 */
import { contentCategoryLabel } from "@shared/labels";
import type { EngagementView } from "@shared/contracts/user-engagement.contract";
import { SettingsCard } from "./settings-card";

/** Whether the engagement that came back says anything yet: at least one recommendation opened. */
export function hasEngagementToShow(engagement: EngagementView | null | undefined): engagement is EngagementView {
  return Boolean(engagement && engagement.viewedRecommendations > 0);
}

export function EngagementCard({ engagement }: { engagement: EngagementView }) {
  const rows = [
    ["Total Recommendations", String(engagement.totalRecommendations)],
    ["Viewed", String(engagement.viewedRecommendations)],
    ["Engagement Rate", `${engagement.engagementRate.toFixed(1)}%`],
    [
      "Top Categories",
      engagement.topCategories.length > 0 ? engagement.topCategories.map(contentCategoryLabel).join(", ") : "None yet",
    ],
  ];
  return (
    <SettingsCard title="Engagement Analytics">
      <dl className="grid gap-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-lg font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </SettingsCard>
  );
}
