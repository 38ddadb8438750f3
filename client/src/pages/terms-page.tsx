import { MINIMUM_AGE } from "@shared/account-recovery";
import { ANONYMOUS_AUTHOR } from "@shared/names";
import { PageHeading } from "@/components/page-heading";
import { JumpList, ProseSection, TextLink } from "@/components/prose-sections";
import { PageHead } from "@/lib/page-head";

const SECTIONS = [
  { id: "welcome", title: "Welcome" },
  { id: "not-medical-advice", title: "Not medical or veterinary advice" },
  { id: "age", title: "Who can join" },
  { id: "your-account", title: "Your account" },
  { id: "your-words", title: "Your words and photos" },
  { id: "behaviour", title: "Looking after each other" },
  { id: "moderation", title: "Moderation and suspension" },
  { id: "availability", title: "The site itself" },
  { id: "changes", title: "Changes to these terms" },
] as const;

const title = (id: (typeof SECTIONS)[number]["id"]) => SECTIONS.find((section) => section.id === id)!.title;

/** The month these terms last changed. */
const TERMS_UPDATED = "November 2026";

/** /terms: the few things we ask and promise, in plain words; the guidelines page holds the community's own rules. */
export default function TermsPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHead
        title="Terms of Service"
        description="The terms of using PawsWell: not medical advice, who can join, your words and photos, moderation, and how these terms change."
        path="/terms"
      />
      <PageHeading title="Terms of Service">
        <p>By using PawsWell you agree to these terms. They are short, and we have tried to keep them kind.</p>
      </PageHeading>
      <JumpList sections={SECTIONS} />
      <div className="grid gap-8">
        <ProseSection id="welcome" title={title("welcome")}>
          <p>
            PawsWell is a community about the bonds we share with animals and how they help us feel well. How we treat
            each other here is set out in our <TextLink href="/guidelines">community guidelines</TextLink>; they are
            part of these terms.
          </p>
        </ProseSection>
        <ProseSection id="not-medical-advice" title={title("not-medical-advice")}>
          <p>
            Everything here, from members, moderators or articles, is shared experience and general information. It is
            not medical, mental-health or veterinary advice, diagnosis or treatment, and it is no substitute for a
            doctor, a therapist or a vet. If you are in crisis, please contact your local emergency services or a
            helpline on <TextLink href="/crisis">Get help now</TextLink>. PawsWell is not a crisis service.
          </p>
        </ProseSection>
        <ProseSection id="age" title={title("age")}>
          <p>
            You need to be at least {MINIMUM_AGE} to join, or older if the law where you live says so, and you confirm
            it when you join. Younger people are welcome to read, ideally with a parent or carer nearby, and to use the
            helplines.
          </p>
        </ProseSection>
        <ProseSection id="your-account" title={title("your-account")}>
          <p>
            One account per person, please, and keep your password to yourself: you answer for what is posted from your
            account. Don&apos;t choose a name that pretends to be someone else. You can leave at any time by deleting
            your account in <TextLink href="/settings">Settings</TextLink>.
          </p>
        </ProseSection>
        <ProseSection id="your-words" title={title("your-words")}>
          <p>
            What you write and the photos you share stay yours. By posting, you let PawsWell show them on the site (in
            lists, on their own pages, in search and in feeds) for as long as they are posted. When you delete
            something, or your account with its content, we stop showing it. Share only what is yours to share, and
            never someone else&apos;s private details.
          </p>
          <p>
            Posting as &quot;{ANONYMOUS_AUTHOR}&quot; hides your name from other members, not from moderators; these
            terms still apply.
          </p>
        </ProseSection>
        <ProseSection id="behaviour" title={title("behaviour")}>
          <p>
            Please follow the <TextLink href="/guidelines">community guidelines</TextLink>: be kind, no spam, no
            harassment, nothing illegal, and nothing that puts anyone at risk. Use the Report button when something
            isn&apos;t right.
          </p>
        </ProseSection>
        <ProseSection id="moderation" title={title("moderation")}>
          <p>
            Moderators may hide, add a warning to, lock or delete anything posted here, and may pause an account (it can
            then read but not post) for a while or until they lift it. They tell the author what they did and why, and
            every action is recorded. If you think a decision was wrong, write to us through{" "}
            <TextLink href="/contact">Contact Us</TextLink>; you can do so while your account is paused.
          </p>
        </ProseSection>
        <ProseSection id="availability" title={title("availability")}>
          <p>
            We look after PawsWell with care, but it is offered as it is: it may sometimes be slow, down for
            maintenance, or change. Keep your own copy of anything precious; &quot;Export my data&quot; in Settings
            gives you one.
          </p>
        </ProseSection>
        <ProseSection id="changes" title={title("changes")}>
          <p>
            When these terms change, this page changes with it and the date below moves. If you keep using PawsWell
            after a change, the new terms apply. How we handle your data is in the{" "}
            <TextLink href="/privacy">privacy policy</TextLink>.
          </p>
          <p className="text-sm text-muted">Last updated {TERMS_UPDATED}.</p>
        </ProseSection>
      </div>
    </article>
  );
}
