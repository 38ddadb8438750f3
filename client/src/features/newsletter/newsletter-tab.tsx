/**
 * /admin's Newsletter tab: subscribers by state, the issues with how far each has gone out, and
 * composing one from recent articles, testing it on oneself, then sending it to every confirmed
 * subscriber (after a confirmation dialog).
 */
import type { NewsletterOverview } from "@shared/contracts/newsletter.contract";
import { EmptyState } from "@/components/empty-state";
import { SkeletonGrid } from "@/components/skeleton";
import { QueryValue } from "@/components/query-value";
import { formatDateTime } from "@/features/moderation/moderation-labels";
import { ComposeIssueForm } from "./compose-issue-form";
import { useNewsletterOverview } from "./hooks";
import { IssueItem } from "./newsletter-issues";

function Counts({ counts }: { counts: NewsletterOverview["counts"] }) {
  const items = [
    { label: "Confirmed", value: counts.confirmed },
    { label: "Waiting to confirm", value: counts.pending },
    { label: "Unsubscribed", value: counts.unsubscribed },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-xl border border-muted/30 bg-white p-4">
          <dt className="text-sm text-muted">{item.label}</dt>
          <dd className="text-2xl font-semibold text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function NewsletterTab() {
  return (
    <QueryValue
      query={useNewsletterOverview()}
      loading={<SkeletonGrid count={3} className="grid gap-3" cardClassName="h-20" />}
      errorMessage="We couldn't load the newsletter right now."
    >
      {(overview) => <OverviewSections overview={overview} />}
    </QueryValue>
  );
}

function OverviewSections({ overview }: { overview: NewsletterOverview }) {
  const { counts, issues, subscribers, articles } = overview;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="newsletter-subscribers-heading" className="grid gap-3">
        <h3 id="newsletter-subscribers-heading" className="text-lg font-semibold text-ink">
          Subscribers
        </h3>
        <Counts counts={counts} />
      </section>

      <section aria-labelledby="newsletter-compose-heading" className="grid gap-3">
        <h3 id="newsletter-compose-heading" className="text-lg font-semibold text-ink">
          Compose an issue
        </h3>
        <ComposeIssueForm articles={articles} />
      </section>

      <section aria-labelledby="newsletter-issues-heading" className="grid gap-3">
        <h3 id="newsletter-issues-heading" className="text-lg font-semibold text-ink">
          Issues
        </h3>
        {issues.length === 0 ? (
          <EmptyState description="No issues yet. A draft you save appears here, ready to test and send." />
        ) : (
          <ul className="grid gap-3">
            {issues.map((issue) => (
              <IssueItem key={issue.id} issue={issue} confirmed={counts.confirmed} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="newsletter-people-heading" className="grid gap-3">
        <h3 id="newsletter-people-heading" className="text-lg font-semibold text-ink">
          Newest subscribers
        </h3>
        {subscribers.length === 0 ? (
          <EmptyState description="Nobody has subscribed yet. The box on the Blog page invites readers." />
        ) : (
          <ul className="grid gap-2">
            {subscribers.map((subscriber) => (
              <li
                key={subscriber.id}
                className="grid gap-1 rounded-xl border border-muted/30 bg-white p-3 text-sm sm:grid-cols-[1fr_9rem_11rem]"
              >
                <span className="min-w-0 break-all text-ink">{subscriber.email}</span>
                <span className="text-muted">
                  {subscriber.status === "pending"
                    ? "Waiting to confirm"
                    : subscriber.status === "confirmed"
                      ? "Confirmed"
                      : "Unsubscribed"}
                </span>
                <time dateTime={subscriber.createdAt} className="text-muted">
                  {formatDateTime(subscriber.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
