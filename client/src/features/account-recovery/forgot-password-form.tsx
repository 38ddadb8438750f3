/** "Forgot password?": one address in, the same calm answer out, whether or not it belongs to anyone. */
import { useState } from "react";
import { FORGOT_PASSWORD_ANSWER, forgotPasswordSchema } from "@shared/account-recovery";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { requestPasswordReset } from "./api";

export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState("");
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: "" },
    submit: ({ email }) => requestPasswordReset(email),
    onSuccess: (_result, { email }) => setSentTo(email),
    failureNotice: failureWithReason("We couldn't send that request."),
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <fieldset disabled={isSubmitting} className="space-y-5">
        <FormField
          id="email"
          label="Email"
          hint="The address you confirmed for your account."
          error={errors.email?.message}
        >
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <Button type="submit" className="w-full">
          {isSubmitting ? "Sending..." : "Send me a link"}
        </Button>
      </fieldset>
      <div role="status" className="min-h-6">
        {sentTo && (
          <div className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-ink">
            <p className="font-medium">{FORGOT_PASSWORD_ANSWER}</p>
            <p className="mt-1 text-sm text-muted">
              It may take a few minutes, and the link works for 30 minutes. Check your spam folder if nothing arrives.
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
