import { useState } from "react";
import { Link } from "wouter";
import { EmailedLinkPage, IncompleteLink } from "@/components/emailed-link-page";
import { useLinkToken } from "@/lib/use-emailed-token";
import { Button } from "@/components/ui/button";
import { unsubscribeFromNewsletter } from "@/features/newsletter/api";
import { errorMessage } from "@/lib/form-errors";

type Outcome =
  | { state: "asking" }
  | { state: "sending" }
  | { state: "done"; message: string }
  | { state: "failed"; message: string };

/**
 * /newsletter/unsubscribe?token=…: the link in every issue. Opening it asks first (mail scanners
 * open links too); the button unsubscribes, no login needed. Mail programs POST the same address
 * for their one-click unsubscribe (server/routes/newsletter.routes.ts).
 */
export default function NewsletterUnsubscribePage() {
  const token = useLinkToken();
  const [outcome, setOutcome] = useState<Outcome>({ state: "asking" });

  const unsubscribe = () => {
    setOutcome({ state: "sending" });
    unsubscribeFromNewsletter(token).then(
      ({ message }) => setOutcome({ state: "done", message }),
      (error: unknown) => setOutcome({ state: "failed", message: errorMessage(error, "We couldn't unsubscribe you.") }),
    );
  };

  return (
    <EmailedLinkPage title="Unsubscribe" path="/newsletter/unsubscribe">
      {!token ? (
        <IncompleteLink />
      ) : outcome.state === "done" ? (
        <div role="status" className="rounded-xl border border-brand-100 bg-white p-5">
          <p className="font-medium text-ink">{outcome.message}</p>
          <p className="mt-2 text-muted">Thank you for reading with us. You can subscribe again from the blog.</p>
          <Link href="/blog" className="mt-4 inline-block font-medium text-brand-800 underline">
            Go to the blog
          </Link>
        </div>
      ) : (
        <div className="rounded-xl border border-brand-100 bg-white p-5">
          <p className="text-ink">Stop receiving the PawsWell newsletter at this address?</p>
          <Button className="mt-4 w-full sm:w-auto" onClick={unsubscribe} disabled={outcome.state === "sending"}>
            {outcome.state === "sending" ? "Unsubscribing..." : "Unsubscribe"}
          </Button>
          <div role="status" className="mt-3 min-h-6 text-sm">
            {outcome.state === "failed" && <p className="text-red-700">{outcome.message}</p>}
          </div>
        </div>
      )}
    </EmailedLinkPage>
  );
}
