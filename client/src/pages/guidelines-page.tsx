import { ANONYMOUS_AUTHOR } from "@shared/names";
import { PageHeading } from "@/components/page-heading";
import { ProseSection as Guideline, TextLink } from "@/components/prose-sections";
import { PageHead } from "@/lib/page-head";

/** /guidelines: how we look after each other here, in plain words; linked from sign-up and every posting form. */
export default function GuidelinesPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageHead
        title="Community guidelines"
        description="How we look after each other on PawsWell: be kind, grief is welcome, share experience rather than diagnoses, keep private details private, and reach out when you are struggling."
        path="/guidelines"
      />
      <PageHeading title="Community guidelines">
        <p>PawsWell is a place to be gentle with each other. These few things keep it that way.</p>
      </PageHeading>
      <div className="grid gap-8">
        <Guideline title="Be kind">
          <p>
            Everyone here is carrying something. Reply as you would to a friend on a hard day: no put-downs, no
            pile-ons, no mocking.
          </p>
        </Guideline>
        <Guideline title="Grief is welcome here">
          <p>
            Losing an animal can hurt as much as losing a person. You can talk about death, euthanasia and loss openly,
            for as long as you need. Nobody has to be &quot;over it&quot; by now.
          </p>
        </Guideline>
        <Guideline title="Share experience, not diagnoses">
          <p>
            Tell others what helped you, but don&apos;t give advice that replaces a vet or a doctor. If an animal or a
            person may be unwell, encourage them to see one.
          </p>
        </Guideline>
        <Guideline title="No spam">
          <p>No adverts, selling, fundraising links or repeated posts. Groups are for real groups that meet.</p>
        </Guideline>
        <Guideline title="Keep private details private">
          <p>
            Don&apos;t share anyone else&apos;s name, address, phone number, photos or story without their say. You
            don&apos;t have to share details that would identify you, either.
          </p>
        </Guideline>
        <Guideline title="If you are struggling, reach out">
          <p>
            If you are thinking about ending your life or hurting yourself, please talk to someone now:{" "}
            <TextLink href="/crisis">Get help now</TextLink> lists free, confidential helplines for your country. Our
            moderators are not a crisis service and can&apos;t always answer at once.
          </p>
        </Guideline>
        <Guideline title="What moderators do">
          <p>
            Moderators read what is reported and what our safety check sets aside. They can hide a post (you&apos;ll see
            why), add a content warning, lock a thread, send you a private note, or, when someone keeps breaking these
            guidelines, pause their account for a while. Every action is recorded.
          </p>
          <p>
            Posts that suggest someone may be in danger are read by a moderator before anyone else sees them. Nobody is
            ever labelled in public, and PawsWell never contacts anyone outside the site about you.
          </p>
        </Guideline>
        <Guideline title="How reporting works">
          <p>
            Every post, reply, story, comment, photo and group has a Report button. Choose a reason and, if you like,
            add a note. Reporters stay anonymous: the person you report is never told who reported them. Reporting the
            same thing twice counts once.
          </p>
        </Guideline>
        <Guideline title={`Posting as "${ANONYMOUS_AUTHOR}"`}>
          <p>
            You can post a discussion, reply or story as &quot;{ANONYMOUS_AUTHOR}&quot; so your name isn&apos;t shown.
            Moderators can still see who wrote it, and these guidelines still apply.
          </p>
        </Guideline>
        <Guideline title="Content warnings">
          <p>
            If what you write is about pet loss, euthanasia, self-harm, illness or anything else others may want to be
            ready for, add a content warning under &quot;Options&quot; when you post. It isn&apos;t a wall or a
            judgement: each reader chooses to show, collapse or hide what carries it.
          </p>
        </Guideline>
      </div>
    </article>
  );
}
