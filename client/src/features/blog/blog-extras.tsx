import { Camera } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export const INSTAGRAM_URL = "https://www.instagram.com/pawswell";

/** Invitation to follow the product's photo account. */
export function FollowOnInstagram() {
  return (
    <section aria-labelledby="instagram-heading" className="on-dark rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
      <h2 id="instagram-heading" className="text-2xl font-semibold">
        Follow on Instagram
      </h2>
      <p className="mt-2 text-brand-50">Daily moments of calm, therapy animal stories and the pets of our community.</p>
      <a
        href={INSTAGRAM_URL}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses("secondary", "md", "mt-5")}
      >
        <Camera aria-hidden className="h-4 w-4" />
        Follow @pawswell
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </section>
  );
}

/** The newsletter box. Nothing is sent anywhere yet, so it says so instead of pretending to subscribe. */
export function NewsletterBox() {
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setHasSubmitted(true);
  };
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8"
    >
      <h2 id="newsletter-heading" className="text-2xl font-semibold text-ink">
        Stay in touch
      </h2>
      <p className="mt-2 text-muted">Gentle stories and guides from the PawsWell blog, now and then.</p>
      <form onSubmit={handleSubmit} className="mt-5 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField id="newsletter-email" label="Email address">
          {(control) => <Input {...control} type="email" autoComplete="email" />}
        </FormField>
        <Button type="submit">Subscribe</Button>
      </form>
      <p role="status" className="mt-3 min-h-6 text-sm text-ink">
        {hasSubmitted
          ? "Our newsletter is coming soon. Nothing has been sent and your address has not been stored."
          : ""}
      </p>
    </section>
  );
}
