/**
 * The report form: one of six reasons, an optional note, Send. A failure is said inside the dialog
 * and keeps what was typed; success thanks the reporter calmly and, for "Someone may be at risk",
 * points to the helplines, because a report is read by a person later, not at once.
 */
import { formatCount } from "@shared/format-count";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { z } from "zod";
import { REPORT_NOTE_MAX, REPORT_REASONS, reportBodySchema, type ReportBody } from "@shared/safety/moderation";
import { FormFailure } from "@/components/form-failure";
import { useOpensOnMount } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { errorMessage } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { REPORTABLE_NOUNS, reportButtonName, type ReportButtonProps } from "./report-item";
import { ReportTrigger } from "./report-trigger";
import { sendReport } from "./api";

type ReportFormValues = z.input<typeof reportBodySchema>;

export const THANK_YOU = "Thank you. A moderator will look at this. The person you reported won't know it was you.";

/** Where a report of someone at risk points the reporter, who may be the only one who can act now. */
function AtRiskHelp() {
  return (
    <p className="rounded-lg bg-brand-50 p-3 text-sm text-ink">
      If someone is in danger right now, call your local emergency number. Help lines are on the{" "}
      <Link href="/crisis" className="font-medium text-brand-700 underline">
        Get help page
      </Link>
      .
    </p>
  );
}

export function ReportDialog(props: ReportButtonProps) {
  const { itemType, itemId } = props;
  const noun = REPORTABLE_NOUNS[itemType];
  const defaultValues: ReportFormValues = { itemType, itemId, reason: "" as ReportFormValues["reason"], note: "" };
  const [isOpen, setIsOpen] = useState(false);
  const [sentReason, setSentReason] = useState<ReportBody["reason"] | null>(null);
  const { form, handleSubmit, isSubmitting, failure } = useApiForm({
    schema: reportBodySchema,
    defaultValues,
    submit: sendReport,
    onSuccess: (_answer, values) => setSentReason(values.reason),
    failureMessage: (error) => errorMessage(error, "We couldn't send your report. Please try again."),
  });
  const { errors } = form.formState;
  const reason = form.watch("reason");
  const noteLength = (form.watch("note") ?? "").length;

  // Loaded by lazyDialog because its button was just pressed: open as that press asked.
  const opensOnMount = useOpensOnMount();
  useEffect(() => {
    if (opensOnMount) setIsOpen(true);
  }, [opensOnMount]);

  const handleOpenChange = (open: boolean) => {
    form.reset(defaultValues);
    setSentReason(null);
    setIsOpen(open);
  };

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <ReportTrigger aria-label={reportButtonName(props)} />
      </DialogTrigger>
      <DialogContent
        title={`Report this ${noun}`}
        description={sentReason ? undefined : "Tell the moderators what is wrong. Only they see reports."}
      >
        {sentReason ? (
          <div className="grid gap-4">
            <p role="status" className="text-ink">
              {THANK_YOU}
            </p>
            {sentReason === "at-risk" && <AtRiskHelp />}
            <div className="flex justify-end">
              <Button autoFocus onClick={() => handleOpenChange(false)}>
                Close
              </Button>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={handleSubmit}>
            <fieldset disabled={isSubmitting} className="grid gap-4">
              <fieldset
                className="grid gap-1"
                aria-describedby={errors.reason ? "report-reason-error" : undefined}
                aria-invalid={Boolean(errors.reason)}
              >
                <legend className="mb-1 text-sm font-medium text-ink">Why are you reporting this?</legend>
                {REPORT_REASONS.map((option) => (
                  <label
                    key={option.value}
                    className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1 text-ink hover:bg-brand-50"
                  >
                    <input type="radio" value={option.value} className="h-4 w-4" {...form.register("reason")} />
                    {option.label}
                  </label>
                ))}
                {errors.reason && (
                  <p id="report-reason-error" className="text-sm text-red-700">
                    {errors.reason.message}
                  </p>
                )}
              </fieldset>
              {reason === "at-risk" && <AtRiskHelp />}
              <div className="grid gap-1.5">
                <label htmlFor="report-note" className="text-sm font-medium text-ink">
                  Anything the moderators should know? (optional)
                </label>
                <Textarea
                  id="report-note"
                  rows={4}
                  maxLength={REPORT_NOTE_MAX}
                  aria-describedby="report-note-count"
                  aria-invalid={Boolean(errors.note)}
                  {...form.register("note")}
                />
                <p id="report-note-count" className="text-right text-sm text-muted">
                  {formatCount(noteLength)} / {formatCount(REPORT_NOTE_MAX)} characters
                </p>
                {errors.note && <p className="text-sm text-red-700">{errors.note.message}</p>}
              </div>
              <FormFailure message={failure} />
              <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
                <Button variant="ghost" onClick={() => handleOpenChange(false)}>
                  Cancel
                </Button>
                <Button type="submit">{isSubmitting ? "Sending..." : "Send"}</Button>
              </div>
            </fieldset>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
