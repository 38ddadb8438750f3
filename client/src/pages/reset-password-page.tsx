import { Link, useLocation } from "wouter";
import { EmailedLinkPage, IncompleteLink } from "@/components/emailed-link-page";
import { useLinkToken } from "@/lib/use-emailed-token";
import { toast } from "@/components/ui/use-toast";
import { ResetPasswordForm } from "@/features/account-recovery/reset-password-form";
import { logOut } from "@/features/auth/session-store";

/** /reset-password?token=…: the page a reset link opens. */
export default function ResetPasswordPage() {
  const [, navigate] = useLocation();
  const token = useLinkToken();

  return (
    <EmailedLinkPage title="Choose a new password" path="/reset-password">
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
        <IncompleteLink />
      )}
      <p className="mt-6 text-center text-sm text-muted">
        Link expired?{" "}
        <Link href="/forgot-password" className="font-medium text-brand-800 underline">
          Ask for a new one
        </Link>
      </p>
    </EmailedLinkPage>
  );
}
