import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "wouter";
import { PageHeading } from "@/components/page-heading";
import { confirmSubscription } from "@/features/newsletter/api";
import { errorMessage } from "@/lib/form-errors";
import { PageHead } from "@/lib/page-head";
import { SITE_DESCRIPTION } from "@/lib/page-head-tags";

type Outcome = { state: "checking" } | { state: "done" } | { state: "failed"; message: string };

/** /newsletter/confirm?token=…: opening the emailed link confirms the subscription, no login needed. */
export default function NewsletterConfirmPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome>(() =>
    token
      ? { state: "checking" }
      : { state: "failed", message: "This link is incomplete. Please open the whole link from your email." },
  );
  // Sent once, even though React runs effects twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirmSubscription(token).then(
      () => setOutcome({ state: "done" }),
      (error: unknown) =>
        setOutcome({ state: "failed", message: errorMessage(error, "We couldn't confirm your subscription.") }),
    );
  }, [token]);

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
