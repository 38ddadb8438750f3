import { ANONYMOUS_AUTHOR } from "@shared/names";
import { FORMER_MEMBER } from "@shared/account-data";
import { PageHeading } from "@/components/page-heading";
import { JumpList, ProseSection, TextLink } from "@/components/prose-sections";
import { PageHead } from "@/lib/page-head";

const SECTIONS = [
  { id: "short-version", title: "The short version" },
  { id: "account", title: "Your account" },
  { id: "what-you-write", title: "What you write and share" },
  { id: "signing-in", title: "Signing in and your devices" },
  { id: "email", title: "Email, notices and the newsletter" },
  { id: "safety", title: "Reports and moderation" },
  { id: "contact", title: "Messages to us" },
  { id: "visitors", title: "Visitors, addresses and limits" },
  { id: "browser", title: "What stays in your browser" },
  { id: "third-parties", title: "No one else watching" },
  { id: "export-and-delete", title: "Export or delete your data" },
  { id: "changes", title: "Changes and questions" },
] as const;

/** The month this page last changed. */
const POLICY_UPDATED = "November 2026";

const title = (id: (typeof SECTIONS)[number]["id"]) => SECTIONS.find((section) => section.id === id)!.title;

/**
 * /privacy: what PawsWell keeps, for how long, who can see it, and how to take it with you or
 * delete it. Every period here is the code's (server/config/limits.ts, housekeeping, shared/account-data.ts).
 */
export default function PrivacyPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHead
        title="Privacy Policy"
        description="What PawsWell keeps, for how long, who can see it, and how to export or delete it. No analytics, no ads, no outside scripts."
        path="/privacy"
      />
      <PageHeading title="Privacy Policy">
        <p>What we keep, for how long, who can see it, and how to take it with you or delete it. In plain words.</p>
      </PageHeading>
      <JumpList sections={SECTIONS} />
      <div className="grid gap-8">
        <ProseSection id="short-version" title={title("short-version")}>
          <ul>
            <li>You need only a username and a password. An email address is optional.</li>
            <li>What you post is public, like a notice board. Your email address and password never are.</li>
            <li>No analytics, no adverts, and no fonts, images or scripts from anyone else.</li>
            <li>You can download everything you wrote, and delete your account, from Settings.</li>
          </ul>
        </ProseSection>
        <ProseSection id="account" title={title("account")}>
          <p>
            We keep your username, your password as a one-way hash (nobody, us included, can read it back), when you
            joined, and the choices you make in Settings: notifications, a break, whether your member page shows,
            content warnings, recommendation preferences and the challenges you joined, the recommendations made for you
            and which of them you opened. If you turn on two-factor sign-in we keep its secret, and your recovery codes
            as hashes. All of it is kept until you delete your account.
          </p>
        </ProseSection>
        <ProseSection id="what-you-write" title={title("what-you-write")}>
          <p>
            Discussions, replies, stories, photos, groups and reactions are shown to everyone who visits, members or
            not, until they are removed. Posted as &quot;{ANONYMOUS_AUTHOR}&quot;, your name is hidden from everyone but
            moderators. Your member page lists what you shared under your name; you can hide it.
          </p>
          <p>
            Search engines are asked to leave out every member page, everything in the pet loss, anxiety and depression
            and PTSD categories, and anything you ask to keep out of search. When you edit or delete, the earlier words
            are kept for moderators only, so they can understand a report. Photos are re-saved when uploaded, which
            removes hidden details such as where they were taken.
          </p>
        </ProseSection>
        <ProseSection id="signing-in" title={title("signing-in")}>
          <p>
            Logging in sets one cookie. Its session is kept on our server with a short description of the browser
            (&quot;Firefox on Windows&quot;), so you can see and log out your devices in Settings. A session ends after
            7 days without a visit, 30 days after you logged in, or when you log out. Reading the site without logging
            in sets no cookie at all.
          </p>
        </ProseSection>
        <ProseSection id="email" title={title("email")}>
          <p>
            Your email address is used only for password resets, the notices you chose and, if you subscribe, the
            newsletter. It is never shown to anyone. Emailed links are stored only as scrambled hashes and expire (30
            minutes for a password reset, 24 hours to confirm an address). A message waits in our outbox until it is
            sent, and is deleted a day after sending.
          </p>
          <p>
            The newsletter asks you to confirm first; an address never confirmed is forgotten once its link runs out (48
            hours). Every issue has an unsubscribe link. After you unsubscribe we keep the address marked as
            unsubscribed, so nothing more is sent; ask us through <TextLink href="/contact">Contact Us</TextLink> if you
            want it removed.
          </p>
        </ProseSection>
        <ProseSection id="safety" title={title("safety")}>
          <p>
            A report keeps the reason, your note and a copy of what you reported, for moderators. It also keeps your
            network (IP) address in a scrambled form that does not show it, only so that several reports from one place
            count once; it is forgotten when a moderator closes the report. The person you report is never told who you
            are. Moderators&apos; actions are written to an audit log that nobody can change; it names the moderator and
            the member acted on. If you delete your account, your name there becomes &quot;
            {FORMER_MEMBER}&quot;.
          </p>
        </ProseSection>
        <ProseSection id="contact" title={title("contact")}>
          <p>
            A message sent through <TextLink href="/contact">Contact Us</TextLink> keeps only what you type: your name
            and email if you give them, the topic and your words. It is not linked to your account, and only moderators
            read it. It is deleted 90 days after a moderator marks it handled, or sooner if you ask us to.
          </p>
        </ProseSection>
        <ProseSection id="visitors" title={title("visitors")}>
          <p>
            To stop floods of sign-ups, guesses and spam, we count some requests by network (IP) address for a short
            window, such as an hour; each count is deleted within an hour or so after its window ends. When a visitor
            uploads a photo, the upload is tied to that address so only they can share it; an upload nobody shares is
            deleted after a day. Apart from the recommendations a member opens, PawsWell keeps no record of what anyone
            reads: the server&apos;s own log notes each request&apos;s kind of page (never which item), its answer and
            how long it took, without your address, name or words, and the site&apos;s operator keeps it as long as
            their hosting does.
          </p>
        </ProseSection>
        <ProseSection id="browser" title={title("browser")}>
          <p>
            Your browser remembers a few things on your own device, never sent anywhere else: that you are logged in
            (your username), the country you chose on <TextLink href="/crisis">Get help now</TextLink>, your
            content-warning choices as a visitor, and where you were on a long list.
          </p>
        </ProseSection>
        <ProseSection id="third-parties" title={title("third-parties")}>
          <p>
            No other company sees you visit. There are no analytics, advertising or tracking tools, and every image,
            font and script comes from PawsWell itself. Links to our social media accounts open those sites only if you
            follow them. Email goes through the mail service the site&apos;s operator chose, and files are kept in its
            storage. We don&apos;t sell your data or pass it to anyone, and PawsWell never contacts anyone outside the
            site about you.
          </p>
        </ProseSection>
        <ProseSection id="export-and-delete" title={title("export-and-delete")}>
          <p>
            In <TextLink href="/settings">Settings</TextLink>, &quot;Export my data&quot; prepares one file with your
            account details and everything you wrote and chose: discussions, replies, stories, photos (the pictures
            too), reactions, preferences, content-warning choices, notifications and challenges. It can be downloaded
            for 7 days, then it is deleted.
          </p>
          <p>
            &quot;Delete my account&quot; asks for your password, then removes your account, sessions, settings,
            notifications, reactions and unsent mail at once. You choose whether your posts, replies, stories and photos
            are deleted too or stay as &quot;{FORMER_MEMBER}&quot;. Your username is held for 30 days so no one can
            pretend to be you, then it is free again. Things shared as a guest aren&apos;t linked to an account: ask us
            through <TextLink href="/contact">Contact Us</TextLink> to remove one.
          </p>
        </ProseSection>
        <ProseSection id="changes" title={title("changes")}>
          <p>
            When what we keep changes, this page changes with it, and the date below says when it last did. Questions
            are welcome through <TextLink href="/contact">Contact Us</TextLink>. Our{" "}
            <TextLink href="/terms">terms of service</TextLink> and{" "}
            <TextLink href="/guidelines">community guidelines</TextLink> say how we look after the community.
          </p>
          <p className="text-sm text-muted">Last updated {POLICY_UPDATED}.</p>
        </ProseSection>
      </div>
    </article>
  );
}
