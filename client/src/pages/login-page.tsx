import { Link, useLocation } from "wouter";
import { PageHeading } from "@/components/page-heading";
import { toast } from "@/components/ui/use-toast";
import { CredentialsForm } from "@/features/auth/credentials-form";
import { useLogIn } from "@/features/auth/hooks";
import { errorMessage } from "@/lib/form-errors";

export default function LoginPage() {
  const [, navigate] = useLocation();
  const logIn = useLogIn();

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHeading title="Welcome Back" />
      <CredentialsForm
        submitLabel="Sign In"
        pendingLabel="Signing In..."
        passwordAutoComplete="current-password"
        submit={logIn.mutateAsync}
        onSuccess={({ user }) => {
          toast({ title: "Welcome back!", description: `Hello ${user.username}, great to see you again.` });
          navigate("/");
        }}
        failureNotice={(error) => ({ title: "Login Failed", description: errorMessage(error, "Login failed") })}
        footer={
          <>
            New to the community?{" "}
            <Link href="/signup" className="font-medium text-brand-800 underline">
              Create one here
            </Link>
            <span className="mt-3 block">
              <Link href="/forgot-password" className="font-medium text-brand-800 underline">
                Forgot password?
              </Link>
            </span>
          </>
        }
      />
    </section>
  );
}
