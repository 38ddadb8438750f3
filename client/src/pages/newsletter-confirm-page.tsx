import { Link } from "wouter";
import { EmailedLinkPage } from "@/components/emailed-link-page";
import { confirmSubscription } from "@/features/newsletter/api";
import { useEmailedToken } from "@/lib/use-emailed-token";

/** /newsletter/confirm?token=…: opening the emailed link confirms the subscription, no login needed. */
export default function NewsletterConfirmPage() {
  const outcome = useEmailedToken(confirmSubscription, "We couldn't confirm your subscription.");

  return (
    <EmailedLinkPage title="Newsletter" path="/newsletter/confirm">
      {outcome.state === "checking" && (
        <p role="status" className="text-muted">
          Confirming your subscription...
        </p>
      )}
      {outcome.state === "done" && (
        <div role="status" className="rounded-xl border border-brand-100 bg-white p-5">
          <p className="font-medium text-ink">You're subscribed. Thank you for joining us.</p>
          <p className="mt-2 text-muted">
            Gentle stories and guides from the blog will reach you now and then. Every issue has a link to stop.
          </p>
          <Link href="/blog" className="mt-4 inline-block font-medium text-brand-800 underline">
            Read the blog
          </Link>
        </div>
      )}
      {outcome.state === "failed" && (
        <div role="alert" className="rounded-xl border border-brand-100 bg-white p-5">
          <p className="font-medium text-ink">{outcome.message}</p>
          <Link href="/blog" className="mt-4 inline-block font-medium text-brand-800 underline">
            Go to the blog
          </Link>
        </div>
      )}
    </EmailedLinkPage>
  );
}
