import { ANONYMOUS_AUTHOR } from "@shared/names";
import { PageHeading } from "@/components/page-heading";
import { JumpList, ProseSection, TextLink } from "@/components/prose-sections";
import { PageHead } from "@/lib/page-head";

const SECTIONS = [
  { id: "crisis", title: "If you need help right now" },
  { id: "posting", title: "Starting a discussion" },
  { id: "replying", title: "Replying and reacting" },
  { id: "stories-and-photos", title: "Sharing a story or a photo" },
  { id: "editing", title: "Editing or deleting your words" },
  { id: "anonymous", title: `Posting as "${ANONYMOUS_AUTHOR}"` },
  { id: "content-warnings", title: "Content warnings" },
  { id: "reporting", title: "Reporting something" },
  { id: "notifications", title: "Notifications" },
  { id: "email", title: "Your email address" },
  { id: "settings", title: "Your account settings" },
  { id: "contact", title: "Still stuck?" },
] as const;

const title = (id: (typeof SECTIONS)[number]["id"]) => SECTIONS.find((section) => section.id === id)!.title;

/** /help: how to do the everyday things here, in short sections with a jump list. */
export default function HelpPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHead
        title="Help Center"
        description="How to post, reply, share a story or photo, edit or delete your words, report something, and look after your account on PawsWell."
        path="/help"
      />
      <PageHeading title="Help Center">
        <p>Short answers to the things people ask most. Take your time: nothing here is urgent.</p>
      </PageHeading>
      <JumpList sections={SECTIONS} />
      <div className="grid gap-8">
        <ProseSection id="crisis" title={title("crisis")}>
          <p>
            If you are thinking about ending your life or hurting yourself, please talk to someone now.{" "}
            <TextLink href="/crisis">Get help now</TextLink> lists free, confidential helplines for your country, day
            and night. PawsWell&apos;s moderators are not a crisis service and can&apos;t always answer at once.
          </p>
        </ProseSection>
        <ProseSection id="posting" title={title("posting")}>
          <p>
            Discussions need an account: <TextLink href="/signup">join</TextLink> with just a username and a password,
            or <TextLink href="/login">log in</TextLink>. Then open <TextLink href="/community">Community</TextLink>,
            press &quot;New Post&quot;, give it a title, choose a category and write what is on your mind.
          </p>
          <p>
            If what you wrote sounds like you may not be safe, a quiet panel offers helplines before anything is posted.
            You can still post, edit first, or talk to someone.
          </p>
        </ProseSection>
        <ProseSection id="replying" title={title("replying")}>
          <p>
            Open any discussion, story or photo and write in the reply box at the bottom (members only). To answer one
            person, press &quot;Reply&quot; under their words. The gentle reactions (&quot;Sending support&quot;,
            &quot;Me too&quot;, &quot;Thank you&quot;) let someone know they were heard when words are hard to find.
          </p>
        </ProseSection>
        <ProseSection id="stories-and-photos" title={title("stories-and-photos")}>
          <p>
            On <TextLink href="/stories">Stories</TextLink>, press &quot;Share Your Story&quot;; on{" "}
            <TextLink href="/pets-social">Pet&apos;s Be Social</TextLink>, press &quot;Share Photo&quot;, pick a picture
            (JPEG, PNG, WebP or GIF, up to 10 MB) and name your pet. You can share both without an account, as a guest.
            Photos are re-saved when you upload them, so they never carry the place they were taken.
          </p>
        </ProseSection>
        <ProseSection id="editing" title={title("editing")}>
          <p>
            As a member, you can edit or delete anything you wrote: look for &quot;Edit&quot; and &quot;Delete&quot;
            beside it. An edited item shows that it was edited. A deleted discussion that others answered stays as a
            place for their replies, marked &quot;removed by its author&quot;. Things shared as a guest can&apos;t be
            edited later; ask us through <TextLink href="/contact">Contact Us</TextLink> if one needs to go.
          </p>
        </ProseSection>
        <ProseSection id="anonymous" title={title("anonymous")}>
          <p>
            Under &quot;Options&quot; when you post a discussion, reply or story, you can choose to show &quot;
            {ANONYMOUS_AUTHOR}&quot; instead of your name. Other members won&apos;t see who wrote it; moderators can,
            and the <TextLink href="/guidelines">community guidelines</TextLink> still apply.
          </p>
        </ProseSection>
        <ProseSection id="content-warnings" title={title("content-warnings")}>
          <p>
            When you post about pet loss, euthanasia, self-harm, illness or anything others may want to be ready for,
            add a content warning under &quot;Options&quot;. As a reader, you choose what happens to each kind of
            warning: show it, collapse it, or hide it, for a while or for good. Members set this in{" "}
            <TextLink href="/settings">Settings</TextLink>; visitors&apos; choices stay in their own browser.
          </p>
        </ProseSection>
        <ProseSection id="reporting" title={title("reporting")}>
          <p>
            Every post, reply, story, comment, photo and group has a &quot;Report&quot; button. Choose a reason (one is
            &quot;Someone may be at risk&quot;) and add a note if you like. The person you report is never told who
            reported them. Moderators read every report; those about someone at risk come first.
          </p>
        </ProseSection>
        <ProseSection id="notifications" title={title("notifications")}>
          <p>
            When someone replies to you, reacts to what you wrote, or a moderator acts on it, you&apos;ll find it in{" "}
            <TextLink href="/notifications">Notifications</TextLink>. In Settings you choose how they reach you: in the
            app only, by email as they happen, in one daily email, or not at all. &quot;Take a break&quot; pauses them
            and hides the counts for as long as you need.
          </p>
        </ProseSection>
        <ProseSection id="email" title={title("email")}>
          <p>
            An email address is optional. Once you add and confirm one in Settings, you can reset a forgotten password,
            get notices by email and subscribe to the newsletter. It is never shown to anyone. Without one, a forgotten
            password can&apos;t be reset, so keep it somewhere safe.
          </p>
        </ProseSection>
        <ProseSection id="settings" title={title("settings")}>
          <p>In Settings you can:</p>
          <ul>
            <li>change your password, add two-factor sign-in, and log out devices you no longer use;</li>
            <li>choose your notifications, take a break, and hide your member page;</li>
            <li>export everything you wrote as one file, or delete your account.</li>
          </ul>
          <p>
            The <TextLink href="/privacy">privacy policy</TextLink> says what we keep and for how long.
          </p>
        </ProseSection>
        <ProseSection id="contact" title={title("contact")}>
          <p>
            Write to us through <TextLink href="/contact">Contact Us</TextLink>. A person reads every message, though
            not around the clock.
          </p>
        </ProseSection>
      </div>
    </article>
  );
}
