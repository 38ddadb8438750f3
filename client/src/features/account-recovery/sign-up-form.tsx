/**
 * The sign-up form: username, password, an optional address for recovery and the person's word that
 * they are old enough (/terms#age), on the one form recipe (lib/use-api-form.ts). The address is
 * only ever used to help the member back in.
 */
import type { ReactNode } from "react";
import { MINIMUM_AGE, signUpSchema } from "@shared/account-recovery";
import type { SessionUser } from "@shared/api";
import { TextLink } from "@/components/prose-sections";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { FailureNotice } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { signUp } from "./api";

interface SignUpFormProps {
  /** `hasEmail`: a confirmation link is on its way. */
  onSuccess: (result: { user: SessionUser }, hasEmail: boolean) => void;
  failureNotice: (error: unknown) => FailureNotice;
  footer: ReactNode;
}

export function SignUpForm(props: SignUpFormProps) {
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: signUpSchema,
    defaultValues: { username: "", password: "", email: "", ageConfirmed: false },
    submit: signUp,
    onSuccess: (result, values) => props.onSuccess(result, values.email !== undefined),
    failureNotice: props.failureNotice,
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <fieldset disabled={isSubmitting} className="space-y-5">
        <FormField id="username" label="Username" error={errors.username?.message}>
          {(control) => <Input {...control} type="text" autoComplete="username" {...form.register("username")} />}
        </FormField>
        <FormField id="password" label="Password" error={errors.password?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
          )}
        </FormField>
        <FormField
          id="email"
          label="Email (for recovery, never shown)"
          hint="Optional. With it you can reset a forgotten password; we send a link to confirm it."
          error={errors.email?.message}
        >
          {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
        </FormField>
        <CheckboxField
          id="ageConfirmed"
          label={`I am ${MINIMUM_AGE} or older`}
          hint={
            <>
              Our <TextLink href="/terms#age">terms</TextLink> ask it. We keep only your yes, never your age.
            </>
          }
          error={errors.ageConfirmed?.message}
          field={form.register("ageConfirmed")}
        />
        <Button type="submit" className="w-full">
          {isSubmitting ? "Creating Account..." : "Create Account"}
        </Button>
      </fieldset>
      <p className="text-center text-sm text-muted">{props.footer}</p>
    </form>
  );
}
