/**
 * A dialog around a create form: opens with the cursor in the first empty field, resets when
 * closed, locks its fields while sending, and says a form-level failure above its buttons. Inside
 * a form page (form-page.tsx) the same form is drawn in the page instead, with no button to open it.
 */
import { useCallback, useEffect, type FormEvent, type ReactNode } from "react";
import { Link } from "wouter";
import { focusFirstEmptyField } from "@/components/first-empty-field";
import { FormFailure } from "@/components/form-failure";
import { useFormPage } from "@/components/form-page";
import { useOpensOnMount } from "@/components/lazy-dialog";
import { PageHeading } from "@/components/page-heading";
import { Button, buttonClasses } from "@/components/ui/button";
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
  const page = useFormPage();
  return page ? <FormOnPage {...props} leaveTo={page.leaveTo} /> : <FormInDialog {...props} />;
}

function FormInDialog(props: FormDialogProps) {
  const { title, description, trigger, isOpen, onOpenChange, onSubmit } = props;
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
          <FormBody
            {...props}
            cancel={
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
            }
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The form as a page: drawn by the server, so it can be read and written in before the app has
 * arrived (words typed early are kept: lib/early-typing.ts; Send pressed early is held:
 * lib/early-clicks.ts). The cursor is not moved: the person may already be writing.
 */
function FormOnPage(props: FormDialogProps & { leaveTo: string }) {
  const { title, description, onSubmit, leaveTo } = props;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeading title={title}>{description}</PageHeading>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={title}
        data-form-page=""
        className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-8"
      >
        <FormBody
          {...props}
          cancel={
            <Link href={leaveTo} className={buttonClasses("ghost")}>
              Cancel
            </Link>
          }
        />
      </form>
    </div>
  );
}

/** The fields, the failure and the buttons, locked while sending; Cancel is the caller's. */
function FormBody({
  isSubmitting,
  submitLabel,
  submittingLabel,
  failure,
  children,
  cancel,
}: FormDialogProps & { cancel: ReactNode }) {
  return (
    <fieldset disabled={isSubmitting} className="grid gap-4">
      {children}
      <FormFailure message={failure} />
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        {cancel}
        {/* While the crisis panel is open its own buttons lead: this one steps aside. */}
        <Button type="submit" className={STEPS_ASIDE_FOR_CRISIS_PANEL}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </fieldset>
  );
}
