import { useCallback } from "react";
import { Link } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { EmailedLinkPage } from "@/components/emailed-link-page";
import { verifyEmail } from "@/features/account-recovery/api";
import { accountEmailKey } from "@/features/account-recovery/hooks";
import { useEmailedToken } from "@/lib/use-emailed-token";

/** /verify-email?token=…: opening the link confirms the address, on any device, logged in or not. */
export default function VerifyEmailPage() {
  const queryClient = useQueryClient();
  const confirm = useCallback(
    async (token: string) => {
      const answer = await verifyEmail(token);
      void queryClient.invalidateQueries({ queryKey: accountEmailKey });
      return answer;
    },
    [queryClient],
  );
  const outcome = useEmailedToken(confirm, "We couldn't confirm this address.");

  return (
    <EmailedLinkPage title="Confirm your email" path="/verify-email">
      {outcome.state === "checking" && (
        <p role="status" className="text-muted">
          Confirming your address...
        </p>
      )}
      {outcome.state === "done" && (
        <div role="status" className="rounded-xl border border-brand-100 bg-white p-5">
          <p className="font-medium text-ink">Thank you: {outcome.answer.email} is confirmed.</p>
          <p className="mt-2 text-muted">
            If you ever forget your password, we can send a link there. Nobody else can see it.
          </p>
          <Link href="/settings" className="mt-4 inline-block font-medium text-brand-800 underline">
            Go to your settings
          </Link>
        </div>
      )}
      {outcome.state === "failed" && (
        <div role="alert" className="rounded-xl border border-brand-100 bg-white p-5">
          <p className="font-medium text-ink">{outcome.message}</p>
          <p className="mt-2 text-muted">You can ask for a new link in your settings.</p>
          <Link href="/settings" className="mt-4 inline-block font-medium text-brand-800 underline">
            Go to your settings
          </Link>
        </div>
      )}
    </EmailedLinkPage>
  );
}
