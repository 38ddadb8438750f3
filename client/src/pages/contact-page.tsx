import { PageHeading } from "@/components/page-heading";
import { TextLink } from "@/components/prose-sections";
import { ContactForm } from "@/features/contact/contact-form";
import { PageHead } from "@/lib/page-head";

/** /contact: write to PawsWell's moderators, with or without an account. */
export default function ContactPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <PageHead
        title="Contact Us"
        description="Write to PawsWell's moderators: a question, a problem with your account, something about moderation or privacy, or an idea."
        path="/contact"
      />
      <PageHeading title="Contact Us">
        <p>
          A question, a problem, an idea? Write to us here. You don&apos;t need an account, and you don&apos;t have to
          tell us who you are.
        </p>
      </PageHeading>
      <div className="mb-6 rounded-xl border border-brand-100 bg-brand-50 p-4 text-ink">
        <p>
          Our moderators read every message, but not around the clock, so a reply may take a day or two. If you are not
          safe right now, please don&apos;t wait for us: <TextLink href="/crisis">Get help now</TextLink>.
        </p>
      </div>
      <ContactForm />
      <p className="mt-8 text-sm text-muted">
        Many answers are already in the <TextLink href="/help">Help Center</TextLink>. What we keep from your message,
        and for how long, is in the <TextLink href="/privacy">privacy policy</TextLink>.
      </p>
    </section>
  );
}
