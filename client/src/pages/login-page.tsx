import { useMutation } from "@tanstack/react-query";
import { Link, useLocation } from "wouter";
import type { SessionUser } from "@shared/api";
import type { Credentials } from "@shared/credentials";
import { PageHeading } from "@/components/page-heading";
import { toast } from "@/components/ui/use-toast";
import { CredentialsForm } from "@/features/auth/credentials-form";
import { failureMessage } from "@/features/auth/failure-message";
import { rememberLogin } from "@/features/auth/session-store";
import { sendJson } from "@/lib/api";

export default function LoginPage() {
  const [, navigate] = useLocation();
  const logIn = useMutation({
    mutationFn: (credentials: Credentials) => sendJson<{ user: SessionUser }>("POST", "/api/login", credentials),
    onSuccess: ({ user }) => {
      rememberLogin(user);
      toast({ title: "Welcome back!", description: `Hello ${user.username}, great to see you again.` });
      navigate("/");
    },
    onError: (error) => {
      toast({ title: "Login Failed", description: failureMessage(error, "Login failed"), variant: "destructive" });
    },
  });

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHeading title="Welcome Back" />
      <CredentialsForm
        submitLabel="Sign In"
        pendingLabel="Signing In..."
        isPending={logIn.isPending}
        passwordAutoComplete="current-password"
        onSubmit={(credentials) => logIn.mutate(credentials)}
        footer={
          <>
            New to the community?{" "}
            <Link href="/signup" className="font-medium text-brand-800 underline">
              Create one here
            </Link>
          </>
        }
      />
    </section>
  );
}
