/**
 * /admin's Newsletter tab: subscribers by state, the issues with how far each has gone out, and
 * composing one from recent articles, testing it on oneself, then sending it to every confirmed
 * subscriber (after a confirmation dialog).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller } from "react-hook-form";
import {
  ISSUE_ARTICLES_MAX,
  composeIssueSchema,
  type NewsletterArticleChoice,
  type NewsletterIssueSummary,
  type NewsletterOverview,
} from "@shared/newsletter";
import { EmptyState } from "@/components/empty-state";
import { SkeletonGrid } from "@/components/skeleton";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { formatDateTime } from "@/features/moderation/moderation-labels";
import { errorMessage } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { composeIssue, fetchNewsletterOverview, sendIssue, sendTestIssue } from "./api";

export const NEWSLETTER_OVERVIEW_KEY = ["newsletter", "admin"] as const;

const STATUS_LABELS: Record<NewsletterIssueSummary["status"], string> = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
};

function useOverview() {
  return useQuery({
    queryKey: NEWSLETTER_OVERVIEW_KEY,
    queryFn: fetchNewsletterOverview,
    // While an issue goes out (queued, then handed to the mail server), its counts move.
    refetchInterval: (query) =>
      query.state.data?.issues.some((issue) => issue.status === "sending" || issue.delivered < issue.queued)
        ? 3000
        : false,
  });
}

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

function ComposeForm({ articles }: { articles: NewsletterArticleChoice[] }) {
  const queryClient = useQueryClient();
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: composeIssueSchema,
    defaultValues: { subject: "", intro: "", articleIds: [] as string[] },
    submit: composeIssue,
    onSuccess: () => {
      toast({ title: "Draft saved. Send a test to yourself, then send it." });
      form.reset({ subject: "", intro: "", articleIds: [] });
      void queryClient.invalidateQueries({ queryKey: NEWSLETTER_OVERVIEW_KEY });
    },
    failureNotice: (error) => ({ title: errorMessage(error) }),
  });
  const { errors } = form.formState;

  if (articles.length === 0)
    return <EmptyState description="There are no articles yet. Write one in the Blog tab, then compose an issue." />;

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label="Compose an issue"
      className="rounded-xl border border-muted/30 bg-white p-4"
    >
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <FormField id="newsletter-subject" label="Subject" error={errors.subject?.message}>
          {(control) => <Input {...control} {...form.register("subject")} />}
        </FormField>
        <FormField
          id="newsletter-intro"
          label="Introduction"
          hint="A few warm lines before the articles."
          error={errors.intro?.message}
        >
          {(control) => <Textarea {...control} rows={4} {...form.register("intro")} />}
        </FormField>
        <Controller
          control={form.control}
          name="articleIds"
          render={({ field }) => (
            <fieldset aria-describedby={errors.articleIds ? "newsletter-articles-error" : undefined}>
              <legend className="text-sm font-medium text-ink">
                Articles (up to {ISSUE_ARTICLES_MAX}, listed in the order you pick them)
              </legend>
              <ul className="mt-2 grid gap-2">
                {articles.map((article) => {
                  const isChosen = field.value.includes(article.id);
                  return (
                    <li key={article.id}>
                      <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-muted/30 p-3 hover:bg-brand-50">
                        <input
                          type="checkbox"
                          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
                          checked={isChosen}
                          onChange={() =>
                            field.onChange(
                              isChosen ? field.value.filter((id) => id !== article.id) : [...field.value, article.id],
                            )
                          }
                        />
                        <span className="min-w-0">
                          <span className="block break-words font-medium text-ink">{article.title}</span>
                          <span className="block break-words text-sm text-muted">{article.excerpt}</span>
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
              {errors.articleIds && (
                <p id="newsletter-articles-error" className="mt-1 text-sm text-red-700">
                  {errors.articleIds.message ?? errors.articleIds.root?.message}
                </p>
              )}
            </fieldset>
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" className="w-full sm:w-auto">
            {isSubmitting ? "Saving..." : "Save draft"}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

function SendDialog({ issue, confirmed }: { issue: NewsletterIssueSummary; confirmed: number }) {
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const send = useMutation({
    mutationFn: () => sendIssue(issue.id),
    onSuccess: () => {
      setIsOpen(false);
      toast({ title: "Sending has started. The counts below follow it." });
      void queryClient.invalidateQueries({ queryKey: NEWSLETTER_OVERVIEW_KEY });
    },
    onError: (error) => toast({ title: errorMessage(error), variant: "destructive" }),
  });
  const label = `Send to ${confirmed} confirmed ${confirmed === 1 ? "subscriber" : "subscribers"}`;
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button size="sm" disabled={confirmed === 0}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Send this issue?"
        description={`"${issue.subject}" goes to ${confirmed} confirmed ${confirmed === 1 ? "subscriber" : "subscribers"}, once each. This cannot be undone.`}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button disabled={send.isPending} onClick={() => send.mutate()}>
            {send.isPending ? "Sending..." : "Send now"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function IssueItem({ issue, confirmed }: { issue: NewsletterIssueSummary; confirmed: number }) {
  const test = useMutation({
    mutationFn: () => sendTestIssue(issue.id),
    onSuccess: ({ message }) => toast({ title: message }),
    onError: (error) => toast({ title: errorMessage(error), variant: "destructive" }),
  });
  return (
    <li className="grid gap-2 rounded-xl border border-muted/30 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="min-w-0 break-words font-semibold text-ink">{issue.subject}</h4>
        <Badge variant={issue.status === "sending" ? "strong" : "soft"}>{STATUS_LABELS[issue.status]}</Badge>
      </div>
      <p className="text-sm text-muted">
        {issue.status === "draft" ? "Composed" : issue.status === "sending" ? "Started" : "Sent"}{" "}
        <time dateTime={issue.sentAt ?? issue.createdAt}>{formatDateTime(issue.sentAt ?? issue.createdAt)}</time>
        {" · "}
        {issue.articleIds.length} {issue.articleIds.length === 1 ? "article" : "articles"}
      </p>
      {issue.status !== "draft" && (
        <p className="text-sm text-ink">
          Delivered {issue.delivered} of {issue.recipientCount ?? issue.queued}
          {issue.status === "sending" && ` (${issue.queued} queued so far)`}
        </p>
      )}
      {issue.status === "draft" && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" disabled={test.isPending} onClick={() => test.mutate()}>
            {test.isPending ? "Sending test..." : "Send test to me"}
          </Button>
          <SendDialog issue={issue} confirmed={confirmed} />
        </div>
      )}
    </li>
  );
}

export function NewsletterTab() {
  const overview = useOverview();

  if (overview.isLoading) return <SkeletonGrid count={3} className="grid gap-3" cardClassName="h-20" />;
  if (overview.isError || !overview.data)
    return (
      <div role="alert" className="rounded-xl border border-brand-200 bg-white p-6">
        <p className="text-ink">We couldn't load the newsletter right now.</p>
        <Button className="mt-4" variant="secondary" onClick={() => void overview.refetch()}>
          Try again
        </Button>
      </div>
    );

  const { counts, issues, subscribers, articles } = overview.data;
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
        <ComposeForm articles={articles} />
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
