/** The username + password form both account pages use, on the one form recipe (lib/use-api-form.ts). */
import { useEffect, type ReactNode } from "react";
import { credentialsSchema, type Credentials } from "@shared/credentials";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { FailureNotice } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";

interface CredentialsFormProps<TResult> {
  submitLabel: string;
  pendingLabel: string;
  passwordAutoComplete: "new-password" | "current-password";
  submit: (credentials: Credentials) => Promise<TResult>;
  onSuccess: (result: TResult) => void;
  failureNotice: (error: unknown) => FailureNotice;
  footer: ReactNode;
  /** A username already known (the one just signed up with): filled in, with the password focused. */
  knownUsername?: string;
}

export function CredentialsForm<TResult>(props: CredentialsFormProps<TResult>) {
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: credentialsSchema,
    defaultValues: { username: "", password: "" },
    submit: props.submit,
    onSuccess: props.onSuccess,
    failureNotice: props.failureNotice,
  });
  const { errors } = form.formState;
  const { knownUsername } = props;
  useEffect(() => {
    if (!knownUsername) return;
    form.setValue("username", knownUsername);
    form.setFocus("password");
  }, [form, knownUsername]);

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <fieldset disabled={isSubmitting} className="space-y-5">
        <FormField id="username" label="Username" error={errors.username?.message}>
          {(control) => <Input {...control} type="text" autoComplete="username" {...form.register("username")} />}
        </FormField>
        <FormField id="password" label="Password" error={errors.password?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete={props.passwordAutoComplete}
              {...form.register("password")}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full">
          {isSubmitting ? props.pendingLabel : props.submitLabel}
        </Button>
      </fieldset>
      <p className="text-center text-sm text-muted">{props.footer}</p>
    </form>
  );
}
