/** An issue in the Newsletter tab: how far it has gone out, and for a draft, its test and its send. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { NewsletterIssueSummary } from "@shared/contracts/newsletter.contract";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { formatDateTime } from "@/features/moderation/moderation-labels";
import { errorMessage } from "@/lib/form-errors";
import { sendIssue, sendTestIssue } from "./api";
import { NEWSLETTER_OVERVIEW_KEY } from "./hooks";

const STATUS_LABELS: Record<NewsletterIssueSummary["status"], string> = {
  draft: "Draft",
  sending: "Sending",
  sent: "Sent",
};

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

export function IssueItem({ issue, confirmed }: { issue: NewsletterIssueSummary; confirmed: number }) {
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
