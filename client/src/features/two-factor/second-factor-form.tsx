/**
 * The login's second step: "the 6-digit code from your authenticator app", or, switched with one
 * button, one of the recovery codes. Asked only after the password was right.
 */
import { useState } from "react";
import type { SessionUser } from "@shared/api";
import { codeLoginSchema, recoveryCodeLoginSchema } from "@shared/two-factor";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";
import { useSecondFactorLogIn } from "./hooks";

interface SecondFactorFormProps {
  onSuccess: (user: SessionUser) => void;
  onStartOver: () => void;
}

export function SecondFactorForm(props: SecondFactorFormProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  return (
    <div className="space-y-5">
      {useRecovery ? <RecoveryCodeForm {...props} /> : <AppCodeForm {...props} />}
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="font-medium text-brand-800 underline"
          onClick={() => setUseRecovery((value) => !value)}
        >
          {useRecovery ? "Use your authenticator app instead" : "Use a recovery code instead"}
        </button>
        <button type="button" className="text-muted underline" onClick={props.onStartOver}>
          Start over with your username and password
        </button>
      </div>
    </div>
  );
}

const LOGIN_FAILED = failureWithReason("Login Failed");

function AppCodeForm({ onSuccess }: SecondFactorFormProps) {
  const logIn = useSecondFactorLogIn();
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: codeLoginSchema,
    defaultValues: { code: "" },
    submit: logIn.mutateAsync,
    onSuccess: ({ user }) => onSuccess(user),
    failureNotice: LOGIN_FAILED,
  });
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <fieldset disabled={isSubmitting} className="space-y-5">
        <FormField
          id="login-code"
          label="The 6-digit code from your authenticator app"
          error={form.formState.errors.code?.message}
        >
          {(control) => (
            <Input {...control} inputMode="numeric" autoComplete="one-time-code" autoFocus {...form.register("code")} />
          )}
        </FormField>
        <Button type="submit" className="w-full">
          {isSubmitting ? "Checking..." : "Sign In"}
        </Button>
      </fieldset>
    </form>
  );
}

function RecoveryCodeForm({ onSuccess }: SecondFactorFormProps) {
  const logIn = useSecondFactorLogIn();
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: recoveryCodeLoginSchema,
    defaultValues: { recoveryCode: "" },
    submit: logIn.mutateAsync,
    onSuccess: ({ user }) => onSuccess(user),
    failureNotice: LOGIN_FAILED,
  });
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-5">
      <fieldset disabled={isSubmitting} className="space-y-5">
        <FormField
          id="login-recovery-code"
          label="One of your recovery codes"
          hint="Each recovery code works once."
          error={form.formState.errors.recoveryCode?.message}
        >
          {(control) => <Input {...control} autoComplete="off" autoFocus {...form.register("recoveryCode")} />}
        </FormField>
        <Button type="submit" className="w-full">
          {isSubmitting ? "Checking..." : "Sign In"}
        </Button>
      </fieldset>
    </form>
  );
}
