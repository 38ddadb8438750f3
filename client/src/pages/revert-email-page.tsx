import { useState } from "react";
import { Link, useLocation } from "wouter";
import type { RevertEmailView } from "@shared/contracts/account-email.contract";
import { EmailedLinkPage, IncompleteLink } from "@/components/emailed-link-page";
import { useLinkToken } from "@/lib/use-emailed-token";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { revertEmail } from "@/features/account-recovery/api";
import { ResetPasswordForm } from "@/features/account-recovery/reset-password-form";
import { logOut } from "@/features/auth/session-store";
import { errorMessage } from "@/lib/form-errors";

type Step = { state: "asking" } | { state: "sending" } | { state: "failed"; message: string } | RevertedStep;
type RevertedStep = { state: "reverted" } & RevertEmailView;

/**
 * /revert-email?token=…: the undo link mailed to an address that was replaced or removed. Unlike
 * the verification link it waits for a press, as undoing signs out everywhere and sets the
 * password aside: a mail scanner opening the link must not do that. Once undone, the new password
 * is chosen here with the token the answer carries.
 */
export default function RevertEmailPage() {
  const [, navigate] = useLocation();
  const token = useLinkToken();
  const [step, setStep] = useState<Step>({ state: "asking" });

  const handleUndo = async () => {
    setStep({ state: "sending" });
    try {
      const answer = await revertEmail(token);
      // The server ended every session, this browser's too: forget it here as well.
      void logOut();
      setStep({ state: "reverted", ...answer });
    } catch (error) {
      setStep({ state: "failed", message: errorMessage(error, "We couldn't undo the change.") });
    }
  };

  return (
    <EmailedLinkPage title="Undo an email change" path="/revert-email">
      {!token ? (
        <IncompleteLink />
      ) : step.state === "reverted" ? (
        <div className="space-y-5">
          <div role="status" className="rounded-xl border border-brand-100 bg-white p-5">
            <p className="font-medium text-ink">{step.email} is your account's address again.</p>
            <p className="mt-2 text-muted">
              We logged you out on every device. Please choose a new password now, so only you can log in.
            </p>
          </div>
          <ResetPasswordForm
            token={step.resetToken}
            onDone={() => {
              toast({ title: "Your password is set.", description: "Please log in with your new password." });
              navigate("/login");
            }}
          />
        </div>
      ) : step.state === "failed" ? (
        <div role="alert" className="rounded-xl border border-brand-100 bg-white p-5">
          <p className="font-medium text-ink">{step.message}</p>
          <p className="mt-2 text-muted">
            If you still can't get into your account, you can ask for a password reset link, or write to us.
          </p>
          <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
            <Link href="/forgot-password" className="font-medium text-brand-800 underline">
              Reset your password
            </Link>
            <Link href="/contact" className="font-medium text-brand-800 underline">
              Contact us
            </Link>
          </div>
        </div>
      ) : (
        <div className="rounded-xl border border-brand-100 bg-white p-5">
          <p className="text-ink">
            If you did not change the email address on your PawsWell account, you can put this address back.
          </p>
          <p className="mt-2 text-muted">
            This also logs you out on every device and asks you for a new password, so whoever made the change can no
            longer log in.
          </p>
          <Button className="mt-4 w-full" disabled={step.state === "sending"} onClick={() => void handleUndo()}>
            {step.state === "sending" ? "Putting it back..." : "Put my address back"}
          </Button>
        </div>
      )}
    </EmailedLinkPage>
  );
}
