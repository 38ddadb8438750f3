/** The username + password form both account pages use, validated with the shared schema. */
import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { credentialsSchema, type Credentials } from "@shared/credentials";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

interface CredentialsFormProps {
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  passwordAutoComplete: "new-password" | "current-password";
  onSubmit: (credentials: Credentials) => void;
  footer: ReactNode;
}

export function CredentialsForm(props: CredentialsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: { username: "", password: "" } });

  const field = (name: keyof Credentials, label: string, type: string, autoComplete: string) => {
    const error = errors[name]?.message;
    return (
      <div className="space-y-1">
        <label htmlFor={name} className="block text-sm font-medium text-ink">
          {label}
        </label>
        <Input
          id={name}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
          {...register(name)}
        />
        {error && (
          <p id={`${name}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit(props.onSubmit)} className="space-y-5">
      {field("username", "Username", "text", "username")}
      {field("password", "Password", "password", props.passwordAutoComplete)}
      <Button type="submit" className="w-full" disabled={props.isPending}>
        {props.isPending ? props.pendingLabel : props.submitLabel}
      </Button>
      <p className="text-center text-sm text-muted">{props.footer}</p>
    </form>
  );
}
