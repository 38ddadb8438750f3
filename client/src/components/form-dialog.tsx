/** A dialog around a create form: resets when closed, locks its fields while sending. */
import { useEffect, type FormEvent, type ReactNode } from "react";
import { useOpensOnMount } from "@/components/lazy-dialog";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";

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
    children,
  } = props;
  // Loaded by lazyDialog because its button was just pressed: open as that press asked.
  const opensOnMount = useOpensOnMount();
  useEffect(() => {
    if (opensOnMount) onOpenChange(true);
    // Once, on mount: later renders are the dialog's own business.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={title} description={description}>
        <form noValidate onSubmit={onSubmit}>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            {children}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit">{isSubmitting ? submittingLabel : submitLabel}</Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
