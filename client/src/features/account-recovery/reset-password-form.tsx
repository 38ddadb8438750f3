/** A new password from a reset link; on success the member logs in with it (every session was ended). */
import { z } from "zod";
import { EXPIRED_LINK_MESSAGE, newPasswordSchema } from "@shared/account-recovery";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { resetPassword } from "./api";

const newPasswordForm = z.object({ password: newPasswordSchema });

export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: newPasswordForm,
    defaultValues: { password: "" },
    submit: ({ password }) => resetPassword({ token, password }),
    onSuccess: onDone,
    failureNotice: (error) => ({
      title: "We couldn't set your password.",
      description: errorMessage(error, EXPIRED_LINK_MESSAGE),
    }),
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <fieldset disabled={isSubmitting} className="space-y-5">
        <FormField
          id="password"
          label="New password"
          hint="At least 8 characters. You will be logged out everywhere and can log in with it."
          error={errors.password?.message}
        >
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
          )}
        </FormField>
        <Button type="submit" className="w-full">
          {isSubmitting ? "Saving..." : "Set new password"}
        </Button>
      </fieldset>
    </form>
  );
}
