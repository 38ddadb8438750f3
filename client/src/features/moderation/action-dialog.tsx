/**
 * The small dialog behind every moderation action: what will happen, any choices the action has
 * (warnings, a suspension's length), and the reason the audit log keeps. A refusal is said inside
 * the dialog and keeps what was typed; success closes it and says so in a toast.
 */
import { useState, type ReactNode } from "react";
import { z } from "zod";
import { FormFailure } from "@/components/form-failure";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";

interface ActionDialogProps {
  /** The button's text, and its accessible name when `triggerName` is not given. */
  triggerLabel: string;
  triggerName?: string;
  title: string;
  description: string;
  /** The text box: the reason for the audit log, or the note's message. */
  textLabel?: string;
  textMax: number;
  submitLabel: string;
  isDanger?: boolean;
  /** The action's own choices, above the text box. */
  children?: ReactNode;
  /** Called when the dialog opens or closes, to clear the action's own choices. */
  onReset?: () => void;
  /** The first problem with what was entered, checked with the shared schema before sending. */
  check: (text: string) => string | undefined;
  /** Sends the action; answers the toast's words. */
  submit: (text: string) => Promise<string>;
}

export function ActionDialog(props: ActionDialogProps) {
  const { triggerLabel, triggerName, title, description, textMax, submitLabel, isDanger, children } = props;
  const textLabel = props.textLabel ?? "Why? The audit log keeps this.";
  const [isOpen, setIsOpen] = useState(false);
  const fieldId = `action-${title.replace(/\W+/g, "-").toLowerCase()}`;
  // The action's own check (its shared schema, with its choices) is a problem of the whole form.
  const schema = z.object({ text: z.string() }).superRefine(({ text }, context) => {
    const problem = props.check(text);
    if (problem) context.addIssue({ code: "custom", path: ["root"], message: problem });
  });
  const { form, handleSubmit, isSubmitting, failure } = useApiForm({
    schema,
    defaultValues: { text: "" },
    submit: ({ text }) => props.submit(text),
    onSuccess: (done) => {
      setIsOpen(false);
      toast({ title: done });
    },
    failureMessage: (error) => errorMessage(error, "That didn't work. Please try again."),
  });

  const handleOpenChange = (open: boolean) => {
    form.reset({ text: "" });
    props.onReset?.();
    setIsOpen(open);
  };

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={triggerName}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form noValidate onSubmit={handleSubmit}>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            {children}
            <div className="grid gap-1.5">
              <label htmlFor={fieldId} className="text-sm font-medium text-ink">
                {textLabel}
              </label>
              <Textarea
                id={fieldId}
                rows={3}
                maxLength={textMax}
                aria-invalid={Boolean(failure)}
                {...form.register("text")}
              />
            </div>
            <FormFailure message={failure} />
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => handleOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" variant={isDanger ? "danger" : "primary"}>
                {isSubmitting ? "Saving..." : submitLabel}
              </Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
