import { Camera } from "lucide-react";
import { useState } from "react";
import { subscribeSchema } from "@shared/newsletter";
import { Button, buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { subscribeToNewsletter } from "@/features/newsletter/api";
import { failureWithReason } from "@/lib/form-errors";
import { useApiForm } from "@/lib/use-api-form";

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

/**
 * The newsletter box: an address in, the same calm answer out whatever its state (double opt-in:
 * nothing but a confirmation link is sent until it is opened).
 */
export function NewsletterBox() {
  const [answer, setAnswer] = useState("");
  const { form, handleSubmit, isSubmitting } = useApiForm({
    schema: subscribeSchema,
    defaultValues: { email: "" },
    submit: ({ email }) => subscribeToNewsletter(email),
    onSuccess: (result) => {
      setAnswer(result.message);
      form.reset({ email: "" });
    },
    failureNotice: failureWithReason("We couldn't subscribe you just now."),
  });
  const { errors } = form.formState;
  return (
    <section
      aria-labelledby="newsletter-heading"
      className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8"
    >
      <h2 id="newsletter-heading" className="text-2xl font-semibold text-ink">
        Stay in touch
      </h2>
      <p className="mt-2 text-muted">Gentle stories and guides from the PawsWell blog, now and then.</p>
      <form noValidate onSubmit={handleSubmit} className="mt-5">
        <fieldset disabled={isSubmitting} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start">
          <FormField id="newsletter-email" label="Email address" error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...form.register("email")} />}
          </FormField>
          <div className="sm:pt-7">
            <Button type="submit" className="w-full sm:w-auto">
              {isSubmitting ? "Subscribing..." : "Subscribe"}
            </Button>
          </div>
        </fieldset>
      </form>
      <p role="status" className="mt-3 min-h-6 text-sm text-ink">
        {answer}
      </p>
      <p className="text-sm text-muted">We use your address only for the newsletter. Every issue has a link to stop.</p>
    </section>
  );
}
