import { Link, useLocation, useSearchParams } from "wouter";
import { PageHeading } from "@/components/page-heading";
import { toast } from "@/components/ui/use-toast";
import { ResetPasswordForm } from "@/features/account-recovery/reset-password-form";
import { logOut } from "@/features/auth/session-store";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";

/** /reset-password?token=…: the page a reset link opens. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const token = searchParams.get("token") ?? "";

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHead title="Choose a new password" description={SITE_DESCRIPTION} path="/reset-password" noindex />
      <PageHeading title="Choose a new password" />
      {token ? (
        <ResetPasswordForm
          token={token}
          onDone={() => {
            // The server ended every session, this browser's too: forget it here as well.
            void logOut();
            toast({ title: "Your password is set.", description: "Please log in with your new password." });
            navigate("/login");
          }}
        />
      ) : (
        <p role="alert" className="text-ink">
          This link is incomplete. Please open the whole link from your email.
        </p>
      )}
      <p className="mt-6 text-center text-sm text-muted">
        Link expired?{" "}
        <Link href="/forgot-password" className="font-medium text-brand-800 underline">
          Ask for a new one
        </Link>
      </p>
    </section>
  );
}
