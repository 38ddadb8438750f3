import { Link } from "wouter";
import { PageHeading } from "@/components/page-heading";
import { confirmSubscription } from "@/features/newsletter/api";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";
import { useEmailedToken } from "@/lib/use-emailed-token";

/** /newsletter/confirm?token=…: opening the emailed link confirms the subscription, no login needed. */
export default function NewsletterConfirmPage() {
  const outcome = useEmailedToken(confirmSubscription, "We couldn't confirm your subscription.");

  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <PageHead title="Newsletter" description={SITE_DESCRIPTION} path="/newsletter/confirm" noindex />
      <PageHeading title="Newsletter" />
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
    </section>
  );
}
