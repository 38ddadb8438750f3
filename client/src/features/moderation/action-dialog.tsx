/**
 * The small dialog behind every moderation action: what will happen, any choices the action has
 * (warnings, a suspension's length), and the reason the audit log keeps. A refusal is said inside
 * the dialog and keeps what was typed; success closes it and says so in a toast.
 */
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";

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
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const fieldId = `action-${title.replace(/\W+/g, "-").toLowerCase()}`;

  const handleOpenChange = (open: boolean) => {
    setText("");
    setProblem(null);
    props.onReset?.();
    setIsOpen(open);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = props.check(text);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    setProblem(null);
    setIsSending(true);
    try {
      const done = await props.submit(text);
      setIsSending(false);
      setIsOpen(false);
      toast({ title: done });
    } catch (error) {
      setIsSending(false);
      setProblem(errorMessage(error, "That didn't work. Please try again."));
    }
  };

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm" aria-label={triggerName}>
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent title={title} description={description}>
        <form noValidate onSubmit={(event) => void handleSubmit(event)}>
          <fieldset disabled={isSending} className="grid gap-4">
            {children}
            <div className="grid gap-1.5">
              <label htmlFor={fieldId} className="text-sm font-medium text-ink">
                {textLabel}
              </label>
              <Textarea
                id={fieldId}
                rows={3}
                maxLength={textMax}
                value={text}
                onChange={(event) => setText(event.target.value)}
                aria-invalid={Boolean(problem)}
              />
            </div>
            {problem && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
                {problem}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => handleOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" variant={isDanger ? "danger" : "primary"}>
                {isSending ? "Saving..." : submitLabel}
              </Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
