/**
 * Settings → Password: change it with the current one; every other session is signed out, and the
 * member's address is told (so a change they did not make does not go unnoticed).
 */
import { useState } from "react";
import { changePasswordSchema } from "@shared/account-recovery";
import { SettingsCard } from "@/components/settings-card";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { changePassword } from "./api";

export function PasswordSection() {
  const [notice, setNotice] = useState("");
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: "", newPassword: "" },
    // A wrong current password comes back as a 400 naming its field, so it shows under it.
    submit: changePassword,
    onSuccess: () => {
      form.reset();
      setNotice("Your password is changed. Other devices were logged out; this one stays logged in.");
      toast({ title: "Password changed", description: "You are logged out everywhere else." });
    },
    failureNotice: (error) => ({
      title: "We couldn't change your password.",
      description: errorMessage(error, "Please try again."),
    }),
  });
  const { errors } = form.formState;

  return (
    <SettingsCard
      title="Password"
      description="Changing it signs you out on every other device. If you have an email address here, we'll let you know there too."
      status={notice}
    >
      <form noValidate onSubmit={handleSubmit} className="mt-4">
        <fieldset disabled={isSubmitting} className="space-y-3">
          <FormField id="current-password" label="Current password" error={errors.currentPassword?.message}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register("currentPassword", { onChange: () => setNotice("") })}
              />
            )}
          </FormField>
          <FormField
            id="new-password"
            label="New password"
            hint="At least 8 characters."
            error={errors.newPassword?.message}
          >
            {(control) => (
              <Input {...control} type="password" autoComplete="new-password" {...form.register("newPassword")} />
            )}
          </FormField>
          <Button type="submit">{isSubmitting ? "Changing..." : "Change password"}</Button>
        </fieldset>
      </form>
    </SettingsCard>
  );
}
