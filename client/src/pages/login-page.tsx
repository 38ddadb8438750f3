import { useState } from "react";
import { Link, useLocation } from "wouter";
import type { SessionUser } from "@shared/api";
import { PageHeading } from "@/components/page-heading";
import { toast } from "@/components/ui/use-toast";
import { CredentialsForm } from "@/features/auth/credentials-form";
import { useSignedUpUsername } from "@/features/auth/signed-up";
import { useOnwardWayIn } from "@/features/auth/use-way-in-href";
import { usePasswordLogIn } from "@/features/two-factor/hooks";
import { SecondFactorForm } from "@/features/two-factor/second-factor-form";
import { errorMessage } from "@/lib/form-errors";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";
import { textLinkClasses } from "@/components/ui/text-link";

export default function LoginPage() {
  const [, navigate] = useLocation();
  const logIn = usePasswordLogIn();
  // A member with two-factor sign-in gives a code after the password (the server remembers whose).
  const [isCodeNeeded, setIsCodeNeeded] = useState(false);
  const signedUpAs = useSignedUpUsername();
  // Back to the page the person came from (a thread with their reply waiting), "/" when none.
  const { otherHref: signUpHref, returnPath } = useOnwardWayIn("/signup");

  const welcome = (user: SessionUser) => {
    toast({ title: "Welcome back!", description: `Hello ${user.username}, great to see you again.` });
    navigate(returnPath);
  };

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHead title="Log in" description={SITE_DESCRIPTION} path="/login" noindex />
      <PageHeading title="Welcome Back">
        {isCodeNeeded ? "One more step: your account has two-factor sign-in." : undefined}
      </PageHeading>
      {isCodeNeeded ? (
        <SecondFactorForm onSuccess={welcome} onStartOver={() => setIsCodeNeeded(false)} />
      ) : (
        <CredentialsForm
          submitLabel="Sign In"
          pendingLabel="Signing In..."
          passwordAutoComplete="current-password"
          knownUsername={signedUpAs}
          submit={logIn.mutateAsync}
          onSuccess={(answer) => {
            if ("user" in answer) welcome(answer.user);
            else setIsCodeNeeded(true);
          }}
          failureNotice={(error) => ({ title: "Login Failed", description: errorMessage(error, "Login failed") })}
          footer={
            <>
              New to the community?{" "}
              <Link href={signUpHref} className="font-medium text-brand-800 underline">
                Create one here
              </Link>
              <span className="mt-3 block">
                <Link href="/forgot-password" className={textLinkClasses("font-medium text-brand-800 underline")}>
                  Forgot password?
                </Link>
              </span>
            </>
          }
        />
      )}
    </section>
  );
}
