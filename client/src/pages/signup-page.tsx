import { useMutation } from "@tanstack/react-query";
import { Link, useLocation } from "wouter";
import type { SessionUser } from "@shared/api";
import { PRODUCT_NAME } from "@shared/constants";
import type { Credentials } from "@shared/credentials";
import { PageHeading } from "@/components/page-heading";
import { toast } from "@/components/ui/use-toast";
import { CredentialsForm } from "@/features/auth/credentials-form";
import { failureMessage } from "@/features/auth/failure-message";
import { sendJson } from "@/lib/api";

export default function SignupPage() {
  const [, navigate] = useLocation();
  const signUp = useMutation({
    mutationFn: (credentials: Credentials) => sendJson<{ user: SessionUser }>("POST", "/api/register", credentials),
    onSuccess: () => {
      toast({
        title: `Welcome to ${PRODUCT_NAME}!`,
        description: "Your account has been created successfully. Please log in to continue.",
      });
      // No automatic login (spec §4): the new member signs in themselves.
      navigate("/login");
    },
    onError: (error) => {
      toast({
        title: "Registration Failed",
        description: failureMessage(error, "Registration failed"),
        variant: "destructive",
      });
    },
  });

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHeading title="Join the Community" />
      <CredentialsForm
        submitLabel="Create Account"
        pendingLabel="Creating Account..."
        isPending={signUp.isPending}
        passwordAutoComplete="new-password"
        onSubmit={(credentials) => signUp.mutate(credentials)}
        footer={
          <>
            Already have an account?{" "}
            <Link href="/login" className="font-medium text-brand-800 underline">
              Sign in
            </Link>
          </>
        }
      />
    </section>
  );
}
