import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { ReplyView } from "@shared/api";
import { buttonClasses } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { useSessionUser } from "@/features/auth/use-session";
import { useWayInHref } from "@/features/auth/use-way-in-href";
import type { ThreadResource } from "./api";
import { MemberReplyForm } from "./lazy-forms";
import { REPLY_WORDS } from "./reply-words";
import { useReplyDraft } from "./use-reply-draft";

export interface ReplyBoxProps {
  resource: ThreadResource;
  itemId: string;
  /** The reply being answered, if any, and how to stop answering it. */
  answering: ReplyView | null;
  onStopAnswering: () => void;
  /** "replies" under a discussion, "comments" under a story or photo. */
  noun: "replies" | "comments";
}

/**
 * Where the way in brings a person back to: `#write-reply` (not `#reply-…`, which names a reply).
 * The sticky header would cover its top, hence the scroll margin.
 */
export const REPLY_BOX_ID = "write-reply";

/** The reply's text field, in a member's form and a guest's box alike: a reply's Reply leads there. */
export const REPLY_FIELD_ID = "reply-content";

/** Where a member writes a reply; a guest may start writing too, and joins or logs in to post it. */
export function ReplyBox(props: ReplyBoxProps) {
  const user = useSessionUser();
  return (
    <div id={REPLY_BOX_ID} className="scroll-mt-24">
      {user ? <MemberReplyForm {...props} /> : <GuestReplyBox {...props} />}
    </div>
  );
}

/**
 * The guest's box: the same field as a member's, with Join and Log in where Post would be. What
 * they write is kept (reply-drafts.ts) and waits in the member's form when the way in brings
 * them back here.
 */
function GuestReplyBox({ resource, itemId, noun }: ReplyBoxProps) {
  const words = REPLY_WORDS[noun];
  const draft = useReplyDraft(resource, itemId);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const joinHref = useWayInHref("/signup", `#${REPLY_BOX_ID}`);
  const logInHref = useWayInHref("/login", `#${REPLY_BOX_ID}`);

  // The server draws an empty box; the kept draft is the browser's. Words typed before the app
  // arrived are kept rather than replaced.
  useEffect(() => {
    const field = textarea.current;
    if (!field) return;
    if (field.value.trim() !== "") draft.save(field.value);
    else field.value = draft.read();
  }, [draft]);

  return (
    <div className="grid gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-ink">
      <FormField id={REPLY_FIELD_ID} label={words.label} hint={`${words.invitation} ${KEPT_WORDS}`}>
        {(control) => (
          <Textarea {...control} ref={textarea} rows={4} onChange={(event) => draft.save(event.target.value)} />
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Link href={joinHref} className={buttonClasses("primary", "md")}>
          Join
        </Link>
        <Link href={logInHref} className={buttonClasses("secondary", "md")}>
          Log in
        </Link>
      </div>
    </div>
  );
}

const KEPT_WORDS = "What you write here will wait for you.";
