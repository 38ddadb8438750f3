import { Link } from "wouter";
import { PageHeading } from "@/components/page-heading";
import { ForgotPasswordForm } from "@/features/account-recovery/forgot-password-form";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";

/** /forgot-password: ask for a reset link by email. */
export default function ForgotPasswordPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHead title="Forgot your password?" description={SITE_DESCRIPTION} path="/forgot-password" noindex />
      <PageHeading title="Forgot your password?">
        It happens. Enter the email address you confirmed for your account and we'll send you a link to choose a new
        password.
      </PageHeading>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm text-muted">
        Remembered it?{" "}
        <Link href="/login" className="font-medium text-brand-800 underline">
          Back to log in
        </Link>
      </p>
    </section>
  );
}
