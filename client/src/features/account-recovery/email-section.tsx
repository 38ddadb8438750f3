/**
 * Settings → Email: the member's address for recovery (never shown to anyone), one waiting for its
 * link to be opened, and adding, changing or removing it.
 */
import { useState } from "react";
import { addEmailSchema, removeEmailSchema } from "@shared/account-recovery";
import { CurrentPasswordField } from "@/components/current-password-field";
import { QueryValue } from "@/components/query-value";
import { SettingsCard } from "@/components/settings-card";
import { Skeleton } from "@/components/skeleton";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { useAccountEmail, useRemoveAccountEmail, useRequestEmailVerification } from "./hooks";

export function EmailSection() {
  const address = useAccountEmail();
  const [notice, setNotice] = useState("");

  return (
    <SettingsCard
      title="Email"
      description="An address lets you reset a forgotten password. It is never shown to anyone, and you can remove it at any time."
      status={notice}
    >
      <QueryValue
        query={address}
        loading={
          <div role="status" aria-label="Loading your email address" className="mt-4 space-y-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-11 w-full" />
          </div>
        }
        errorMessage="We couldn't load your email address right now."
        isCompact
      >
        {(shown) => (
          <div className="mt-4 space-y-4">
            <dl className="space-y-2 text-ink">
              <div className="flex flex-wrap gap-x-2">
                <dt className="font-medium">Confirmed address:</dt>
                <dd className="break-all">{shown.email ?? "none yet"}</dd>
              </div>
              {shown.pendingEmail && (
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-medium">Waiting for confirmation:</dt>
                  <dd className="break-all">{shown.pendingEmail}</dd>
                </div>
              )}
            </dl>
            {shown.pendingEmail && (
              <p className="text-sm text-muted">
                Open the link we sent to {shown.pendingEmail} (it works for 24 hours). Nothing arrived? Check your spam
                folder, or send it again below.
              </p>
            )}
            <AddressForm hasEmail={shown.email !== null} onSent={setNotice} />
            {(shown.email || shown.pendingEmail) && <RemoveAddress onRemoved={setNotice} />}
          </div>
        )}
      </QueryValue>
    </SettingsCard>
  );
}

function AddressForm({ hasEmail, onSent }: { hasEmail: boolean; onSent: (notice: string) => void }) {
  const request = useRequestEmailVerification();
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: addEmailSchema,
    defaultValues: { email: "", currentPassword: "" },
    submit: request.mutateAsync,
    onSuccess: (_result, { email }) => {
      form.reset();
      onSent(`We sent a link to ${email}. Open it to confirm the address.`);
      toast({ title: "Check your inbox", description: `We sent a confirmation link to ${email}.` });
    },
    failureNotice: failureWithReason("We couldn't send the link."),
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={handleSubmit}>
      <fieldset disabled={isSubmitting} className="space-y-3">
        <FormField
          id="account-email"
          label={hasEmail ? "New email address" : "Email address"}
          error={errors.email?.message}
        >
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <CurrentPasswordField
          id="account-email-password"
          hint="We ask so that only you can change how we reach you."
          error={errors.currentPassword?.message}
          registration={form.register("currentPassword")}
        />
        <Button type="submit">{isSubmitting ? "Sending..." : "Send confirmation link"}</Button>
      </fieldset>
    </form>
  );
}

function RemoveAddress({ onRemoved }: { onRemoved: (notice: string) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const remove = useRemoveAccountEmail();
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: removeEmailSchema,
    defaultValues: { currentPassword: "" },
    submit: remove.mutateAsync,
    onSuccess: () => {
      setIsOpen(false);
      form.reset();
      onRemoved("Your email address is removed.");
      toast({ title: "Email address removed" });
    },
    failureNotice: failureWithReason("We couldn't remove it."),
  });
  const handleOpenChange = (open: boolean) => {
    setIsOpen(open);
    if (!open) form.reset();
  };
  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          Remove address
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Remove your email address?"
        description="Without one, a forgotten password cannot be reset by email. You can add an address again at any time."
      >
        <form noValidate onSubmit={handleSubmit}>
          <fieldset disabled={isSubmitting} className="space-y-4">
            <CurrentPasswordField
              id="account-email-remove-password"
              hint="We ask so that only you can change how we reach you."
              error={form.formState.errors.currentPassword?.message}
              registration={form.register("currentPassword")}
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button type="button" variant="ghost">
                  Keep it
                </Button>
              </DialogClose>
              <Button type="submit" variant="danger">
                {isSubmitting ? "Removing..." : "Remove"}
              </Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
