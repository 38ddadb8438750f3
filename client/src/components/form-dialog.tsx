/**
 * A dialog around a create form: opens with the cursor in the first empty field, resets when
 * closed, locks its fields while sending, and says a form-level failure above its buttons.
 */
import { useCallback, useEffect, type FormEvent, type ReactNode } from "react";
import { focusFirstEmptyField } from "@/components/first-empty-field";
import { FormFailure } from "@/components/form-failure";
import { useOpensOnMount } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { STEPS_ASIDE_FOR_CRISIS_PANEL } from "@/features/safety/crisis-panel-presence";

interface FormDialogProps {
  title: string;
  description?: string;
  trigger: ReactNode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  isSubmitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The form recipe's `failure`, said inside the form. */
  failure?: string;
  children: ReactNode;
}

export function FormDialog(props: FormDialogProps) {
  const {
    title,
    description,
    trigger,
    isOpen,
    onOpenChange,
    isSubmitting,
    submitLabel,
    submittingLabel,
    onSubmit,
    failure,
    children,
  } = props;
  // Loaded by lazyDialog because its button was just pressed: open as that press asked.
  const opensOnMount = useOpensOnMount();
  useEffect(() => {
    if (opensOnMount) onOpenChange(true);
    // Once, on mount: later renders are the dialog's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Runs as the form appears, before the dialog's own focus (its first control): with the cursor
  // already inside, the dialog leaves it there. Stable, so it runs once per opening.
  const focusWhereWritingStarts = useCallback((form: HTMLFormElement | null) => {
    if (form) focusFirstEmptyField(form);
  }, []);
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <form ref={focusWhereWritingStarts} noValidate onSubmit={onSubmit}>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            {children}
            <FormFailure message={failure} />
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              {/* While the crisis panel is open its own buttons lead: this one steps aside. */}
              <Button type="submit" className={STEPS_ASIDE_FOR_CRISIS_PANEL}>
                {isSubmitting ? submittingLabel : submitLabel}
              </Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
