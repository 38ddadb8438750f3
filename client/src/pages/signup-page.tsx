import { Link, useLocation } from "wouter";
import { PRODUCT_NAME } from "@shared/constants";
import { PageHeading } from "@/components/page-heading";
import { toast } from "@/components/ui/use-toast";
import { SignUpForm } from "@/features/account-recovery/sign-up-form";
import { signedUpState } from "@/features/auth/signed-up";
import { useOnwardWayIn } from "@/features/auth/use-way-in-href";
import { GuidelinesLink } from "@/features/safety/guidelines-link";
import { errorMessage } from "@/lib/form-errors";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";

export default function SignupPage() {
  const [, navigate] = useLocation();
  // /login carries on the way back this page was given, so the person returns where they started.
  const { otherHref: logInHref } = useOnwardWayIn("/login");

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHead title="Join the Community" description={SITE_DESCRIPTION} path="/signup" noindex />
      <PageHeading title="Join the Community" />
      <SignUpForm
        onSuccess={(result, hasEmail) => {
          toast({
            title: `Welcome to ${PRODUCT_NAME}!`,
            description: hasEmail
              ? "Your account has been created successfully. We've sent a link to confirm your email. Please log in to continue."
              : "Your account has been created successfully. Please log in to continue.",
          });
          // No automatic login: the new member signs in themselves, their username filled in.
          navigate(logInHref, { state: signedUpState(result.user.username) });
        }}
        failureNotice={(error) => ({
          title: "Registration Failed",
          description: errorMessage(error, "Registration failed"),
        })}
        footer={
          <>
            Already have an account?{" "}
            <Link href={logInHref} className="font-medium text-brand-800 underline">
              Sign in
            </Link>
          </>
        }
      />
      <div className="mt-6">
        <GuidelinesLink lead="By joining you agree to be kind and to keep to our" />
      </div>
    </section>
  );
}
