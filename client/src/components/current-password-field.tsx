/**
 * "Your current password", asked before a change a signed-in browser alone must not make (the
 * email address, two-factor sign-in): a stolen session is not enough to take an account.
 */
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export function CurrentPasswordField(props: {
  id: string;
  error: string | undefined;
  registration: UseFormRegisterReturn<"currentPassword">;
  hint?: string;
  isFocusedFirst?: boolean;
  className?: string;
}) {
  return (
    <FormField id={props.id} label="Your current password" hint={props.hint} error={props.error}>
      {(control) => (
        <Input
          {...control}
          type="password"
          autoComplete="current-password"
          autoFocus={props.isFocusedFirst}
          className={props.className}
          {...props.registration}
        />
      )}
    </FormField>
  );
}
