/**
 * "Delete my account": a careful dialog that says what happens, asks what to do with what the
 * member wrote (delete it, or keep it shown as "A former member"), and confirms with their
 * password (and a two-factor code if they use one). Afterwards the app logs out and says goodbye.
 */
import { useState } from "react";
import { useLocation } from "wouter";
import { z } from "zod";
import { FORMER_MEMBER, deleteAccountSchema } from "@shared/account-data";
import { FormFailure } from "@/components/form-failure";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { logOut } from "@/features/auth/session-store";
import { ApiError } from "@/lib/api";
import { errorMessage } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { deleteAccount } from "./api";

/** The form: the shared password and code rules, and the choice as the radio buttons hold it. */
const deleteFormSchema = z.object({
  choice: z.enum(["delete", "keep"], { error: "Choose whether to keep or delete what you wrote" }),
  password: deleteAccountSchema.shape.password,
  code: deleteAccountSchema.shape.code,
});
type DeleteFormInput = z.input<typeof deleteFormSchema>;
type DeleteFormValues = z.output<typeof deleteFormSchema>;

const EMPTY: DeleteFormInput = { choice: "" as DeleteFormInput["choice"], password: "", code: "" };

export const GOODBYE_TITLE = "Your account has been deleted";
export const GOODBYE_TEXT =
  "Thank you for being part of PawsWell. Take good care of yourself, and give your companion a scratch from us.";

export function DeleteAccountSection() {
  return (
    <SettingsCard
      title="Delete my account"
      description="Leaving is always your choice. You may want to export your data first: once your account is deleted, it can't be brought back."
    >
      <div className="mt-4">
        <DeleteAccountDialog />
      </div>
    </SettingsCard>
  );
}

function DeleteAccountDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const [, navigate] = useLocation();
  const { form, handleSubmit, isSubmitting, failure } = useApiForm({
    schema: deleteFormSchema,
    defaultValues: EMPTY,
    submit: (values: DeleteFormValues) =>
      deleteAccount({
        password: values.password,
        code: values.code ? values.code : undefined,
        keepContent: values.choice === "keep",
      }),
    onSuccess: () => void sayGoodbye(),
    // The server names what was wrong: the password, or the two-factor code.
    fieldFailure: (error) => {
      if (!(error instanceof ApiError) || error.status !== 401) return undefined;
      const message = errorMessage(error);
      return { field: /code/i.test(message) ? "code" : "password", message };
    },
    failureMessage: (error) => errorMessage(error, "We couldn't delete your account. Please try again."),
  });
  const { errors } = form.formState;

  const handleOpenChange = (open: boolean) => {
    form.reset(EMPTY);
    setIsOpen(open);
  };

  async function sayGoodbye() {
    setIsOpen(false);
    await logOut();
    navigate("/");
    toast({ title: GOODBYE_TITLE, description: GOODBYE_TEXT });
  }

  return (
    <Dialog open={isOpen} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="danger">Delete my account</Button>
      </DialogTrigger>
      <DialogContent title="Delete your account?" description="Please read this first: it can't be undone.">
        <form noValidate onSubmit={handleSubmit}>
          <fieldset disabled={isSubmitting} className="grid gap-4">
            <ul className="list-disc space-y-1 pl-5 text-sm text-ink">
              <li>You'll be logged out everywhere, and your password and email are removed.</li>
              <li>Your reactions, preferences, notifications and saved choices are deleted.</li>
              <li>Your username stays reserved for 30 days, then anyone may choose it.</li>
            </ul>
            <fieldset
              className="grid gap-2"
              aria-describedby={errors.choice ? "delete-choice-error" : undefined}
              aria-invalid={Boolean(errors.choice)}
            >
              <legend className="mb-1 text-sm font-medium text-ink">What should happen to what you wrote?</legend>
              <label className="flex cursor-pointer items-start gap-2 rounded-lg border border-brand-100 p-3 text-ink hover:bg-brand-50">
                <input type="radio" value="delete" className="mt-1 h-4 w-4" {...form.register("choice")} />
                <span>
                  Delete my posts, replies, stories and photos
                  <span className="block text-sm text-muted">
                    A discussion others replied to stays for them, marked as removed by its author.
                  </span>
                </span>
              </label>
              <label className="flex cursor-pointer items-start gap-2 rounded-lg border border-brand-100 p-3 text-ink hover:bg-brand-50">
                <input type="radio" value="keep" className="mt-1 h-4 w-4" {...form.register("choice")} />
                <span>
                  Keep them, shown as “{FORMER_MEMBER}”
                  <span className="block text-sm text-muted">Your words can still help others; your name goes.</span>
                </span>
              </label>
              {errors.choice && (
                <p id="delete-choice-error" className="text-sm text-red-700">
                  {errors.choice.message}
                </p>
              )}
            </fieldset>
            <FormField id="delete-password" label="Your password" error={errors.password?.message}>
              {(control) => (
                <Input type="password" autoComplete="current-password" {...control} {...form.register("password")} />
              )}
            </FormField>
            <FormField
              id="delete-code"
              label="Two-factor code (if you use it)"
              hint="The 6-digit code from your authenticator app, or a recovery code."
              error={errors.code?.message}
            >
              {(control) => (
                <Input inputMode="text" autoComplete="one-time-code" {...control} {...form.register("code")} />
              )}
            </FormField>
            <FormFailure message={failure} />
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button variant="ghost" onClick={() => handleOpenChange(false)}>
                Keep my account
              </Button>
              <Button type="submit" variant="danger">
                {isSubmitting ? "Deleting..." : "Delete my account"}
              </Button>
            </div>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
